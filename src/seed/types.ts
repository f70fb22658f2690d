import type { CARD_ICONS } from '../../blocks/CardGrid/config'
import type { ReportKind } from '@domain/reports'
import type { FormKind } from '@domain/forms/definitions'

/** Seed content as authored: like the Payload block data, with rich text written as Markdown. */
export type SeedAction = {
  label: string
  href: string
  external?: boolean
  style?: 'primary' | 'secondary'
}

/** Any block may have a section link name (`anchorId`). */
export type SeedBlock = { anchorId?: string } & (
  | {
      blockType: 'hero'
      eyebrow?: string
      heading: string
      subheading?: string
      actions?: SeedAction[]
    }
  | {
      blockType: 'richTextSection'
      heading?: string
      /** Markdown: paragraphs, ## / ### headings, - lists, **bold**, [links](/path). */
      content: string
      actions?: SeedAction[]
    }
  | {
      blockType: 'cardGrid'
      heading?: string
      intro?: string
      cards: {
        icon?: (typeof CARD_ICONS)[number]
        title: string
        description: string
        href?: string
        linkLabel?: string
        external?: boolean
      }[]
    }
  | { blockType: 'stats'; heading?: string; intro?: string }
  | {
      blockType: 'callToAction'
      heading: string
      body?: string
      actions: SeedAction[]
    }
  | {
      blockType: 'faq'
      heading?: string
      items: { question: string; answer: string }[]
    }
  /** A site form, named by kind; the seed links it to the stored form of that kind. */
  | { blockType: 'form'; form: FormKind }
  | {
      blockType: 'reportsList'
      heading?: string
      intro?: string
      kinds?: ReportKind[]
      limit?: number
      emptyMessage?: string
    }
  | { blockType: 'latestStories'; heading?: string; limit: number }
  | { blockType: 'upcomingEvents'; heading?: string; limit: number }
)

export type SeedPage = {
  /** URL path without leading slash; "home" is "/". */
  slug: string
  title: string
  intro?: string
  seo: { title: string; description: string }
  layout: SeedBlock[]
}
