// @ts-check
/**
 * Paint first, then run the bundle (docs/decisions/0007-paint-first.md).
 *
 * Next writes its chunks as `<script src async>` tags. An async script runs the moment it
 * arrives, so on a slow phone the framework downloads, evaluates and hydrates in the same window
 * in which the browser is trying to paint the server-rendered page. Everything a visitor needs
 * first (the text, the links, the crisis link, the inline Alt+C / Alt+9 shortcuts and quick exit)
 * works without JavaScript, so this site paints first and starts the bundle right after.
 *
 * Two rewrites of each HTML page, before its inline scripts are hashed for the CSP:
 * 1. Next's chunk tags (and their low-priority preloads) are replaced by one inline loader that
 *    inserts the same scripts, in the same order, once the first contentful paint is on screen,
 *    and in any case by DOMContentLoaded, so the `load` event still waits for them (loaderScript).
 *    Turbopack's inline bootstrap stays where it is: it only queues the page's chunk list for the
 *    runtime, whenever that arrives.
 * 2. Inline scripts in <head> (the theme bootstrap) move ahead of the stylesheet: a parser-inserted
 *    script after a pending stylesheet stops the parser until the sheet arrives, and the browser
 *    then paints the header alone and the page text a frame later.
 *
 * The shapes matched are Next 16's output, not its API: tests/e2e/server-layers.spec.ts checks on
 * the real build that pages come out rewritten and still hydrate, so a Next upgrade that changes
 * them fails CI instead of silently turning this off.
 */

const CHUNK = '/_next/static/chunks/'
const CHUNK_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g
const HEAD_INLINE_SCRIPT = /<script>[\s\S]*?<\/script>/g
/** Turbopack's bootstrap: an inline script with the id React gives the bootstrap (`_R_`). */
const BOOTSTRAP = /<script id="[^"]*">\(globalThis\["TURBOPACK"\][\s\S]*?<\/script>/
const STYLESHEET = '<link rel="stylesheet"'

/**
 * The inline loader. It inserts the chunks, in Next's order, one per task once the first
 * contentful paint is on screen (browsers without paint timing: after the first frame), and all
 * that are left at once on DOMContentLoaded if the page has painted by then. A script inserted
 * before the `load` event holds that event until it has run, so `load` still means what it means
 * on Next's own output: the bundle has run and React is hydrating (a press then is kept by
 * React's replay of events during hydration). A background tab, which paints nothing, starts them
 * at once.
 *
 * When the parser finishes before the first frame (a short page, a fast network: the usual case
 * when the whole page arrives at once), nothing may be asked for yet, or the chunks arrive before
 * the paint is on screen; but nothing would then hold `load` either. So the loader holds it the
 * way a page still being written does: a hidden blank frame whose document is open (no request,
 * no work while it waits). It closes and removes that frame in the task that inserts the last
 * chunk, so `load` passes to the chunks without a gap. If no paint is reported (the tab went to
 * the background, a browser that never reports one), everything starts after 3 s at the latest.
 * @param {string[]} sources the chunk scripts in the order Next wrote them
 */
export function loaderScript(sources) {
  return `(function(){
var d=document,s=${JSON.stringify(sources).replace(/</g, '\\u003c')},n=0,go=false,f=null;
function a(){if(n<s.length){var e=d.createElement("script");e.src=s[n++];e.async=true;d.head.appendChild(e)}if(f&&n>=s.length){f.contentDocument.close();f.remove();f=null}}
function all(){go=true;while(n<s.length)a()}
function paint(){if(go)return;go=true;for(var i=0;i<s.length;i++)setTimeout(a,0)}
function ready(){if(go||!d.body)return all();var h=d.createElement("iframe");h.hidden=true;d.body.appendChild(h);
try{h.contentDocument.open();f=h}catch(x){h.remove();return all()}d.addEventListener("visibilitychange",all);setTimeout(all,3000)}
d.addEventListener("DOMContentLoaded",ready);
if(d.visibilityState==="hidden")return all();
var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){
var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(paint,0)}});
o.observe({type:"paint",buffered:true})}
else if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(paint,0)})})()`.replace(
    /\n/g,
    '',
  )
}

const LOADER_SOURCES = /^\(function\(\)\{var d=document,s=(\[[^\]]*\]),n=0,go=false,f=null;/
const CHUNK_FILE = /^\/_next\/static\/chunks\/[\w.-]+\.js$/

/**
 * Whether `body` is exactly a loader this module writes, for chunk files of our own: the script
 * policy (src/server/inline-script-csp.mjs) allows it and nothing that merely looks like it.
 * @param {string} body
 */
export function isLoaderScript(body) {
  const sources = LOADER_SOURCES.exec(body)
  if (!sources) return false
  try {
    const list = JSON.parse(sources[1])
    return (
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((src) => typeof src === 'string' && CHUNK_FILE.test(src)) &&
      loaderScript(list) === body
    )
  } catch {
    return false
  }
}

/**
 * The page with Next's scripts started after the first paint. HTML without Turbopack's bootstrap
 * (an error page written by hand, a page from elsewhere) is returned unchanged.
 * @param {string} html
 * @returns {string}
 */
export function runScriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>')
  const bootstrap = BOOTSTRAP.exec(html)
  if (headEnd < 0 || !bootstrap || bootstrap.index < headEnd) return html

  /** @type {string[]} */
  const sources = []
  const take = (/** @type {string} */ tag, /** @type {string} */ src) => {
    if (!CHUNK_FILE.test(src) || !src.startsWith(CHUNK)) return tag
    if (!sources.includes(src)) sources.push(src)
    return ''
  }
  let head = html
    .slice(0, headEnd)
    .replace(CHUNK_SCRIPT, take)
    .replace(CHUNK_PRELOAD, (tag, href) => (CHUNK_FILE.test(href) ? '' : tag))
  const body = html.slice(headEnd).replace(CHUNK_SCRIPT, take)
  if (sources.length === 0) return html

  const firstSheet = head.indexOf(STYLESHEET)
  if (firstSheet >= 0) {
    /** @type {string[]} */
    const inline = []
    const rest = head.slice(firstSheet).replace(HEAD_INLINE_SCRIPT, (tag) => {
      inline.push(tag)
      return ''
    })
    head = head.slice(0, firstSheet) + inline.join('') + rest
  }

  const boot = BOOTSTRAP.exec(body)
  if (!boot) return html
  const at = boot.index + boot[0].length
  return head + body.slice(0, at) + `<script>${loaderScript(sources)}</script>` + body.slice(at)
}
