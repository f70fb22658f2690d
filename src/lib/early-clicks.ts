/**
 * Presses that land before the page's JavaScript has started. The production server paints the
 * page before it runs the bundle (src/server/paint-first.mjs), so for a moment the menu buttons
 * are on screen but not yet wired. Links work without JavaScript anyway; a button marked
 * `data-early-click="name"` has its press remembered by this inline script instead of lost, and
 * the component that owns it acts on it once it is hydrated (`takeEarlyClick`).
 */

type EarlyClicks = {
  /** The name of the last button pressed before hydration, if any. */
  pending: string | null
  stop: () => void
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks
  }
}

export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'

export const earlyClicksScript = `(function(){
if(window.__earlyClicks)return;
var s={pending:null,stop:function(){document.removeEventListener('click',h,true)}};
function h(e){var b=e.target&&e.target.closest&&e.target.closest('[${EARLY_CLICK_ATTRIBUTE}]');if(!b)return;e.preventDefault();s.pending=b.getAttribute('${EARLY_CLICK_ATTRIBUTE}')}
document.addEventListener('click',h,true);
window.__earlyClicks=s;
})()`.replace(/\n/g, '')

/**
 * Called from a hydrated component's effect: stops listening for early presses (React handles
 * them from now on) and says whether the last one was on the button called `name`.
 */
export function takeEarlyClick(name: string): boolean {
  const early = window.__earlyClicks
  if (!early) return false
  early.stop()
  if (early.pending !== name) return false
  early.pending = null
  return true
}
