import { StoryImage } from '@/components/stories/StoryImage'
import { CmsRichText } from '@/components/ui/CmsRichText'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import type { EventDetail } from '@/lib/cms/events'

/** Whether a rich text holds anything: the editor leaves one empty paragraph behind. */
const hasContent = (body: EventDetail['body']): boolean =>
  Boolean(
    body?.root.children.some(
      (node) =>
        node.type !== 'paragraph' || (Array.isArray(node.children) && node.children.length > 0),
    ),
  )

/** The event's picture and its longer description, when it has either. */
export function EventAbout({ event, locale }: { event: EventDetail; locale: Locale }) {
  const body = hasContent(event.body) ? event.body : null
  if (!event.image && !body) return null
  const t = messagesFor(locale).events
  return (
    <section aria-labelledby="event-about">
      <h2 id="event-about" className="text-2xl font-bold tracking-tight">
        {t.about}
      </h2>
      {event.image && (
        <StoryImage
          image={event.image}
          size="hero"
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-4 h-auto w-full rounded-2xl"
        />
      )}
      {body && (
        <div className="prose-body mt-4">
          <CmsRichText data={body} locale={locale} />
        </div>
      )}
    </section>
  )
}
