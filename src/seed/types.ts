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

export type SeedBlock =
  | {
      blockType: 'hero'
      anchorId?: string
      eyebrow?: string
      heading: string
      subheading?: string
      actions?: SeedAction[]
    }
  | {
      blockType: 'richTextSection'
      anchorId?: string
      heading?: string
      /** Markdown: paragraphs, ## / ### headings, - lists, **bold**, [links](/path). */
      content: string
      actions?: SeedAction[]
    }
  | {
      blockType: 'cardGrid'
      anchorId?: string
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
  | { blockType: 'stats'; anchorId?: string; heading?: string; intro?: string }
  | {
      blockType: 'callToAction'
      anchorId?: string
      heading: string
      body?: string
      actions: SeedAction[]
    }
  | {
      blockType: 'faq'
      anchorId?: string
      heading?: string
      items: { question: string; answer: string }[]
    }
  /** A site form, named by kind; the seed links it to the stored form of that kind. */
  | { blockType: 'form'; anchorId?: string; form: FormKind }
  | {
      blockType: 'reportsList'
      anchorId?: string
      heading?: string
      intro?: string
      kinds?: ReportKind[]
      limit?: number
      emptyMessage?: string
    }
  | { blockType: 'latestStories'; anchorId?: string; heading?: string; limit: number }
  | { blockType: 'upcomingEvents'; anchorId?: string; heading?: string; limit: number }

export type SeedPage = {
  /** URL path without leading slash; "home" is "/". */
  slug: string
  title: string
  intro?: string
  seo: { title: string; description: string }
  layout: SeedBlock[]
}
