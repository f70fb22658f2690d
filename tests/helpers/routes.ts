import { seedPages } from '../../src/seed/content/pages'

const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)

/** Every public CMS route of spec §2 with its seeded page title. */
export const PUBLIC_ROUTES: { path: string; title: string }[] = seedPages.map((p) => ({
  path: pathOf(p.slug),
  title: p.title,
}))
