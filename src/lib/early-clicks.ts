/**
 * Presses that land before the page's JavaScript has started. The production server paints the
 * page before it runs the bundle (src/server/paint-first.mjs), so for a moment the page is on
 * screen but not yet hydrated. Rather than lose a press on a button, send a form the way a page
 * without JavaScript does (a full page load, and the form's own checks skipped), or turn a click
 * on a link into a full page load that skips the site's page-change behaviour, an inline script
 * (src/lib/early-clicks-script.ts) holds the press and EarlyClickReplay repeats it once the page
 * has started.
 *
 * Held: a plain left click on a same-origin link to another page, or on an element marked
 * `data-early-click` (buttons whose work is done by React: the menus, the error check); and
 * the sending of a form (Enter in a field or its submit button). Never held: anything inside
 * `data-instant` (crisis help and quick exit must act at once), new-tab and download links,
 * in-page anchors (noted, see `jump`), other origins and schemes (tel:), forms sent to another window.
 * Should the JavaScript never start, a held link is followed, and a held form sent as a plain
 * form, after FALLBACK_MS all the same: forms that work without JavaScript (the newsletter
 * confirm and unsubscribe buttons) still do.
 */

type EarlyClicks = {
  /** The element last pressed, or the form last sent, before hydration, if any. */
  pending: Element | null
  /** The button that sent the pending form, if one did. */
  submitter: HTMLElement | null
  /**
   * The last jump to an anchor of this page before hydration: let through (the browser's own,
   * at once), but noted, for the router may write its first URL over it (src/lib/in-page-jumps.ts).
   */
  jump: string | null
  stop: () => void
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks
  }
}

export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'
export const INSTANT_ATTRIBUTE = 'data-instant'
/** A held link is followed, a held form sent, after this long if the page has not started. */
export const FALLBACK_MS = 4000

/**
 * Called once the page has hydrated: stops holding presses (React handles them from now on)
 * and repeats the one held, if any — a form is sent again by the same button, so React's
 * onSubmit and form actions see what the visitor did.
 */
export function replayEarlyPress(): void {
  const early = window.__earlyClicks
  if (!early) return
  early.stop()
  const { pending, submitter } = early
  early.pending = early.submitter = null
  if (!(pending instanceof HTMLElement) || !pending.isConnected) return
  if (pending instanceof HTMLFormElement) {
    // The button must still belong to the form, or requestSubmit throws.
    const button = submitter && 'form' in submitter && submitter.form === pending ? submitter : null
    pending.requestSubmit(button)
  } else pending.click()
}
