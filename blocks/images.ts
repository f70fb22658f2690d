import type { ArrayField, Block } from 'payload'
import { advanced, anchorField } from '../fields/anchor'
import { actionFields } from '../fields/link'
import { rowLabel } from '../fields/row-label'

/**
 * What each block is, in one line, and its picture in the block chooser: a simple sketch of how
 * the block looks on the site (public/blocks/<slug>.svg), with this line written under it.
 */
export const BLOCK_DESCRIPTIONS = {
  hero: 'A big heading with text, buttons and a picture; it opens a page.',
  richTextSection: 'Paragraphs of text with headings, lists and links.',
  cardGrid: 'Boxes side by side, each with an icon, a title, text and a link.',
  stats: "The organisation's key numbers, edited once in Site settings.",
  callToAction: 'A heading and buttons asking visitors to act.',
  faq: 'Questions that open to show their answers.',
  form: "One of the site's forms, e.g. contact or volunteer.",
  reportsList: 'The published reports, each with its PDF.',
  latestStories: 'The newest stories from News & stories, as cards.',
  upcomingEvents: 'The next events from /events, as cards.',
} as const

export type BlockSlug = keyof typeof BLOCK_DESCRIPTIONS

/**
 * A page block: its type named after its slug (`HeroBlock`), its picture in the block chooser,
 * and last, folded under "Advanced", the section link name every block has.
 */
export const pageBlock = ({
  fields,
  ...block
}: Omit<Block, 'interfaceName' | 'slug'> & { slug: BlockSlug }): Block => ({
  ...block,
  interfaceName: `${block.slug[0]!.toUpperCase()}${block.slug.slice(1)}Block`,
  admin: {
    images: {
      thumbnail: { url: `/blocks/${block.slug}.svg`, alt: BLOCK_DESCRIPTIONS[block.slug] },
    },
  },
  fields: [...fields, advanced(anchorField)],
})

/** A block's row named after what it says (src/components/admin/RowLabels.tsx, BlockRowLabel). */
export const namedBlockRow = (block: Block): Block => ({
  ...block,
  admin: {
    ...block.admin,
    components: {
      Label: {
        path: '/src/components/admin/RowLabels#BlockRowLabel',
        clientProps: {
          blockLabel:
            typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug,
        },
      },
      ...block.admin?.components,
    },
  },
})

/** Up to three buttons, their rows folded and named by their text. */
export const actionsField = (minRows?: number): ArrayField => ({
  name: 'actions',
  type: 'array',
  label: minRows ? 'Buttons' : 'Buttons (optional)',
  labels: { singular: 'Button', plural: 'Buttons' },
  minRows,
  maxRows: 3,
  admin: {
    initCollapsed: true,
    components: { RowLabel: rowLabel({ titleField: 'label', noun: 'Button' }) },
  },
  fields: actionFields,
})
