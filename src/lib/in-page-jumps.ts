/**
 * Jumps to an anchor on the same page ("Request the guide" → /project-silhouette#request, the
 * skip link, a menu's section links) are the browser's own: at once, with the :target style, the
 * scroll (smooth or not, as the page's CSS says) and the keyboard's starting point moved to the
 * anchor, JavaScript or not.
 *
 * Next's router knows nothing of them, and that costs twice:
 * - next/link sends such a click through the router, which first asks the server for this same
 *   page and only then changes the URL (IntentLink hands it back to the browser instead);
 * - the history entry the browser adds has no router state, so after a later client-side page
 *   change, Back to it changed the URL but not the page (Next ignores such entries), and a jump
 *   made while the page was still hydrating lost its #hash when the router wrote its first URL.
 * So each jump's entry is handed to the router through its history integration (a
 * replaceState without router state makes Next adopt the URL and store its state there), and a
 * jump made before hydration is put back once the router has started.
 */

type Anchor = Pick<
  HTMLAnchorElement,
  'href' | 'hash' | 'origin' | 'pathname' | 'search' | 'target'
> &
  Pick<Element, 'hasAttribute'>
type Press = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>

/** A plain left click on a link to an anchor of this very page (same path and query). */
export function isInPageJump(link: Anchor, press: Press, here: Location = window.location) {
  return (
    press.button === 0 &&
    !press.metaKey &&
    !press.ctrlKey &&
    !press.shiftKey &&
    !press.altKey &&
    link.hash !== '' &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === here.origin &&
    link.pathname === here.pathname &&
    link.search === here.search
  )
}

type RouterState = { __NA?: boolean } | null

/** Gives the current entry (or `href`, on this same page) to the router, once it has started. */
function adopt(href = window.location.href) {
  if ((window.history.state as RouterState)?.__NA && href === window.location.href) return
  window.history.replaceState(null, '', href)
}

/**
 * Installed once the page has hydrated (EarlyClickReplay): puts back a jump made before then,
 * and hands every later one to the router. Returns the function that stops it.
 */
export function followInPageJumps(earlyJump: string | null): () => void {
  const onHashChange = () => adopt()
  window.addEventListener('hashchange', onHashChange)
  // After every effect of the first render, the router's among them (it patches history in an
  // effect of its own, which runs after this one, its child's).
  const timer = window.setTimeout(() => {
    if (!earlyJump) return
    const jump = new URL(earlyJump)
    const here = window.location
    if (jump.pathname === here.pathname && jump.search === here.search) adopt(jump.href)
  }, 0)
  return () => {
    window.removeEventListener('hashchange', onHashChange)
    window.clearTimeout(timer)
  }
}
