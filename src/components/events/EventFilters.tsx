import { Choices } from '@/components/ui/ListLinks'
import { ATTENDANCE_MODES, eventsPath, type EventsQuery } from '@domain/events/paths'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import type { CategoryItem } from '@/lib/cms/events'

/**
 * The list's choices as plain links (no script needed): upcoming or past, a category, in person
 * or online. Each keeps the others and starts again at the first page.
 */
export function EventFilters({
  query,
  categories,
  locale,
}: {
  query: EventsQuery
  categories: CategoryItem[]
  locale: Locale
}) {
  const t = messagesFor(locale).events
  const at = (change: Partial<EventsQuery>) => eventsPath(locale, { ...query, page: 1, ...change })
  const modeLabel = { 'in-person': t.inPerson, online: t.online } as const
  return (
    <div className="mb-8 flex flex-col gap-4">
      <Choices
        label={t.when}
        choices={[
          { key: 'upcoming', label: t.upcoming, href: at({ past: false }), current: !query.past },
          { key: 'past', label: t.past, href: at({ past: true }), current: query.past },
        ]}
      />
      {categories.length > 0 && (
        <Choices
          label={t.categories}
          choices={[{ slug: null, name: t.all }, ...categories].map((c) => ({
            key: c.slug ?? '',
            label: c.name,
            href: at({ category: c.slug }),
            current: query.category === c.slug,
          }))}
        />
      )}
      <Choices
        label={t.modes}
        choices={[null, ...ATTENDANCE_MODES].map((mode) => ({
          key: mode ?? '',
          label: mode ? modeLabel[mode] : t.anyMode,
          href: at({ mode }),
          current: query.mode === mode,
        }))}
      />
    </div>
  )
}
