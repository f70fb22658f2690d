// @ts-check
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { URLSearchParams } from 'node:url'
import { PAGE_NUMBER } from '../../domain/list-pages.mjs'
import { languageOfPath, routedPath, stripLocale } from '../../domain/i18n/languages.mjs'

/**
 * Which addresses are no page at all, so that the micro cache can answer them with the one
 * not-found page it keeps per language instead of asking Next to render it again for every new
 * address (a flood of random addresses cost a render each: 7-10 req/s, docs/decisions/0010).
 *
 * An address is unknown when both hold:
 * - Next would route it to the CMS page route (`/[locale]/[[...slug]]`, the default language's
 *   addresses through next.config.ts's rewrite): it is no file of public/, no other route of the
 *   build's routes manifest, and is a plain path (letters, digits, `.`, `_`, `~`, `-`; anything
 *   else goes to Next as before);
 * - no published page has that address: the list is the one the CMS page route last read and
 *   told the server (domain/process-bridge.mjs), dropped on every content change and after
 *   LIST_TTL_MS; without a current list every address goes to Next, whose render tells it again.
 *
 * The paged lists (/news in each language) are judged the same way by their query (issue 58: a
 * flood of random `?page=` cost a render and a query each): the list's route tells the server its
 * pages per category (src/lib/cms/stories.ts getNewsPaging), and a page number that is none
 * (domain/list-pages.mjs, the rule the route reads it with), past the last, or of no category
 * shares that list's not-found page. The route refuses the same before it reads a story.
 */
export const LIST_TTL_MS = 30_000

/** The CMS page route of the build's manifest (src/app/[locale]/[[...slug]]). */
const CMS_ROUTE = '/[locale]/[[...slug]]'
const PLAIN_PATH = /^(?:\/(?!\.+(?:\/|$))[A-Za-z0-9._~-]+)+$/

/**
 * @typedef {{ staticRoutes: RegExp[], dynamicRoutes: { page: string, regex: RegExp }[], publicNames: string[] }} Routes
 */

/**
 * The routes of the build in `dir` (its routes manifest, in Next's matching order) and the names
 * at the top of public/. Null when there is no manifest: then no address is judged.
 * @param {string} dir @param {string} [distDir]
 * @returns {Routes | null}
 */
export function readRoutes(dir, distDir = '.next') {
  const file = path.join(dir, distDir, 'routes-manifest.json')
  if (!existsSync(file)) return null
  const manifest =
    /** @type {{ staticRoutes?: { regex: string }[], dynamicRoutes?: { page: string, regex: string }[] }} */ (
      JSON.parse(readFileSync(file, 'utf8'))
    )
  const publicDir = path.join(dir, 'public')
  return {
    staticRoutes: (manifest.staticRoutes ?? []).map((r) => new RegExp(r.regex)),
    dynamicRoutes: (manifest.dynamicRoutes ?? []).map((r) => ({
      page: r.page,
      regex: new RegExp(r.regex),
    })),
    publicNames: existsSync(publicDir) ? readdirSync(publicDir) : [],
  }
}

/**
 * The language of the CMS page route Next would give `pathname`, else null. As Next routes it:
 * the files and static routes by the address itself, the dynamic routes by the path the
 * language rewrite makes of it.
 * @param {Routes} routes @param {string} pathname
 * @returns {string | null}
 */
export function cmsRouteLocale(routes, pathname) {
  if (pathname !== '/' && !PLAIN_PATH.test(pathname)) return null
  if (routes.publicNames.includes(pathname.split('/')[1] ?? '')) return null
  if (routes.staticRoutes.some((r) => r.test(pathname))) return null
  const routed = routedPath(pathname)
  const route = routes.dynamicRoutes.find((r) => r.regex.test(routed))
  return route?.page === CMS_ROUTE ? languageOfPath(pathname).code : null
}

/**
 * `listPath` when `query` asks its list for a page it does not have, else null. Read as the route
 * reads it (Next's searchParams: the first of repeated values, %-decoded).
 * @param {Map<string | null, number>} pages @param {string} query @param {string} listPath
 */
function listPageMissing(pages, query, listPath) {
  const params = new URLSearchParams(query)
  const page = params.get('page')
  if (page !== null && !PAGE_NUMBER.test(page)) return listPath
  const last = pages.get(params.get('category'))
  if (last === undefined) return listPath
  return Number(page ?? '1') > last ? listPath : null
}

/** The unprefixed address of a page slug (`home` is `/`), as domain/site.ts's pathForSlug. @param {string} slug */
const pathOf = (slug) => (slug === 'home' ? '/' : `/${slug}`)

/**
 * @param {Routes | null} routes
 * @param {{ ttlMs?: number, now?: () => number }} [options]
 */
export function createKnownPages(routes, { ttlMs = LIST_TTL_MS, now = () => Date.now() } = {}) {
  /** @type {Set<string> | null} */
  let known = null
  let learnedAt = 0
  let generation = 0
  /** @type {Map<string, { pages: Map<string | null, number>, at: number }>} */
  const lists = new Map()
  return {
    /** Counts content changes; a list is taken only with the count it was read at. */
    generation: () => generation,
    /** The CMS page route's list of published slugs. @param {string[]} slugs @param {number} readAt */
    learn(slugs, readAt) {
      if (readAt !== generation) return
      known = new Set(slugs.map(pathOf))
      learnedAt = now()
    },
    /**
     * A paged list's pages per category slug (`null`: the whole list).
     * @param {string} listPath @param {[string | null, number][]} pages @param {number} readAt
     */
    learnList(listPath, pages, readAt) {
      if (readAt !== generation) return
      lists.set(listPath, { pages: new Map(pages), at: now() })
    },
    /** A content change: the lists may be old. */
    forget() {
      generation += 1
      known = null
      lists.clear()
    },
    /**
     * Which not-found page `pathname` with `query` (the raw query string) gets when it is surely
     * no page: the language's for an address of no page, the list's (its path) for a page of a
     * paged list that it does not have; else null (Next decides).
     * @param {string} pathname @param {string} [query]
     * @returns {string | null}
     */
    notFoundPage(pathname, query = '') {
      const list = lists.get(pathname)
      if (list) return now() - list.at > ttlMs ? null : listPageMissing(list.pages, query, pathname)
      if (!routes || !known || now() - learnedAt > ttlMs) return null
      const locale = cmsRouteLocale(routes, pathname)
      if (!locale) return null
      return known.has(stripLocale(pathname)) ? null : locale
    },
  }
}
