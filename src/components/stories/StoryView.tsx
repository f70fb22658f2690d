import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { ArrowLeft } from 'lucide-react'
import { CrashBoundary } from '@/components/errors/ErrorBoundary'
import { UntranslatedNotice } from '@/components/i18n/UntranslatedNotice'
import { DraftBanner } from '@/components/preview/DraftBanner'
import { EditThisPage } from '@/components/preview/EditThisPage'
import { CmsRichText } from '@/components/ui/CmsRichText'
import { Link } from '@/components/ui/IntentLink'
import { fill } from '@domain/i18n/fill'
import { DEFAULT_LOCALE, localeAlternates, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { SLUG_PATTERN } from '@domain/site'
import { newsPath, storyPath } from '@domain/stories'
import { canPreviewDrafts } from '@/lib/cms'
import { redirectFor } from '@/lib/cms/redirects'
import { getDraftStory, getStory } from '@/lib/cms/stories'
import { mediaUrl } from '@/lib/media'
import type { Category, Media } from '@/payload-types'
import { storyDate } from './format'
import { StoryImage } from './StoryImage'
import { PageHeading } from '@/components/ui/PageHeading'

export type StoryParams = Promise<{ slug: string }>

/** The published story, or a team member's latest draft in draft mode; null: not found. */
async function loadStory(params: StoryParams, locale: Locale) {
  const { slug } = await params
  if (!SLUG_PATTERN.test(slug)) return { story: null, draft: false, slug }
  const draft = await canPreviewDrafts(storyPath(slug))
  const story = draft ? await getDraftStory(slug, locale) : await getStory(slug, locale)
  return { story, draft, slug }
}

const mediaOf = (image: unknown) =>
  image && typeof image === 'object' && (image as Media).url ? (image as Media) : null

export async function storyMetadata(params: StoryParams, locale: Locale): Promise<Metadata> {
  const { story } = await loadStory(params, locale)
  if (!story) return {}
  const image = mediaUrl(mediaOf(story.image), { size: 'card' })
  return {
    title: story.title,
    description: story.summary,
    alternates: localeAlternates(storyPath(story.slug), locale),
    openGraph: {
      type: 'article',
      title: story.title,
      description: story.summary,
      url: storyPath(story.slug, locale),
      publishedTime: story.publishedAt ?? undefined,
      images: image ? [{ url: image, alt: mediaOf(story.image)?.alt }] : undefined,
    },
  }
}

/** /news/<slug> and /es/news/<slug>. */
export async function StoryView({ params, locale }: { params: StoryParams; locale: Locale }) {
  const { story, draft, slug } = await loadStory(params, locale)
  if (!story) {
    // The old address of a renamed story (or one an editor added) leads on.
    const target = draft ? null : await redirectFor(storyPath(slug, locale), locale)
    if (target) permanentRedirect(target)
    notFound()
  }
  const t = messagesFor(locale).news
  const date = storyDate(story.publishedAt, locale)
  const image = mediaOf(story.image)
  const categories = (story.categories ?? []).filter(
    (c): c is Category => typeof c === 'object' && c !== null,
  )
  return (
    <CrashBoundary>
      {!story.translated && <UntranslatedNotice locale={locale} />}
      <article lang={story.translated || locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}>
        {draft ? (
          <DraftBanner locale={locale} path={storyPath(slug, locale)} />
        ) : (
          <EditThisPage
            collection="stories"
            id={story.id}
            label={messagesFor(locale).editThisPage}
          />
        )}
        <header className="border-b border-border bg-surface">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
            <Link
              href={newsPath(locale)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t.back}
            </Link>
            <PageHeading className="mt-4 text-4xl font-extrabold tracking-tight text-balance outline-none sm:text-5xl">
              {story.title}
            </PageHeading>
            <p className="mt-4 text-lg text-muted">{story.summary}</p>
            <p className="mt-4 text-sm text-muted">
              {date && <time dateTime={story.publishedAt ?? undefined}>{date}</time>}
              {date && story.authorName && ' · '}
              {story.authorName && fill(t.by, { name: story.authorName })}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {image && (
            <StoryImage
              image={image}
              size="hero"
              sizes="(min-width: 768px) 720px, 100vw"
              priority
              className="mb-8 h-auto w-full rounded-2xl"
            />
          )}
          <div className="prose-body">
            <CmsRichText data={story.body} locale={locale} />
          </div>
          {categories.length > 0 && (
            <nav aria-label={t.filed} className="mt-10 border-t border-border pt-6">
              <p className="text-sm font-semibold text-muted">{t.filed}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {categories.map((c) => (
                  <li key={c.id}>
                    <Link
                      href={newsPath(locale, { category: c.slug })}
                      className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 py-2 font-semibold text-fg no-underline hover:bg-surface-2"
                    >
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </article>
    </CrashBoundary>
  )
}
