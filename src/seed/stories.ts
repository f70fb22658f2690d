import type { Payload } from 'payload'
import { seedCategories, seedStories } from './content/stories'
import { isStored, saveSpanish, seedWrite } from './write'

/**
 * The ids of the demo categories by address (of stories or of events), each created in English
 * and Spanish when no category has its address, never over an editor's.
 */
export async function seedCategoryIds(
  payload: Payload,
  collection: 'categories' | 'event-categories',
  categories: { slug: string; name: string; nameEs: string }[],
): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>()
  for (const c of categories) {
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: c.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let id = docs[0]?.id
    if (!id) {
      const created = await payload.create({
        collection,
        data: { name: c.name, slug: c.slug },
        ...seedWrite(),
      })
      await saveSpanish(payload, collection, created.id, { name: c.nameEs })
      id = created.id
    }
    categoryIds.set(c.slug, id)
  }
  return categoryIds
}

/**
 * The demo story categories and stories, in English and Spanish: created when no document has
 * their address, never over an editor's. Returns how many stories were created.
 */
export async function seedStoryContent(
  payload: Payload,
  toRichText: (markdown: string) => unknown,
): Promise<number> {
  const categoryIds = await seedCategoryIds(payload, 'categories', seedCategories)

  let created = 0
  for (const story of seedStories) {
    if (await isStored(payload, 'stories', { slug: { equals: story.slug } })) continue
    const categories = story.categories.flatMap((slug) => categoryIds.get(slug) ?? [])
    const doc = await payload.create({
      collection: 'stories',
      data: {
        ...story.en,
        body: toRichText(story.en.body) as never,
        slug: story.slug,
        publishedAt: story.publishedAt,
        authorName: story.authorName,
        categories,
        _status: 'published',
      },
      ...seedWrite(),
    })
    await saveSpanish(payload, 'stories', doc.id, {
      ...story.es,
      body: toRichText(story.es.body) as never,
      _status: 'published',
    })
    created++
  }
  return created
}
