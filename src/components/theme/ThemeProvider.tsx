'use client'

import type React from 'react'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@domain/constants'
import {
  applyTheme,
  DARK_QUERY,
  DEFAULT_THEME,
  parseThemePreference,
  resolveTheme,
  type ThemePreference,
} from './theme'
import { ThemeContext } from './theme-context'

export { useTheme } from './theme-context'

declare global {
  interface Window {
    /** Left by the head script (themeInitScript) until the provider takes over. */
    __themeEarly?: { stop: () => void }
  }
}

/** Same-tab writes do not fire `storage`, so setTheme announces them with this event. */
const CHANGE_EVENT = 'theme-preference-change'

function readStoredPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(STORAGE_KEYS.theme))
  } catch {
    return DEFAULT_THEME
  }
}

function subscribePreference(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.theme) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

function subscribeSystem(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const systemIsDark = () => window.matchMedia(DARK_QUERY).matches

export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const theme = useSyncExternalStore(subscribePreference, readStoredPreference, () => DEFAULT_THEME)
  const dark = useSyncExternalStore(subscribeSystem, systemIsDark, () => false)
  const resolvedTheme = resolveTheme(theme, dark)

  // From now on the switch is React's: the head script stops handling it.
  useEffect(() => window.__themeEarly?.stop(), [])

  // Reads the real sources rather than the render values: during hydration those are the
  // server snapshot, which would briefly undo what the <head> script set.
  useEffect(() => {
    applyTheme(resolveTheme(readStoredPreference(), systemIsDark()))
  }, [theme, dark])

  const setTheme = useCallback((next: ThemePreference) => {
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next)
    } catch {
      // Storage can be blocked; the choice then lasts for this page only.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT))
    applyTheme(resolveTheme(next, systemIsDark()))
  }, [])

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}
