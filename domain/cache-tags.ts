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
} as const

/**
 * The process-wide function server.mjs installs and the revalidation hooks call with the tags of
 * every content change (src/server/api-cache.mjs defines the same symbol).
 */
export const INVALIDATE_HOOK = Symbol.for('community-network.invalidate-cache-tags')
