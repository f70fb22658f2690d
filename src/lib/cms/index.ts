import 'server-only'
import { unstable_cache } from 'next/cache'
import { cookies, draftMode, headers } from 'next/headers'
import { connection } from 'next/server'
import { getPayload } from 'payload'
import config from '@payload-config'
import { cache } from 'react'
import { isTeamMember } from '@domain/roles'
import { PREVIEW_SCOPE_COOKIE, previewCovers } from '@/lib/preview/scope'
import type { CrisisResource, Menu, Page, Report, SiteSetting } from '../../payload-types'
import {
  type FormDefinition,
  type FormKind,
  forThisServer,
  resolveFormDefinition,
} from '@domain/forms/definitions'
import { fallbackCrisisResourcesIn, fallbackSettings } from './fallbacks'
import { CACHE_TAGS } from '@domain/cache-tags'
import { pageListGeneration, publishPageSlugs } from '@domain/process-bridge.mjs'
import { DEFAULT_LOCALE, type Locale, stripLocale } from '@domain/i18n/locales'
import {
  type FooterColumn,
  resolveFooterColumns,
  resolveLayoutLinks,
  resolveMenuLinks,
} from '@domain/links'
import { formWordsFor } from '@domain/forms/words'
import { env } from '@/lib/env'
import {
  readCrisisResources,
  readPageIsTranslated,
  readFormDefinition,
  readMenus,
  readPageBySlug,
  readPageSlugs,
  readPublishedPageSlugs,
  readRedirects,
  readReports,
  readSiteSettings,
} from './queries'

/**
 * The server-only data module: the one place server components read CMS data from. Every
 * read is cached under a tag that the collection hooks revalidate on change. Reads the layout
 * needs fall back to built-in values when the database cannot be reached (and during
 * `next build`, which runs without one); the fallback is never written to the cache.
 */
export const getPayloadClient = () => getPayload({ config })

/** `next build`, which runs without a database: reads answer empty and routes render on request. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

export async function withFallback<T>(
  read: () => Promise<T>,
  fallback: T,
  what: string,
): Promise<T> {
  // No database at build time: a route that reads CMS data while being prerendered opts into
  // rendering on request instead of baking the fallback into its HTML.
  if (isBuildPhase()) {
    await connection()
    return fallback
  }
  try {
    return await read()
  } catch (err) {
    console.error(
      `[cms] ${what} could not be read, using the built-in fallback:`,
      (err as Error).message,
    )
    return fallback
  }
}

/** The page with its links as the addresses visitors follow (domain/links.ts). */
const withPageLinks = (page: Page | null, locale: Locale): Page | null =>
  page && { ...page, layout: resolveLayoutLinks(page.layout, locale) }

// Each language is its own cache entry under the same tags: an edit in either revalidates both.
const cachedPage = (slug: string, locale: Locale) =>
  unstable_cache(
    async () =>
      withPageLinks(await readPageBySlug(await getPayloadClient(), slug, false, locale), locale),
    ['page', slug, locale],
    { tags: [CACHE_TAGS.pages, CACHE_TAGS.page(slug)] },
  )

export const getPage = (slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Page | null> =>
  isBuildPhase() ? Promise.resolve(null) : cachedPage(slug, locale)()

const cachedPageIsTranslated = (slug: string, locale: Locale) =>
  unstable_cache(
    async () => readPageIsTranslated(await getPayloadClient(), slug, locale),
    ['page-translated', slug, locale],
    { tags: [CACHE_TAGS.pages, CACHE_TAGS.page(slug)] },
  )

/** Whether the page has its own words in `locale`, or shows the English ones. */
export const isPageTranslated = (slug: string, locale: Locale): Promise<boolean> =>
  locale === DEFAULT_LOCALE || isBuildPhase()
    ? Promise.resolve(true)
    : cachedPageIsTranslated(slug, locale)()

/** Draft content for live preview; never cached. */
export const getDraftPage = async (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  withPageLinks(await readPageBySlug(await getPayloadClient(), slug, true, locale), locale)

export const isDraftPageTranslated = async (slug: string, locale: Locale) =>
  readPageIsTranslated(await getPayloadClient(), slug, locale, true)

/**
 * Whether this request may see drafts of the document at `path`: it is in draft mode (set by
 * /preview) for that document and carries the valid session of a team member, checked on every draft render — the draft-mode cookie alone
 * is the same for everyone and outlives sign-out and removed accounts. Once per request.
 */
export const canPreviewDrafts = cache(async (path: string): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  // The preview covers the document it was opened for only (src/lib/preview/scope.ts).
  if (!previewCovers((await cookies()).get(PREVIEW_SCOPE_COOKIE)?.value, path)) return false
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: await headers() })
    return isTeamMember(user)
  } catch {
    return false
  }
})

const cachedPageSlugs = unstable_cache(
  async () => readPageSlugs(await getPayloadClient()),
  ['page-slugs'],
  {
    tags: [CACHE_TAGS.pages],
  },
)
export const getPageSlugs = () => withFallback(cachedPageSlugs, [], 'page list')

