import type { Payload, PayloadRequest } from 'payload'
import { LOCALES } from '@domain/i18n/locales'
import type { Page } from '../../payload-types'
import { SERVICES_EVENTS_ANCHOR, WORKSHOPS_ANCHOR, servicesEventsBlock } from '../content/events'

type Block = Page['layout'][number]

/**
 * The services page's layout in one language with the "Upcoming events" list at
 * /services#events, or null when it has one already. The list goes just before the section that
 * held the "events" anchor (which moves to "workshops", unless that name is taken: then it loses
 * it, so the page never has one name twice), or, with no such section, before a closing call to
 * action, else last.
 */
export function withUpcomingEvents(layout: Block[]): Block[] | null {
  if (layout.some((block) => block.blockType === 'upcomingEvents')) return null
  const list = servicesEventsBlock() as Block
  const at = layout.findIndex((block) => block.anchorId === SERVICES_EVENTS_ANCHOR)
  if (at >= 0) {
    const taken = layout.some((block) => block.anchorId === WORKSHOPS_ANCHOR)
    const moved = { ...layout[at], anchorId: taken ? null : WORKSHOPS_ANCHOR } as Block
    return [...layout.slice(0, at), list, moved, ...layout.slice(at + 1)]
  }
  const end = layout.at(-1)?.blockType === 'callToAction' ? layout.length - 1 : layout.length
  return [...layout.slice(0, end), list, ...layout.slice(end)]
}

/**
 * Issue 61: the services menu links to /services#events, and the services page of a site seeded
 * before events gets its "Upcoming events" list there, in each language that has its own layout.
 * A page with unpublished draft changes, or one that already lists events, is left alone.
 * Returns the languages corrected.
 */
export async function correctServicesEvents(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<string[]> {
  const common = {
    collection: 'pages',
    overrideAccess: true,
    req,
    context: { disableRevalidate: true },
  } as const
  const { docs } = await payload.find({
    ...common,
    where: { slug: { equals: 'services' } },
    limit: 1,
    depth: 0,
    select: { slug: true },
  })
  const page = docs[0]
  if (!page) return []
  const latest = await payload.findByID({ ...common, id: page.id, draft: true, depth: 0 })
  if (latest._status === 'draft') return []
  const corrected: string[] = []
  for (const locale of LOCALES) {
    const own = await payload.findByID({
      ...common,
      id: page.id,
      depth: 0,
      locale,
      fallbackLocale: false,
    })
    if (!own.layout?.length) continue
    const layout = withUpcomingEvents(own.layout)
    if (!layout) continue
    await payload.update({ ...common, id: page.id, locale, data: { layout } })
    corrected.push(locale)
  }
  return corrected
}
