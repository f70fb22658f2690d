import { earlyClicksScript } from '@/lib/early-clicks-script'

/** Holds presses that come before hydration, for EarlyClickReplay (src/lib/early-clicks.ts). */
export function EarlyClicksScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyClicksScript }} />
}
