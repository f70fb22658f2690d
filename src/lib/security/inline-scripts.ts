import { themeInitScript } from '@/components/theme/theme'
import { earlyCrisisShortcutsScript } from '@/lib/crisis/early-shortcuts'
import { registerCrisisWorkerScript } from '@/lib/crisis/offline-worker'

/**
 * Every inline script the app's pages carry besides Next's own, by exact text. The production
 * server's script policy hashes these and no other inline script (src/server/inline-script-csp.mjs);
 * a new inline script must be listed here or the browser blocks it.
 */
export const OWN_INLINE_SCRIPTS: readonly string[] = [
  themeInitScript,
  earlyCrisisShortcutsScript,
  registerCrisisWorkerScript,
]
