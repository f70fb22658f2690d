import { earlyClicksScript } from '@/lib/early-clicks'

/** Holds presses that come before hydration, for EarlyClickReplay (src/lib/early-clicks.ts). */
export function EarlyClicksScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyClicksScript }} />
}
