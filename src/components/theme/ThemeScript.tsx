import { themeInitScript } from './theme'

/** Sets the `light`/`dark` class on <html> before first paint (see `themeInitScript`). */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
}
