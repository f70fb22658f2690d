import { ArrowRight } from 'lucide-react'
import { Link } from '@/components/ui/IntentLink'
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { storyPath } from '@domain/stories'
import type { StoryCard } from '@/lib/cms/stories'
import { storyDate } from './format'
import { StoryImage } from './StoryImage'

/**
 * Stories as cards: picture, categories, headline (the link), date and summary. `headingLevel`
 * follows the page's outline (h2 on /news, h3 under a section heading on the home page).
 */
export function StoryCards({
  stories,
  locale,
  headingLevel = 2,
}: {
  stories: StoryCard[]
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const t = messagesFor(locale).news
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => {
        const date = storyDate(story.publishedAt, locale)
        return (
          <li key={story.id} className="flex">
            <article
              lang={story.translated || locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}
              className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface focus-within:ring-2 focus-within:ring-focus"
            >
              {story.image && (
                <StoryImage
                  image={story.image}
                  size="card"
                  sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/9] h-auto w-full object-cover"
                />
              )}
              <div className="flex flex-1 flex-col p-6">
                {story.categories.length > 0 && (
                  <p className="text-sm font-semibold text-primary">
                    {story.categories.map((c) => c.name).join(' · ')}
                  </p>
                )}
                <Heading className="mt-1 text-xl font-bold text-balance">
                  <Link
                    href={storyPath(story.slug, locale)}
                    className="text-fg no-underline outline-none after:absolute after:inset-0 hover:underline"
                  >
                    {story.title}
                  </Link>
                </Heading>
                {date && (
                  <p className="mt-1 text-sm text-muted">
                    <time dateTime={story.publishedAt ?? undefined}>{date}</time>
                  </p>
                )}
                <p className="mt-3 flex-1 text-muted">{story.summary}</p>
                <p
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-primary"
                  aria-hidden="true"
                >
                  {t.readMore}
                  <ArrowRight className="size-4" />
                </p>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
