import { pageBlock } from './images'

/** A block of the newest stories or the next events as cards, with a link to their list. */
function listingBlock(b: {
  slug: 'latestStories' | 'upcomingEvents'
  name: string
  categories: 'categories' | 'event-categories'
  /** What the heading, the category and the number say when left as they are. */
  emptyHeading: string
  allCategories: string
  order: string
}) {
  return pageBlock({
    slug: b.slug,
    labels: { singular: b.name, plural: b.name },
    fields: [
      {
        name: 'heading',
        type: 'text',
        maxLength: 80,
        label: 'Heading (optional)',
        admin: { description: `Empty: "${b.emptyHeading}". At most 80 characters.` },
      },
      {
        name: 'category',
        type: 'relationship',
        relationTo: b.categories,
        label: 'Only this category (optional)',
        filterOptions: () => true,
        admin: { description: b.allCategories },
      },
      {
        name: 'limit',
        type: 'number',
        min: 1,
        max: 6,
        defaultValue: 3,
        required: true,
        label: 'How many',
        admin: { description: `From 1 to 6, ${b.order}` },
      },
    ],
  })
}

/** The newest published stories as cards, with a link to /news (the home page has one). */
export const LatestStoriesBlock = listingBlock({
  slug: 'latestStories',
  name: 'Latest stories',
  categories: 'categories',
  emptyHeading: 'Latest news & stories',
  allCategories: 'Empty: the newest stories of every category.',
  order: 'newest first.',
})

/** The next published events as cards, with a link to /events (the services page has one). */
export const UpcomingEventsBlock = listingBlock({
  slug: 'upcomingEvents',
  name: 'Upcoming events',
  categories: 'event-categories',
  emptyHeading: 'Upcoming events',
  allCategories: 'Empty: the next events of every category.',
  order: 'soonest first. Past events are never shown.',
})
