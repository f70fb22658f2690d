import { randomBytes } from 'node:crypto'
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import { seedCrisisResources } from './content/crisis'
import { seedForms } from './content/forms'
import { seedMenus } from './content/menus'
import { seedPages } from './content/pages'
import { minimalPdf, seedReports } from './content/reports'
import { seedFooterColumns, seedSettings } from './content/settings'
import { seedSpanish } from './spanish'
import { fillEmptySearchIndex } from './search-index'
import { seedStoryContent } from './stories'
import { seedEventContent } from './events'
import type { SeedBlock } from './types'
import { isStored, saveSpanish, seedWrite } from './write'
import { linkFromHref } from '@domain/links'

export type SeedReport = {
  created: { pages: number; menus: number; crisisResources: number; settings: boolean }
  /** Stored forms and demo reports (with their PDFs) created. */
  createdEngagement: { forms: number; reports: number }
  /** Demo stories created (with their categories). */
  stories: number
  /** Demo events created (with their categories). */
  events: number
  /** Documents that got their seeded Spanish. */
  translated: number
  admin?: { email: string; password?: string }
}

/**
 * Idempotent: creates what is missing (by slug / key) and never overwrites what editors
 * changed. Runs with `overrideAccess: true` because it is a trusted server script.
 */
export async function seed(
  payload: Payload,
  opts: { adminEmail?: string; adminPassword?: string } = {},
): Promise<SeedReport> {
  const report: SeedReport = {
    created: { pages: 0, menus: 0, crisisResources: 0, settings: false },
    createdEngagement: { forms: 0, reports: 0 },
    stories: 0,
    events: 0,
    translated: 0,
  }

  const settings = await payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    depth: 0,
  })
  if (!settings.siteName) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: seedSettings,
      ...seedWrite(),
    })
    report.created.settings = true
  }

  for (const resource of seedCrisisResources) {
    if (await isStored(payload, 'crisis-resources', { slug: { equals: resource.slug } })) continue
    await payload.create({
      collection: 'crisis-resources',
      data: { ...resource, _status: 'published' },
      ...seedWrite(),
    })
    report.created.crisisResources++
  }

  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const toRichText = (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })

  const formIds = new Map<string, number>()
  for (const form of seedForms) {
    const existing = await payload.find({
      collection: 'forms',
      where: { kind: { equals: form.kind } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      formIds.set(form.kind, existing.docs[0].id)
      continue
    }
    const created = await payload.create({
      collection: 'forms',
      data: { ...form, intro: toRichText(form.intro) },
      ...seedWrite(),
    })
    formIds.set(form.kind, created.id)
    report.createdEngagement.forms++
  }

  for (const r of seedReports) {
    if (await isStored(payload, 'reports', { title: { equals: r.title } })) continue
    const pdf = minimalPdf(r.title, r.file.lines)
    const media = await payload.create({
      collection: 'media',
      data: { alt: r.file.alt },
      file: { data: pdf, mimetype: 'application/pdf', name: r.file.name, size: pdf.length },
      ...seedWrite(),
    })
    await saveSpanish(payload, 'media', media.id, { alt: r.file.altEs })
    const { file: _file, ...fields } = r
    await payload.create({
      collection: 'reports',
      data: { ...fields, file: media.id, _status: 'published' },
      ...seedWrite(),
    })
    report.createdEngagement.reports++
  }

  report.stories = await seedStoryContent(payload, toRichText)

  report.events = await seedEventContent(payload, toRichText, formIds)

  const toLayout = (blocks: SeedBlock[]) =>
    blocks.map((block) => {
      if (block.blockType === 'richTextSection')
        return { ...block, content: toRichText(block.content) }
      if (block.blockType === 'form') return { ...block, form: formIds.get(block.form) }
      return block
    })

  for (const page of seedPages) {
    if (await isStored(payload, 'pages', { slug: { equals: page.slug } })) continue
    await payload.create({
      collection: 'pages',
      data: { ...page, layout: toLayout(page.layout) as never, _status: 'published' },
      ...seedWrite(),
    })
    report.created.pages++
  }

  // After the pages: a menu or footer link to a seeded page is a link to that page (it follows
  // the page).
  const pageIds = new Map<string, number>()
  const stored = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
  })
  for (const doc of stored.docs) if (doc.slug) pageIds.set(doc.slug, doc.id)
  const link = (href: string) => linkFromHref(href, pageIds)
  for (const menu of seedMenus) {
    if (await isStored(payload, 'menus', { key: { equals: menu.key } })) continue
    const { featured } = menu
    await payload.create({
      collection: 'menus',
      data: {
        ...menu,
        ...link(menu.href),
        sections: menu.sections.map((section) => ({
          ...section,
          items: section.items.map((item) => ({ ...item, ...link(item.href) })),
        })),
        featured: featured && {
          ...featured,
          ...(featured.href ? link(featured.href) : { linkType: 'none' as const }),
        },
      },
      ...seedWrite(),
    })
    report.created.menus++
  }

  // New settings only: an existing site got its footer from the migration that made it content,
  // and an editor may since have removed a column on purpose.
  if (report.created.settings)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        footerColumns: seedFooterColumns.map((column) => ({
          ...column,
          links: column.links.map(({ label, href }) => ({ label, ...link(href) })),
        })),
      },
      ...seedWrite(),
    })

  report.translated = await seedSpanish(payload, toLayout, toRichText)

  // After all content: a site upgraded from before the search gets its index.
  await fillEmptySearchIndex(payload)

  const users = await payload.count({ collection: 'users', overrideAccess: true })
  if (!users.totalDocs) {
    const email = opts.adminEmail ?? 'admin@example.org'
    const generated = !opts.adminPassword
    const password = opts.adminPassword ?? randomBytes(12).toString('base64url')
    await payload.create({
      collection: 'users',
      data: { email, password, name: 'Site Admin', role: 'admin' },
      ...seedWrite(),
    })
    report.admin = { email, password: generated ? password : undefined }
  }
  return report
}
