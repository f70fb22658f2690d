import type React from 'react'
import { notFound, permanentRedirect } from 'next/navigation'
import { ArrowLeft } from 'lucide-react'
import { CrashBoundary } from '@/components/errors/ErrorBoundary'
import { UntranslatedNotice } from '@/components/i18n/UntranslatedNotice'
import { DraftBanner } from '@/components/preview/DraftBanner'
import { EditThisPage } from '@/components/preview/EditThisPage'
import { Link } from '@/components/ui/IntentLink'
import { PageHeading } from '@/components/ui/PageHeading'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { SLUG_PATTERN } from '@domain/site'
import { canPreviewDrafts } from '@/lib/cms'
import { redirectFor } from '@/lib/cms/redirects'

/** A story or an event: read by its address, with a draft for the team in draft mode. */
type Articles<T> = {
  path: (slug: string, locale?: Locale) => string
  live: (slug: string, locale: Locale) => Promise<T | null>
  draft: (slug: string, locale: Locale) => Promise<T | null>
}

/** The published one at `slug`, or a team member's latest draft in draft mode; null: none. */
export async function loadArticle<T>(
  params: Promise<{ slug: string }>,
  locale: Locale,
  read: Articles<T>,
): Promise<{ doc: T | null; draft: boolean; slug: string }> {
  const { slug } = await params
  if (!SLUG_PATTERN.test(slug)) return { doc: null, draft: false, slug }
  const draft = await canPreviewDrafts(read.path(slug))
  const doc = await (draft ? read.draft : read.live)(slug, locale)
  return { doc, draft, slug }
}

/** None there: the old address of a renamed one (or one an editor added) leads on, else 404. */
export async function redirectOrNotFound(
  path: string,
  draft: boolean,
  locale: Locale,
): Promise<never> {
  const target = draft ? null : await redirectFor(path, locale)
  if (target) permanentRedirect(target)
  notFound()
}

/**
 * The frame of a story's or an event's page: the untranslated notice, the draft banner or the
 * team's "Edit this page", and a header with the way back to the list and the headline.
 */
export function ArticleFrame(props: {
  locale: Locale
  doc: { id: number; title: string; translated?: boolean }
  collection: 'stories' | 'events'
  draftPath: string | null
  back: { href: string; label: string }
  /** Before the banners, inside the article (structured data). */
  lead?: React.ReactNode
  /** Under the headline, in the header. */
  header: React.ReactNode
  children: React.ReactNode
}) {
  const { locale, doc } = props
  return (
    <CrashBoundary>
      {!doc.translated && <UntranslatedNotice locale={locale} />}
      <article lang={doc.translated || locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}>
        {props.lead}
        {props.draftPath ? (
          <DraftBanner locale={locale} path={props.draftPath} />
        ) : (
          <EditThisPage
            collection={props.collection}
            id={doc.id}
            label={messagesFor(locale).editThisPage}
          />
        )}
        <header className="border-b border-border bg-surface">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
            <Link
              href={props.back.href}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {props.back.label}
            </Link>
            <PageHeading className="mt-4 text-4xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl">
              {doc.title}
            </PageHeading>
            {props.header}
          </div>
        </header>
        {props.children}
      </article>
    </CrashBoundary>
  )
}
