import type { Metadata } from 'next'
import { ArticleFrame, loadArticle, redirectOrNotFound } from '@/components/article/ArticleFrame'
import { CmsRichText } from '@/components/ui/CmsRichText'
import { Link } from '@/components/ui/IntentLink'
import { fill } from '@domain/i18n/fill'
import { localeAlternates, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { newsPath, storyPath } from '@domain/stories'
import { getDraftStory, getStory } from '@/lib/cms/stories'
import { mediaUrl } from '@/lib/media'
import type { Category, Media } from '@/payload-types'
import { storyDate } from './format'
import { StoryImage } from './StoryImage'

export type StoryParams = Promise<{ slug: string }>

const stories = { path: storyPath, live: getStory, draft: getDraftStory }

const mediaOf = (image: unknown) =>
  image && typeof image === 'object' && (image as Media).url ? (image as Media) : null

export async function storyMetadata(params: StoryParams, locale: Locale): Promise<Metadata> {
  const { doc: story } = await loadArticle(params, locale, stories)
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
  const { doc: story, draft, slug } = await loadArticle(params, locale, stories)
  if (!story) return redirectOrNotFound(storyPath(slug, locale), draft, locale)
  const t = messagesFor(locale).news
  const date = storyDate(story.publishedAt, locale)
  const image = mediaOf(story.image)
  const categories = (story.categories ?? []).filter(
    (c): c is Category => typeof c === 'object' && c !== null,
  )
  return (
    <ArticleFrame
      locale={locale}
      doc={story}
      collection="stories"
      draftPath={draft ? storyPath(slug, locale) : null}
      back={{ href: newsPath(locale), label: t.back }}
      header={
        <>
          <p className="mt-4 text-lg text-muted">{story.summary}</p>
          <p className="mt-4 text-sm text-muted">
            {date && <time dateTime={story.publishedAt ?? undefined}>{date}</time>}
            {date && story.authorName && ' · '}
            {story.authorName && fill(t.by, { name: story.authorName })}
          </p>
        </>
      }
    >
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
    </ArticleFrame>
  )
}
