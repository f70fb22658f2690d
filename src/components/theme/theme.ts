import { STORAGE_KEYS } from '@/lib/constants'

/** Spec §3: the stored preference. `system` follows the OS setting live. */
export const THEME_PREFERENCES = ['light', 'system', 'dark'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type ResolvedTheme = 'light' | 'dark'

export const DEFAULT_THEME: ThemePreference = 'system'
export const DARK_QUERY = '(prefers-color-scheme: dark)'

export function parseThemePreference(value: unknown): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference)
    ? (value as ThemePreference)
    : DEFAULT_THEME
}

export function resolveTheme(preference: ThemePreference, systemIsDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemIsDark ? 'dark' : 'light'
  return preference
}

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme. Kept in
 * sync with `applyTheme` below; storage may be unavailable (private mode), hence the try.
 */
export const themeInitScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.theme,
)});if(p!=='light'&&p!=='dark')p='system';var d=p==='dark'||(p==='system'&&matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches);var c=document.documentElement.classList;c.remove('light','dark');c.add(d?'dark':'light');document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})()`

export function applyTheme(theme: ResolvedTheme) {
  const root = document.documentElement
  root.classList.remove(theme === 'dark' ? 'light' : 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}
