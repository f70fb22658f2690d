import { STORAGE_KEYS } from '@domain/constants'

/** The stored preference. `system` follows the OS setting live. */
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

/** Marks the switch's radios, so the head script can find them before hydration. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice'

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong theme. Kept in
 * sync with `applyTheme` below; storage may be unavailable (private mode), hence the try.
 *
 * The page is painted before its JavaScript runs, so until the ThemeProvider takes over
 * (`window.__themeEarly.stop()`) this script also keeps the switch honest: it checks the
 * stored choice (the server cannot know it) and applies and stores a choice made in the switch.
 */
export const themeInitScript = `(function(){
var k=${JSON.stringify(STORAGE_KEYS.theme)},q=${JSON.stringify(DARK_QUERY)},a=${JSON.stringify(`[${THEME_CHOICE_ATTRIBUTE}]`)};
function pref(){try{var p=localStorage.getItem(k)}catch(e){}return p==='light'||p==='dark'?p:'system'}
function apply(p){var d=p==='dark'||(p==='system'&&matchMedia(q).matches);var c=document.documentElement.classList;c.remove('light','dark');c.add(d?'dark':'light');document.documentElement.style.colorScheme=d?'dark':'light'}
try{apply(pref())}catch(e){}
function change(e){var t=e.target;if(!t||!t.matches||!t.matches(a))return;try{localStorage.setItem(k,t.value)}catch(x){}apply(t.value)}
function sync(){var p=pref(),r=document.querySelectorAll(a);for(var i=0;i<r.length;i++)r[i].checked=r[i].value===p}
document.addEventListener('change',change,true);
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',sync);else sync();
window.__themeEarly={stop:function(){document.removeEventListener('change',change,true);document.removeEventListener('DOMContentLoaded',sync)}};
})()`.replace(/\n/g, '')

export function applyTheme(theme: ResolvedTheme) {
  const root = document.documentElement
  root.classList.remove(theme === 'dark' ? 'light' : 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}
