/*
 * The crisis lines offline. This worker keeps only the crisis path — /crisis, the
 * wallet card, the small offline page, the crisis data's version and the static files those
 * pages load — and nothing else: every other request goes to the network as without it.
 * Once someone has visited a page of another language than the default (under its prefix, e.g.
 * /es/…) it keeps the same pages in that language too (/es/crisis, /es/crisis/card,
 * /es/crisis/offline), in a copy of their own, versioned and refreshed the same way; offline,
 * an address of that language gets its copy. The languages (code, prefix, date locale and the
 * "Saved on" words) come from /crisis/offline.json, which reads the site's one list of them,
 * and each copy keeps its own.
 *
 * - A navigation that fails (no connection) gets the saved copy of a crisis page, or for any
 *   other address the saved offline page (988 and 911 as call links, the crisis dialog with
 *   every line), with a "Saved on <date>" note so nobody trusts old hours blindly.
 * - Fresh, not stale: every online navigation asks /crisis/offline.json for the crisis data's
 *   version (a hash of the published lines, so it changes whenever an editor's save
 *   revalidates them); when it differs from the saved one, the pages are fetched again into a
 *   new cache, checked complete, and only then swapped in.
 * - Nothing personal: every request it makes goes without cookies and past the HTTP cache, so
 *   it saves the page an anonymous visitor gets. /exit (Clear-Site-Data "storage") removes the
 *   worker and its caches; the worker leaves /exit to the browser.
 *
 * Paths and the version attribute are shared with domain/crisis/offline.ts (a unit test holds
 * them equal). Plain JavaScript on purpose: served as is, no build step.
 */
/* global self, caches, fetch, Response, Headers, URL, setTimeout */
'use strict'

const CACHE_PREFIX = 'crisis-offline-'
const VERSION_URL = '/crisis/offline.json'
const OFFLINE_PAGE = '/crisis/offline'
const PAGES = ['/crisis', '/crisis/card', OFFLINE_PAGE]
const VERSION_ATTRIBUTE = 'data-crisis-version'
/*
 * A language, as /crisis/offline.json names it: { code, prefix, intl, saved } — its pages' path
 * prefix ('' for the default language), how dates are written, and its "Saved on {when}." words.
 * The default language's copies are named crisis-offline-<stamp>, another's
 * crisis-offline-<code>-<stamp>.
 */
const pagesOf = (language) => PAGES.map((path) => language.prefix + path)
const cacheStem = (language) => CACHE_PREFIX + (language.prefix ? `${language.code}-` : '')
const isCacheOf = (language, key) =>
  key.startsWith(cacheStem(language)) && /^\d+$/.test(key.slice(cacheStem(language).length))
/** Of `languages`, the one `path` belongs to: the longest prefix it starts with as a whole. */
function languageOf(languages, path) {
  let found = null
  for (const language of languages) {
    const { prefix } = language
    const inside = path === prefix || path.startsWith(`${prefix}/`)
    if (inside && (!found || prefix.length > found.prefix.length)) found = language
  }
  return found
}
/** A name no cache has yet: a save in the same millisecond as the last must not reuse (and on
 * failure delete) the copy it was meant to replace. */
async function newCacheName(language) {
  const taken = new Set(await caches.keys())
  let stamp = Date.now()
  while (taken.has(cacheStem(language) + stamp)) stamp++
  return cacheStem(language) + stamp
}
// Navigations the worker never answers: the API, the admin, quick exit, draft preview.
const LEFT_ALONE = /^\/(?:api|admin|exit|preview|next)(?:\/|$)/
// Static files a saved page refers to: script and style tags and the chunk lists of Next's RSC
// payload (there without the /_next/ prefix, quotes escaped, and sometimes cut in two between
// scripts: a name without its extension is not a file).
const STATIC_FILE =
  /(?:\/_next\/)?static\/(?:chunks|css|media)\/[^"'\s\\<>]+?\.(?:js|css|woff2)(?![\w.-])/g
const PAGE_ICON = /(?:href|src)="(\/(?:icon|apple-icon|favicon)[^"]*)"/g
const SAVED_FILE = /^\/(?:_next\/static\/|icon|apple-icon|favicon)/
// Next varies its files on a client hint the worker's own requests do not send.
const ANY_VARY = { ignoreVary: true }
const BYPASS = { cache: 'no-store', credentials: 'omit', redirect: 'error' }
const SAVE_ATTEMPTS = 4
const RETRY_MS = 1500

