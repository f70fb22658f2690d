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
  redirects: 'redirects',
  search: 'search',
} as const
