import { earlyCrisisShortcutsScript } from '@/lib/crisis/early-shortcuts'
import { registerCrisisWorkerScript } from '@/lib/crisis/offline-worker'
import type { CrisisLine } from '@domain/crisis/lines'
import type { CrisisText } from '@domain/i18n/messages'
import { CrisisErrorBoundary } from './CrisisErrorBoundary'
import { CrisisSafetyProvider } from './CrisisSafetyProvider'
import { CrisisUsageCounter } from './CrisisUsageCounter'
import { CrisisWidget } from './CrisisWidget'
import { QuickExitShortcut } from './QuickExitShortcut'

/**
 * Crisis support on every page, all of it in view here: the inline script makes Alt+C, Alt+9
 * and the quick exit work before the bundle has loaded, and a second one registers the worker
 * that keeps the crisis lines offline once the page is idle; then the quick-exit shortcut, and the
 * crisis button with its dialog (CrisisWidget → CrisisDialog) inside the safety state and an
 * error boundary that leaves 988 on screen if anything in it fails; and the anonymous counts of
 * crisis help used (CrisisUsageCounter). The layout passes the
 * published lines (the built-in list when the database cannot be read).
 */
export function CrisisSupport({ lines, text }: { lines: CrisisLine[]; text: CrisisText }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyCrisisShortcutsScript }} />
      <script dangerouslySetInnerHTML={{ __html: registerCrisisWorkerScript }} />
      <QuickExitShortcut />
      <CrisisUsageCounter />
      <CrisisErrorBoundary text={text.fallback}>
        <CrisisSafetyProvider>
          <CrisisWidget lines={lines} text={text} />
        </CrisisSafetyProvider>
      </CrisisErrorBoundary>
    </>
  )
}
