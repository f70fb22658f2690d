import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { Search } from 'lucide-react'
import { Link } from '@/components/ui/IntentLink'
import { fill } from '@domain/i18n/fill'
import { localeAlternates, type Locale, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { signalsDistress } from '@domain/search/distress'
import { searchQuery } from '@domain/search/query'
import { fillSiteFacts } from '@domain/site-facts'
import { getSiteSettings } from '@/lib/cms'
import { getSearchResults } from '@/lib/cms/search'
import { countSearch } from '@/lib/cms/search-counts'
import { CrisisFirst } from './CrisisFirst'
import { PageHeading } from '@/components/ui/PageHeading'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The title never names the words: it is what a browser's history and analytics keep. */
export function searchMetadata(locale: Locale): Metadata {
  return {
    title: messagesFor(locale).search.title,
    alternates: localeAlternates('/search', locale),
    robots: { index: false },
  }
}

/**
 * /search?q= and /es/search?q=: a plain GET form (no JavaScript needed) and the published pages,
 * stories, crisis lines and reports that hold every word, in the visitor's language. Words that
 * signal distress put crisis help above every result. The words are never logged, stored or
 * sent anywhere: only a count of searches (and of those that showed crisis help) is kept.
 */
export async function SearchView({
  searchParams,
  locale,
}: {
  searchParams: SearchParams
  locale: Locale
}) {
  const t = messagesFor(locale).search
  const query = searchQuery((await searchParams).q)
  const distress = query ? signalsDistress(query.text) : false
  const [found, settings] = await Promise.all([
    query ? getSearchResults(query.terms, locale) : null,
    getSiteSettings(locale),
  ])
  // Page text keeps the site's facts as {years} and {foundingYear}: filled as the pages do.
  const facts = { foundingYear: settings.foundingYear, now: new Date() }
  if (query) countSearch(distress, await headers())
  const action = toLocalePath('/search', locale)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeading className="text-4xl font-extrabold tracking-tight outline-none sm:text-5xl">
        {t.title}
      </PageHeading>
      <form role="search" action={action} method="get" className="mt-6 flex flex-wrap gap-3">
        <label htmlFor="search-q" className="sr-only">
          {t.label}
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={query?.text ?? ''}
          placeholder={t.placeholder}
          maxLength={100}
          autoComplete="off"
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-border bg-surface px-4 text-lg"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full bg-primary px-6 font-semibold text-primary-fg hover:opacity-90"
        >
          <Search className="size-5" aria-hidden="true" />
          {t.button}
        </button>
      </form>

      {query && found && (
        <div className="mt-10">
          {distress && <CrisisFirst locale={locale} />}
          <p role="status" className="text-lg font-semibold">
            {found.total === 0
              ? fill(t.nothing, { query: query.text })
              : fill(found.total === 1 ? t.oneResult : t.results, {
                  count: String(found.total),
                  query: query.text,
                })}
            {found.total > found.results.length &&
              ` ${fill(t.showing, { shown: String(found.results.length) })}`}
          </p>
          {found.total === 0 ? (
            <NothingFound locale={locale} />
          ) : (
            <ol className="mt-6 space-y-6">
              {found.results.map((result) => (
                <li key={`${result.kind}:${result.path}`}>
                  <article>
                    <p className="text-sm font-semibold text-muted">{t.kinds[result.kind]}</p>
                    <h2 className="text-xl font-bold">
                      <Link
                        href={result.path}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {fillSiteFacts(result.title, facts)}
                      </Link>
                    </h2>
                    {result.excerpt && (
                      <p className="mt-1 text-muted">{fillSiteFacts(result.excerpt, facts)}</p>
                    )}
                    <p className="mt-1 text-sm text-muted">{result.path.split('#')[0]}</p>
                  </article>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  )
}

/** Nothing matched: a few places to go, and crisis help in view. */
function NothingFound({ locale }: { locale: Locale }) {
  const t = messagesFor(locale).search
  return (
    <div className="mt-4">
      <p>{t.tryThese}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {t.suggestions.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 py-2 font-semibold text-fg no-underline hover:bg-surface-2"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-2xl bg-surface-2 p-4">
        {t.helpShort}{' '}
        <Link
          href={toLocalePath('/crisis', locale)}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {messagesFor(locale).search.allLines}
        </Link>
      </p>
    </div>
  )
}
