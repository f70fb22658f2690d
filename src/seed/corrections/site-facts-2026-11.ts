import type { Payload, PayloadRequest } from 'payload'
import type { Page } from '../../payload-types'

/**
 * Years of service that an earlier seed wrote as fixed text ("5+", "Five years of
 * connection", "More than five years") now count themselves from the founding year. Only text
 * that still reads exactly as the old seed wrote it is changed; a page with unpublished draft
 * changes is left alone.
 */
const OLD_STAT = { value: '5+', label: 'Years of service, since 2019' }
const TEXT_FIXES: { from: string; to: string }[] = [
  { from: 'Five years of connection', to: '{years}+ years of connection' },
  {
    from: 'Since 2019, our network has grown one conversation at a time.',
    to: 'Since {foundingYear}, our network has grown one conversation at a time.',
  },
  { from: 'More than five years of showing up.', to: 'More than {years} years of showing up.' },
]

const fix = (text: string | null | undefined) => {
  if (!text) return text
  for (const { from, to } of TEXT_FIXES) {
    if (text === from) return to
    if (text.startsWith(from)) return to + text.slice(from.length)
  }
  return text
}

export async function correctSeededSiteFacts(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<{ settings: boolean; pages: string[] }> {
  const context = { disableRevalidate: true }
  const report = { settings: false, pages: [] as string[] }

  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, req })
  const stats = settings.stats ?? []
  if (stats.some((s) => s.value === OLD_STAT.value && s.label === OLD_STAT.label)) {
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      req,
      context,
      data: {
        stats: stats.map((s) =>
          s.value === OLD_STAT.value && s.label === OLD_STAT.label
            ? {
                ...s,
                value: null,
                yearsSinceFounding: true,
                label: 'Years of service, since {foundingYear}',
              }
            : s,
        ),
      },
    })
    report.settings = true
  }

  const common = { collection: 'pages', overrideAccess: true, req, context } as const
  const pages = await payload.find({
    ...common,
    where: { slug: { in: ['home', 'about'] } },
    pagination: false,
    depth: 0,
  })
  for (const page of pages.docs) {
    const latest = await payload.findByID({ ...common, id: page.id, draft: true, depth: 0 })
    if (latest._status === 'draft') continue
    let changed = false
    const layout = page.layout.map((block): Page['layout'][number] => {
      if (block.blockType !== 'stats') return block
      const heading = fix(block.heading)
      const intro = fix(block.intro)
      if (heading === block.heading && intro === block.intro) return block
      changed = true
      return { ...block, heading, intro }
    })
    if (!changed) continue
    await payload.update({ ...common, id: page.id, data: { layout } })
    report.pages.push(page.slug)
  }
  return report
}