self.addEventListener('install', (event) => {
  self.skipWaiting()
  event.waitUntil(
    openPaths()
      .then((paths) => refreshOnce(paths))
      .catch(() => {}),
  )
})

/** The paths of the page that registered the worker and of the other open ones. */
async function openPaths() {
  if (!self.clients.matchAll) return []
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  return open.map((client) => new URL(client.url).pathname)
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      self.registration.navigationPreload && self.registration.navigationPreload.enable(),
    ]),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    if (LEFT_ALONE.test(url.pathname)) return
    event.respondWith(navigate(event, url))
    event.waitUntil(refreshOnce([url.pathname]).catch(() => {}))
  } else if (SAVED_FILE.test(url.pathname)) {
    event.respondWith(staticFile(event))
  }
})

async function navigate(event, url) {
  try {
    const preloaded = await event.preloadResponse
    return preloaded || (await fetch(event.request))
  } catch (offline) {
    const path = url.pathname.replace(/\/+$/, '') || '/'
    // An address gets its language's copy, or the default language's when there is none yet.
    const copy = await copyFor(path)
    if (!copy) throw offline
    const page =
      (pagesOf(copy.language).includes(path) && (await copy.cache.match(path, ANY_VARY))) ||
      (await copy.cache.match(copy.language.prefix + OFFLINE_PAGE, ANY_VARY))
    if (!page) throw offline
    return withSavedNote(page, copy)
  }
}

/** A saved static file, else the network's (kept when a saved crisis page asked for it). */
async function staticFile(event) {
  const saved = await caches.match(event.request, ANY_VARY)
  if (saved) return saved
  const response = await fetch(event.request)
  if (response.ok) event.waitUntil(keepForCrisisPage(event, response.clone()).catch(() => {}))
  return response
}

async function keepForCrisisPage(event, response) {
  const client = event.clientId && (await self.clients.get(event.clientId))
  const path = client && new URL(client.url).pathname
  if (!path) return
  const copy = await copyFor(path)
  if (copy && pagesOf(copy.language).includes(path)) await copy.cache.put(event.request, response)
}

let refreshing = null
/**
 * One refresh at a time, however many pages open at once. The default language is always kept;
 * another once one of its pages has been visited (one of `paths`, or earlier: it has a copy).
 */
async function refreshOnce(paths) {
  if (refreshing) return refreshing
  refreshing = refresh(paths).finally(() => {
    refreshing = null
  })
  return refreshing
}

/** `{ version, versions: { <code>: … }, languages }`: each language's pages show their own version. */
async function refresh(paths) {
  const response = await fetch(VERSION_URL, BYPASS)
  if (!response.ok) return
  const data = await response.json()
  const languages = Array.isArray(data.languages) ? data.languages : []
  const visited = new Set(paths.map((path) => languageOf(languages, path)))
  for (const language of languages) {
    const copy = await savedCopy(language)
    if (language.prefix && !visited.has(language) && !copy) continue
    const version = data.versions && data.versions[language.code]
    if (typeof version !== 'string' || !version) continue
    if (copy && copy.version === version) continue
    // Right after a save, the page cache can still hand out the previous render once.
    for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
      if (await saveCopy(language, version)) break
      if (attempt < SAVE_ATTEMPTS) await new Promise((done) => setTimeout(done, RETRY_MS))
    }
  }
}

