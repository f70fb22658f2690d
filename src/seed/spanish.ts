import type { Payload } from 'payload'
import { FORM_FIELDS, isFormKind, resolveFormDefinition } from '@domain/forms/definitions'
import { formWordsFor } from '@domain/forms/words'
import { DEFAULT_LOCALE } from '@domain/i18n/locales'
import {
  SPANISH,
  seededAnswersIn,
  spanishCrisisLines,
  spanishFormIntros,
  spanishPages,
  spanishWords,
} from './content/spanish'
import type { SeedBlock } from './types'
import { saveSpanish, seedWrite } from './write'

const es = { locale: SPANISH, fallbackLocale: false as const }
const word = (english: string) => spanishWords[english] ?? english
const wordOrNull = (english: string | null | undefined) => (english ? word(english) : english)

/** The document with this slug as its Spanish reads without falling back to English. */
async function spanishBySlug<C extends 'crisis-resources' | 'pages'>(
  payload: Payload,
  collection: C,
  slug: string,
) {
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    ...es,
  })
  return docs[0]
}

/**
 * Adds the seeded Spanish where a document has none yet (its Spanish read, without falling
 * back, is empty): idempotent, and never over a translation an editor wrote. Existing sites
 * get it on their next seed as new ones do. Returns how many documents got Spanish.
 */
export async function seedSpanish(
  payload: Payload,
  toLayout: (blocks: SeedBlock[]) => unknown[],
  toRichText: (markdown: string) => unknown,
): Promise<number> {
  let count = 0

  const forms = await payload.find({
    collection: 'forms',
    limit: 20,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    ...es,
  })
  for (const form of forms.docs) {
    if (form.title || !isFormKind(form.kind)) continue
    const kind = form.kind
    // The built-in Spanish of this form, field by field, over the stored rows (same ids).
    const spanish = resolveFormDefinition(kind, null, formWordsFor(SPANISH))
    const english = await payload.findByID({
      collection: 'forms',
      id: form.id,
      depth: 0,
      overrideAccess: true,
      locale: DEFAULT_LOCALE,
    })
    await saveSpanish(payload, 'forms', form.id, {
      title: spanish.title,
      intro: toRichText(spanishFormIntros[kind]) as never,
      submitLabel: spanish.submitLabel,
      confirmationMessage: spanish.confirmationMessage,
      fields: (english.fields ?? []).map((row) => {
        const field = spanish.fields.find((f) => f.key === row.field)
        const builtIn = FORM_FIELDS[kind].find((f) => f.key === row.field)?.defaultOptions ?? []
        return {
          ...row,
          label: field?.label ?? row.label,
          help: row.help ? (field?.help ?? row.help) : null,
          options: (row.options ?? []).map((option) => {
            // A built-in choice gets its Spanish; one an editor added keeps its English.
            const index = builtIn.indexOf(option.label)
            return { ...option, label: field?.options?.[index]?.label ?? option.label }
          }),
        }
      }),
    })
    count++
  }

  for (const [slug, line] of Object.entries(spanishCrisisLines)) {
    const doc = await spanishBySlug(payload, 'crisis-resources', slug)
    if (!doc || doc.description) continue
    await saveSpanish(payload, 'crisis-resources', doc.id, {
      description: line.description,
      callInstructions: line.callInstructions ?? null,
      textKeyword: line.textKeyword ?? null,
      textInstructions: line.textInstructions ?? null,
      ...(line.otherWays ? { otherWays: line.otherWays } : {}),
      answersIn: seededAnswersIn(slug),
      hours: { ...doc.hours, note: line.hoursNote ?? null },
      _status: 'published',
    })
    count++
  }

  for (const [slug, page] of Object.entries(spanishPages)) {
    const doc = await spanishBySlug(payload, 'pages', slug)
    if (!doc || doc.title) continue
    await saveSpanish(payload, 'pages', doc.id, {
      title: page.title,
      intro: page.intro ?? null,
      seo: { ...doc.seo, title: page.seo?.title ?? null, description: page.seo?.description },
      layout: toLayout(page.layout) as never,
      _status: 'published',
    })
    count++
  }

  const menus = await payload.find({
    collection: 'menus',
    limit: 20,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    locale: DEFAULT_LOCALE,
  })
  for (const menu of menus.docs) {
    const spanish = await payload.findByID({
      collection: 'menus',
      id: menu.id,
      depth: 0,
      overrideAccess: true,
      ...es,
    })
    if (spanish.title) continue
    await saveSpanish(payload, 'menus', menu.id, {
      title: word(menu.title),
      buttonLabel: word(menu.buttonLabel),
      sections: menu.sections.map((section) => ({
        ...section,
        title: word(section.title),
        items: section.items.map((item) => ({
          ...item,
          name: word(item.name),
          description: wordOrNull(item.description),
        })),
      })),
      featured: menu.featured
        ? {
            ...menu.featured,
            title: wordOrNull(menu.featured.title),
            description: wordOrNull(menu.featured.description),
          }
        : menu.featured,
    })
    count++
  }

  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    locale: DEFAULT_LOCALE,
  })
  const spanishSettings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    ...es,
  })
  if (settings.siteName && !spanishSettings.nonprofitStatement) {
    await payload.updateGlobal({
      slug: 'site-settings',
      ...seedWrite(),
      ...es,
      data: {
        tagline: wordOrNull(settings.tagline),
        nationwideNote: wordOrNull(settings.nationwideNote),
        nonprofitStatement: word(settings.nonprofitStatement),
        stats: (settings.stats ?? []).map((stat) => ({ ...stat, label: word(stat.label) })),
        // Unless they have Spanish already (the migration that made them content wrote it).
        ...(spanishSettings.footerColumns?.some((column) => column.title)
          ? {}
          : {
              footerColumns: (settings.footerColumns ?? []).map((column) => ({
                ...column,
                title: word(column.title),
                links: column.links.map((link) => ({ ...link, label: word(link.label) })),
              })),
            }),
      },
    })
    count++
  }
  return count
}
