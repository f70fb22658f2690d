import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Rss } from 'lucide-react'
import { Link } from '@/components/ui/IntentLink'
import { fill } from '@domain/i18n/fill'
import { localeAlternates, type Locale, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { FEED_PATH, NEWS_PATH, newsPath, newsQuery } from '@domain/stories'
import { getNewsPaging, getStories } from '@/lib/cms/stories'
import { StoryCards } from './StoryCards'
import { PageHeading } from '@/components/ui/PageHeading'
import { Choices, Paging } from '@/components/ui/ListLinks'

export type NewsSearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * What /news was asked for, or the not-found page: no such page number or category, or a page
 * past the last, all known from cached reads before any story is read (issue 58).
 */
async function resolveNews(searchParams: NewsSearchParams, locale: Locale) {
  const query = newsQuery(await searchParams)
  if (!query) notFound()
  const { categories, pages } = await getNewsPaging(locale)
  const category = query.category ? categories.find((c) => c.slug === query.category) : null
  if (query.category && !category) notFound()
  if (query.page > (pages.get(category?.slug ?? null) ?? 1)) notFound()
  const list = await getStories(locale, { page: query.page, category: category?.id ?? null })
  // The counts and the page are cached apart: should they ever disagree, the page decides.
  if (query.page > Math.max(list.totalPages, 1)) notFound()
  return { categories, category: category ?? null, list }
}

export async function newsMetadata(
  searchParams: NewsSearchParams,
  locale: Locale,
): Promise<Metadata> {
  const t = messagesFor(locale).news
  const query = newsQuery(await searchParams)
  return {
    title: t.title,
    description: t.intro,
    alternates: {
      ...localeAlternates(NEWS_PATH, locale),
      // Filtered and later pages are the same list: search engines index the first.
      ...(query && (query.category || query.page > 1)
        ? { canonical: toLocalePath(NEWS_PATH, locale) }
        : {}),
      types: { 'application/rss+xml': toLocalePath(FEED_PATH, locale) },
    },
  }
}

/** /news and /es/news: published stories, newest first, ten a page, filtered by category. */
export async function NewsView({
  searchParams,
  locale,
}: {
  searchParams: NewsSearchParams
  locale: Locale
}) {
  const t = messagesFor(locale).news
  const { categories, category, list } = await resolveNews(searchParams, locale)
  return (
    <>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <PageHeading className="text-4xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl">
            {category ? `${t.title}: ${category.name}` : t.title}
          </PageHeading>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t.intro}</p>
          <a
            href={toLocalePath(FEED_PATH, locale)}
            className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Rss className="size-5" aria-hidden="true" />
            {t.feed}
          </a>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {categories.length > 0 && (
          <Choices
            label={t.categories}
            className="mb-8"
            choices={[{ slug: null, name: t.all }, ...categories].map((c) => ({
              key: c.slug ?? '',
              label: c.name,
              href: newsPath(locale, { category: c.slug }),
              current: (category?.slug ?? null) === c.slug,
            }))}
          />
        )}
        {list.stories.length === 0 ? (
          <div className="rounded-2xl border border-border bg-surface p-6">
            <p className="text-muted">
              {category ? fill(t.emptyCategory, { category: category.name }) : t.empty}
            </p>
            {category && (
              <Link
                href={newsPath(locale)}
                className="mt-3 inline-block font-semibold text-primary"
              >
                {t.seeAll}
              </Link>
            )}
          </div>
        ) : (
          <StoryCards stories={list.stories} locale={locale} />
        )}
        <Paging
          page={list.page}
          pages={list.totalPages}
          href={(page) => newsPath(locale, { category: category?.slug, page })}
          text={{ ...t, previous: t.newer, next: t.older }}
        />
      </div>
    </>
  )
}