/** Fills a new cache and swaps it in only once every page and file is in it. */
async function saveCopy(language, version) {
  const name = await newCacheName(language)
  const cache = await caches.open(name)
  try {
    const files = new Set()
    for (const path of pagesOf(language)) {
      const response = await fetch(path, BYPASS)
      const html = await completePage(response, version)
      if (html === null) throw new Error(`${path} is not the page of version ${version}`)
      await cache.put(path, new Response(html, { headers: pageHeaders(response.headers) }))
      for (const match of html.matchAll(STATIC_FILE)) {
        files.add(match[0].startsWith('/') ? match[0] : `/_next/${match[0]}`)
      }
      for (const match of html.matchAll(PAGE_ICON)) files.add(match[1].replace(/&amp;/g, '&'))
    }
    await Promise.all(
      [...files].map(async (file) => {
        const response = await fetch(file, { credentials: 'omit' })
        if (!response.ok) throw new Error(`${file}: ${response.status}`)
        await cache.put(file, response)
      }),
    )
    // Written last: a cache with the version in it is complete.
    const saved = { version, savedAt: new Date().toISOString(), language }
    await cache.put(
      VERSION_URL,
      new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }),
    )
  } catch {
    await caches.delete(name)
    return false
  }
  for (const key of await caches.keys()) {
    if (isCacheOf(language, key) && key !== name) await caches.delete(key)
  }
  return true
}

/** The page's text when it is the whole crisis page of this version, else null. */
async function completePage(response, version) {
  if (response.status !== 200) return null
  if (!(response.headers.get('Content-Type') || '').startsWith('text/html')) return null
  const html = await response.text()
  const complete = html.includes(`${VERSION_ATTRIBUTE}="${version}"`) && /<\/html>\s*$/.test(html)
  return complete ? html : null
}

/**
 * The newest complete saved copy of a language: its cache, version, when it was saved and its
 * language. A copy from before the worker kept its language counts as none (it is saved again).
 */
async function savedCopy(language) {
  const names = (await caches.keys()).filter((key) => isCacheOf(language, key)).reverse()
  for (const name of names) {
    const cache = await caches.open(name)
    const saved = await cache.match(VERSION_URL)
    const copy = saved && { cache, ...(await saved.json()) }
    if (copy && copy.language && copy.language.code === language.code) return copy
  }
  return null
}

/** The saved copy for an address: its language's, else the default language's (offline too). */
async function copyFor(path) {
  const copies = []
  for (const key of await caches.keys()) {
    if (!key.startsWith(CACHE_PREFIX)) continue
    const saved = await (await caches.open(key)).match(VERSION_URL)
    const meta = saved && (await saved.json())
    if (meta && meta.language) copies.push(meta.language)
  }
  const language = languageOf(copies, path)
  return language && savedCopy(language)
}

function pageHeaders(headers) {
  const kept = new Headers()
  for (const name of ['Content-Type', 'Content-Security-Policy', 'Referrer-Policy']) {
    const value = headers.get(name)
    if (value) kept.set(name, value)
  }
  return kept
}

/**
 * The saved page with its offline note shown and dated. The pages carry the note hidden and
 * empty (CrisisRoute); only attributes change here, which React's hydration leaves alone — new
 * text or elements would make it throw the page away and render it again without the note.
 */
async function withSavedNote(page, copy) {
  const { intl, saved } = copy.language
  const when = new Date(copy.savedAt).toLocaleString(intl, {
    dateStyle: 'long',
    timeStyle: 'short',
  })
  const note = saved.replace('{when}', when).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  const html = (await page.text())
    .replace(/(<[^>]*\bdata-crisis-offline-note=""[^>]*?) hidden=""/, '$1')
    .replace('data-saved-on=""', `data-saved-on="${note}"`)
  return new Response(html, { headers: page.headers })
}
