/** Cache tags for CMS reads. Reads declare them; collection hooks revalidate them. */
export const CACHE_TAGS = {
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  menus: 'menus',
  siteSettings: 'site-settings',
  crisisResources: 'crisis-resources',
  reports: 'reports',
  forms: 'forms',
  media: 'media',
  stories: 'stories',
  story: (slug: string) => `story:${slug}`,
  events: 'events',
  event: (slug: string) => `event:${slug}`,
  redirects: 'redirects',
  search: 'search',
} as const

/**
 * The reads that hold links to pages and stories: the menus, the footer (site settings), page
 * blocks and stories' rich text. A link shows once its page or story is published and follows it
 * when it moves, so publishing, unpublishing, moving or deleting one refreshes them all.
 */
export const LINKING_TAGS: readonly string[] = [
  CACHE_TAGS.menus,
  CACHE_TAGS.siteSettings,
  CACHE_TAGS.pages,
  CACHE_TAGS.stories,
]
