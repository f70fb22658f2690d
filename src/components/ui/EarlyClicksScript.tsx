import { earlyClicksScript } from '@/lib/early-clicks'

/** Remembers presses on menu buttons that come before hydration (see `takeEarlyClick`). */
export function EarlyClicksScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyClicksScript }} />
}
