'use client'

import { createContext, useContext } from 'react'
import type { ResolvedTheme, ThemePreference } from './theme'

export type ThemeContextValue = {
  /** What the visitor chose: light, dark or system (the default). */
  theme: ThemePreference
  /** What is shown now. */
  resolvedTheme: ResolvedTheme
  setTheme: (theme: ThemePreference) => void
}

export const ThemeContext = createContext<ThemeContextValue | null>(null)

/** The theme state; using it outside <ThemeProvider> is a programming error. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext)
  if (!context) throw new Error('useTheme must be used within a ThemeProvider')
  return context
}
