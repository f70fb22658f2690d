import { ArrowRight } from 'lucide-react'
import { StoryCards } from '@/components/stories/StoryCards'
import { Link } from '@/components/ui/IntentLink'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { newsPath } from '@domain/stories'
import { getStories } from '@/lib/cms/stories'
import type { Category, LatestStoriesBlock } from '@/payload-types'

const categoryOf = (category: LatestStoriesBlock['category']) =>
  category && typeof category === 'object' ? (category as Category) : null

/** Nothing at all while no story is published: an empty "latest news" says nothing. */
export async function LatestStoriesComponent({
  block,
  locale,
}: {
  block: LatestStoriesBlock
  locale: Locale
}) {
  const t = messagesFor(locale).news
  const category = categoryOf(block.category)
  const { stories } = await getStories(locale, {
    category: category?.id ?? null,
    limit: block.limit ?? 3,
  })
  if (stories.length === 0) return null
  const headingId = `${block.anchorId || 'latest-stories'}-heading`
  return (
    <section
      id={block.anchorId ?? undefined}
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {block.heading || t.latest}
        </h2>
        <Link
          href={newsPath(locale, { category: category?.slug })}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t.seeAll}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <StoryCards stories={stories} locale={locale} headingLevel={3} />
    </section>
  )
}
