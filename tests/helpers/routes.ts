import { pathForSlug } from '@domain/site'
import { seedPages } from '../../src/seed/content/pages'

/** Every public CMS route with its seeded page title. */
export const PUBLIC_ROUTES: { path: string; title: string }[] = seedPages.map((p) => ({
  path: pathForSlug(p.slug),
  title: p.title,
}))
