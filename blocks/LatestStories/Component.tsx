import { StoryCards } from '@/components/stories/StoryCards'
import { ListingSection } from '@/components/ui/ListingSection'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { newsPath } from '@domain/stories'
import { getStories } from '@/lib/cms/stories'
import type { LatestStoriesBlock } from '@/payload-types'

/** Nothing at all while no story is published: an empty "latest news" says nothing. */
export async function LatestStoriesComponent({
  block,
  locale,
}: {
  block: LatestStoriesBlock
  locale: Locale
}) {
  const t = messagesFor(locale).news
  const category = typeof block.category === 'object' ? block.category : null
  const { stories } = await getStories(locale, {
    category: category?.id ?? null,
    limit: block.limit ?? 3,
  })
  if (stories.length === 0) return null
  return (
    <ListingSection
      anchorId={block.anchorId}
      fallbackId="latest-stories"
      heading={block.heading || t.latest}
      seeAll={{ href: newsPath(locale, { category: category?.slug }), label: t.seeAll }}
    >
      <StoryCards stories={stories} locale={locale} headingLevel={3} />
    </ListingSection>
  )
}
