import type { Metadata } from 'next'
import { CrashBoundary } from '@/components/errors/ErrorBoundary'
import { isPlaceholderSocialUrl, pathForSlug, siteUrl } from '@domain/site'
import { resolveStats } from '@domain/site-facts'
import { RenderBlocks } from '@/components/blocks/RenderBlocks'
import { UntranslatedNotice } from '@/components/i18n/UntranslatedNotice'
import {
  canPreviewDrafts,
  getDraftPage,
  getPage,
  getPublishedPageSlugs,
  getSiteSettings,
  isDraftPageTranslated,
  isPageTranslated,
} from '@/lib/cms'
import { redirectOrNotFound } from '@/components/article/ArticleFrame'
import { DEFAULT_LOCALE, type Locale, localeAlternates, toLocalePath } from '@domain/i18n/locales'
import type { Page, SiteSetting } from '@/payload-types'
import { DraftBanner } from '@/components/preview/DraftBanner'
import { EditThisPage } from '@/components/preview/EditThisPage'
import { messagesFor } from '@domain/i18n/messages'
import { routeLocale } from '@/lib/i18n/route-locale'
import { PageHeading } from '@/components/ui/PageHeading'

/**
 * A CMS page in every language: its words in the page's language, or the English ones under a
 * notice where it has none. Pages render on their first visit and stay cached until an edit
 * revalidates their tag.
 */
export const dynamicParams = true
export const revalidate = 3600
export async function generateStaticParams() {
  return []
}

type CmsParams = Promise<{ slug?: string[] }>

const slugOf = (segments?: string[]) => (segments?.length ? segments.join('/') : 'home')

/** Drafts only for a team member's session in draft mode, checked on every draft render. */
async function loadPage(slug: string, locale: Locale) {
  const draft = await canPreviewDrafts(pathForSlug(slug))
  if (draft)
    return {
      draft,
      page: await getDraftPage(slug, locale),
      translated: await isDraftPageTranslated(slug, locale),
    }
  // An address of no published page: the not-found page, without a lookup of its own.
  const published = await getPublishedPageSlugs()
  if (published && !published.has(slug)) return { draft, page: null, translated: true }
  const [page, translated] = await Promise.all([
    getPage(slug, locale),
    isPageTranslated(slug, locale),
  ])
  return { draft, page, translated }
}

export async function generateMetadata({ params }: { params: CmsParams }): Promise<Metadata> {
  const [slug, locale] = [slugOf((await params).slug), await routeLocale()]
  const { page } = await loadPage(slug, locale)
  if (!page) return {}
  const englishPath = pathForSlug(slug)
  const path = toLocalePath(englishPath, locale)
  return {
    title:
      slug === 'home' ? { absolute: page.seo?.title || page.title } : page.seo?.title || page.title,
    description: page.seo?.description || summaryOf(page) || undefined,
    alternates: localeAlternates(englishPath, locale),
    robots: page.seo?.noIndex ? { index: false } : undefined,
    openGraph: {
      title: page.seo?.title || page.title,
      description: page.seo?.description ?? undefined,
      url: path,
    },
  }
}

/**
 * What the page says of itself under its title: a Hero banner's text, else the page's intro
 * (hidden in the admin, and not shown, on pages that start with a Hero).
 */
function summaryOf(page: Page): string | null {
  const first = page.layout[0]
  return first?.blockType === 'hero' ? (first.subheading ?? null) : (page.intro ?? null)
}

/** schema.org description of the organisation, for search engines (home page only). */
function organizationJsonLd(settings: SiteSetting) {
  const url = siteUrl()
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: settings.siteName,
    description: settings.tagline ?? undefined,
    url,
    logo: `${url}/icon.svg`,
    email: settings.contactEmail,
    telephone: settings.phoneNumber,
    foundingDate: String(settings.foundingYear),
    nonprofitStatus: 'Nonprofit501c3',
    areaServed: { '@type': 'Country', name: 'United States' },
    address: { '@type': 'PostalAddress', streetAddress: settings.mailingAddress },
    // Placeholder links (a platform's front page) would tell search engines something untrue.
    sameAs: (settings.socialLinks ?? [])
      .map((s) => s.url)
      .filter((u) => !isPlaceholderSocialUrl(u)),
  }
  // `<` escaped so CMS text can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export default async function CmsPage({ params }: { params: CmsParams }) {
  const [slug, locale] = [slugOf((await params).slug), await routeLocale()]
  const [{ page, draft, translated }, settings] = await Promise.all([
    loadPage(slug, locale),
    getSiteSettings(locale),
  ])
  // An old address (a renamed page, a previous site's) leads on; anything else is not found.
  if (!page) return redirectOrNotFound(toLocalePath(pathForSlug(slug), locale), draft, locale)
  const startsWithHero = page.layout[0]?.blockType === 'hero'
  const facts = { foundingYear: settings.foundingYear, now: new Date() }
  return (
    <CrashBoundary>
      {!translated && <UntranslatedNotice locale={locale} />}
      <article lang={translated || locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}>
        {slug === 'home' && (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: organizationJsonLd(settings) }}
          />
        )}
        {draft ? (
          <DraftBanner locale={locale} path={toLocalePath(pathForSlug(slug), locale)} />
        ) : (
          <EditThisPage collection="pages" id={page.id} label={messagesFor(locale).editThisPage} />
        )}
        {!startsWithHero && (
          <header className="border-b border-border bg-surface">
            <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
              <PageHeading className="text-4xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl">
                {page.title}
              </PageHeading>
              {page.intro && <p className="mt-4 max-w-2xl text-lg text-muted">{page.intro}</p>}
            </div>
          </header>
        )}
        <RenderBlocks
          blocks={page.layout}
          stats={resolveStats(settings.stats, facts)}
          facts={facts}
          locale={locale}
        />
      </article>
    </CrashBoundary>
  )
}
