// @ts-check
/**
 * Paint first, then run the bundle.
 *
 * Next puts its chunks in <head> as `<script async>` (and the webpack runtime at the end of
 * <body>). An async script runs the moment it arrives, so on a slow phone the framework starts
 * evaluating and hydrating before the browser has painted the server-rendered page, and the
 * first paint waits for it. Everything a visitor needs first — the text, the links, the crisis
 * link and the inline Alt+C / Alt+9 shortcuts — works without JavaScript, so this site paints
 * first and hydrates right after.
 *
 * Two rewrites of each HTML page, before its inline scripts are hashed for the CSP:
 * 1. Next's script tags are replaced by one inline loader that inserts the same scripts once the
 *    first contentful paint is on screen (browsers without paint timing: after the first frame;
 *    a background tab, which paints nothing: at once; and after SAFETY_MS in any case). Each
 *    script goes in by a task of its own: each insertion starts a fetch, and the sixteen or so
 *    of a page inserted together made one task of 13–28 ms (Lighthouse, 4× CPU: up to 60 ms of
 *    blocking time) right after the first paint.
 * 2. Inline scripts in <head> (the theme bootstrap) move ahead of the stylesheet. A parser-
 *    inserted script after a pending stylesheet stops the parser until the sheet arrives, and the
 *    browser then paints whatever it has parsed: the header alone, the page text a frame later.
 *
 * Without JavaScript nothing changes: none of these scripts would run anyway.
 */

const CHUNK = '/_next/static/'
/** Scripts start by then even if no paint was ever reported. */
const SAFETY_MS = 3000
const HEAD_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g
const HEAD_INLINE_SCRIPT = /<script>[\s\S]*?<\/script>/g
const RUNTIME_SCRIPT = /<script src="([^"]+)" id="([^"]+)" async=""><\/script>/
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g
const STYLESHEET = '<link rel="stylesheet"'

/**
 * The inline loader.
 * @param {string[]} sources the scripts in the order Next wrote them; the last is the runtime
 * @param {string} runtimeId the id Next gave the runtime's script element
 */
export function loaderScript(sources, runtimeId) {
  return `(function(){
var d=document,s=${JSON.stringify(sources).replace(/</g, '\\u003c')},done=false;
function a(i){var e=d.createElement("script");e.src=s[i];e.async=true;if(i===s.length-1)e.id=${JSON.stringify(runtimeId)};d.head.appendChild(e)}
function l(now){if(done)return;done=true;for(var i=0;i<s.length;i++)if(now)a(i);else setTimeout(a,0,i)}
function later(){setTimeout(l,0)}
if(d.visibilityState==="hidden")return l(1);
d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")l(1)});
var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){
var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});
o.observe({type:"paint",buffered:true});setTimeout(l,${SAFETY_MS})}
else if(window.requestAnimationFrame)requestAnimationFrame(later);else l()})()`.replace(/\n/g, '')
}

const LOADER_SOURCES = /^\(function\(\)\{var d=document,s=(\[[^\]]*\]),done=false;/
const LOADER_ID = /if\(i===s\.length-1\)e\.id=("(?:[^"\\]|\\.)*");/

/**
 * Whether `body` is exactly a loader this module writes, for chunks of our own: the script policy
 * (src/server/inline-script-csp.mjs) allows it and nothing that merely looks like it.
 * @param {string} body
 */
export function isLoaderScript(body) {
  const sources = LOADER_SOURCES.exec(body)
  const id = LOADER_ID.exec(body)
  if (!sources || !id) return false
  try {
    const list = JSON.parse(sources[1])
    const runtimeId = JSON.parse(id[1])
    return (
      Array.isArray(list) &&
      list.every((src) => typeof src === 'string' && src.startsWith(CHUNK)) &&
      typeof runtimeId === 'string' &&
      loaderScript(list, runtimeId) === body
    )
  } catch {
    return false
  }
}

/**
 * The page with Next's scripts started after the first paint. HTML without Next's runtime script
 * (an error page written by hand, a page from elsewhere) is returned unchanged.
 * @param {string} html
 * @returns {string}
 */
export function runScriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>')
  const runtime = RUNTIME_SCRIPT.exec(html)
  if (headEnd < 0 || !runtime || runtime.index < headEnd || !runtime[1].startsWith(CHUNK))
    return html

  /** @type {string[]} */
  const sources = []
  let head = html
    .slice(0, headEnd)
    .replace(HEAD_SCRIPT, (tag, src) => {
      if (!src.startsWith(CHUNK)) return tag
      sources.push(src)
      return ''
    })
    .replace(SCRIPT_PRELOAD, (tag, href) => (href.startsWith(CHUNK) ? '' : tag))
  sources.push(runtime[1])

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

  const body = html
    .slice(headEnd)
    .replace(runtime[0], `<script>${loaderScript(sources, runtime[2])}</script>`)
  return head + body
}