const cachedPublishedSlugs = unstable_cache(
  async () => readPublishedPageSlugs(await getPayloadClient()),
  ['published-page-slugs'],
  { tags: [CACHE_TAGS.pages] },
)

// A redirect's target address changes with the page or story it leads to.
const cachedRedirects = unstable_cache(
  async () => readRedirects(await getPayloadClient()),
  ['redirects'],
  { tags: [CACHE_TAGS.redirects, CACHE_TAGS.pages, CACHE_TAGS.stories] },
)
/** Every redirect (src/lib/cms/redirects.ts reads them for addresses of no page). */
export const getRedirects = cache(() => cachedRedirects())

/**
 * The slugs of every published page, once per request, or null when they cannot be known (the
 * build, the database down): then every address is looked up as before. The list is also told to
 * server.mjs (domain/process-bridge.mjs), which then answers addresses of no page with its cached
 * not-found page instead of asking for a render each (src/server/known-pages.mjs); the count of
 * content changes is taken before the read, so a list read before a change is not kept.
 */
export const getPublishedPageSlugs = cache(async (): Promise<ReadonlySet<string> | null> => {
  if (isBuildPhase()) return null
  const generation = pageListGeneration()
  try {
    const [slugs, redirects] = await Promise.all([
      cachedPublishedSlugs(),
      cachedRedirects().catch(() => null),
    ])
    // server.mjs answers addresses it does not know with its not-found page: an old address
    // that redirects is known too (its English path; `/es/old` is judged as `/old`).
    publishPageSlugs(
      redirects
        ? [...slugs, ...redirects.map(([from]) => stripLocale(from).slice(1) || 'home')]
        : slugs,
      generation,
    )
    return new Set(slugs)
  } catch (err) {
    console.error('[cms] the page list could not be read:', (err as Error).message)
    return null
  }
})

/**
 * The menus in `locale`, every link as the address visitors follow: a picked page leads to its
 * page in that language (once published), site paths to that language's pages.
 */
async function readLocalizedMenus(locale: Locale): Promise<Menu[]> {
  const menus = await readMenus(await getPayloadClient(), locale)
  return menus.map((menu) => resolveMenuLinks(menu, locale))
}

// A linked page or story that is published, moved or removed refreshes the menus too (its
// collection's hooks: LINKING_TAGS), on every instance, scheduled publishing included.
const cachedMenus = unstable_cache(readLocalizedMenus, ['menus'], { tags: [CACHE_TAGS.menus] })
export const getMenus = (locale: Locale = DEFAULT_LOCALE): Promise<Menu[]> =>
  withFallback(() => cachedMenus(locale), [], 'menus')

/** The settings as the site shows them: the footer's links as the addresses visitors follow. */
export type VisitorSettings = Omit<SiteSetting, 'footerColumns'> & { footerColumns: FooterColumn[] }

const forVisitors = (settings: SiteSetting, locale: Locale): VisitorSettings => ({
  ...settings,
  footerColumns: resolveFooterColumns(settings.footerColumns, locale),
})

// The footer's linked pages and stories refresh it as they do the menus (LINKING_TAGS).
const cachedSettings = unstable_cache(
  async (locale: Locale) =>
    forVisitors(await readSiteSettings(await getPayloadClient(), locale), locale),
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings] },
)
export const getSiteSettings = (locale: Locale = DEFAULT_LOCALE): Promise<VisitorSettings> =>
  withFallback(() => cachedSettings(locale), forVisitors(fallbackSettings, locale), 'site settings')

const cachedCrisis = unstable_cache(
  async (locale: Locale) => readCrisisResources(await getPayloadClient(), locale),
  ['crisis-resources'],
  {
    tags: [CACHE_TAGS.crisisResources],
  },
)
export const getCrisisResources = (locale: Locale = DEFAULT_LOCALE): Promise<CrisisResource[]> =>
  withFallback(() => cachedCrisis(locale), fallbackCrisisResourcesIn(locale), 'crisis resources')

/** Every crisis line's latest draft, for the team's preview of /crisis; never cached. */
export const getDraftCrisisResources = async (locale: Locale = DEFAULT_LOCALE) =>
  readCrisisResources(await getPayloadClient(), locale, true)

const cachedFormDefinition = (kind: FormKind, locale: Locale) =>
  unstable_cache(
    async () => readFormDefinition(await getPayloadClient(), kind, locale),
    ['form-definition', kind, locale],
    { tags: [CACHE_TAGS.forms] },
  )
/**
 * A form's words in `locale`; the built-in defaults when the database cannot be read. Either
 * way for this server: a form promises only e-mail this server can send (forThisServer).
 */
export const getFormDefinition = async (
  kind: FormKind,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FormDefinition> =>
  forThisServer(
    await withFallback(
      cachedFormDefinition(kind, locale),
      resolveFormDefinition(kind, null, formWordsFor(locale)),
      `form ${kind}`,
    ),
    Boolean(env.SMTP_HOST),
  )

const cachedReports = unstable_cache(
  async () => readReports(await getPayloadClient()),
  ['reports'],
  { tags: [CACHE_TAGS.reports] },
)
export const getReports = (): Promise<Report[]> => withFallback(cachedReports, [], 'reports')
