/**
 * Presses that land before the page's JavaScript has started. The production server paints the
 * page before it runs the bundle (src/server/paint-first.mjs), so for a moment the page is on
 * screen but not yet hydrated. Rather than lose a press on a menu button, or turn a click on a
 * link into a full page load that skips the site's page-change behaviour, this inline script
 * holds the press and EarlyClickReplay repeats it once the page has started.
 *
 * Held: a plain left click on a same-origin link to another page, or on an element marked
 * `data-early-click`. Never held: links marked `data-instant` (crisis help and quick exit must
 * act at once), new-tab and download links, in-page anchors, other origins and schemes (tel:).
 * Should the JavaScript never start, a held link is followed after FALLBACK_MS all the same.
 */

type EarlyClicks = {
  /** The element last pressed before hydration, if any. */
  pending: Element | null
  stop: () => void
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks
  }
}

export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'
export const INSTANT_ATTRIBUTE = 'data-instant'
const FALLBACK_MS = 4000

export const earlyClicksScript = `(function(){
if(window.__earlyClicks)return;
var f,s={pending:null,stop:function(){document.removeEventListener('click',h,true);clearTimeout(f)}};
function h(e){
if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
var t=e.target&&e.target.closest&&e.target.closest('a[href],[${EARLY_CLICK_ATTRIBUTE}]');
if(!t||t.closest('[${INSTANT_ATTRIBUTE}]'))return;
var a=t.tagName==='A';
if(a&&(t.target&&t.target!=='_self'||t.hasAttribute('download')||t.origin!==location.origin||t.hash&&t.pathname===location.pathname&&t.search===location.search))return;
e.preventDefault();s.pending=t;clearTimeout(f);
if(a)f=setTimeout(function(){s.stop();location.assign(t.href)},${FALLBACK_MS});
}
document.addEventListener('click',h,true);
window.__earlyClicks=s;
})()`.replace(/\n/g, '')

/**
 * Called once the page has hydrated: stops holding presses (React handles them from now on)
 * and hands over the one held, if any.
 */
export function takeEarlyClick(): Element | null {
  const early = window.__earlyClicks
  if (!early) return null
  early.stop()
  const pending = early.pending
  early.pending = null
  return pending
}
