'use client'

import type React from 'react'
import { AuthProvider } from '@/components/auth/AuthProvider'
import { ThemeProvider } from '@/components/theme/ThemeProvider'
import { LazyToaster } from './LazyToaster'

/**
 * Client-side context for the public site: theme, session and toasts. react-query is not here:
 * the parts that fetch load later and bring it with them (QueryProvider).
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>{children}</AuthProvider>
      <LazyToaster />
    </ThemeProvider>
  )
}
