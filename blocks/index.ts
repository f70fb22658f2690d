import type { Block } from 'payload'
import { namedBlockRow } from './images'
import { CallToActionBlock } from './CallToAction/config'
import { CardGridBlock } from './CardGrid/config'
import { FaqBlock } from './Faq/config'
import { FormBlock } from './Form/config'
import { HeroBlock } from './Hero/config'
import { LatestStoriesBlock, UpcomingEventsBlock } from './listings'
import { ReportsListBlock } from './ReportsList/config'
import { RichTextSectionBlock } from './RichTextSection/config'
import { StatsBlock } from './Stats/config'

/** The page blocks, each row named after its content in the admin (namedBlockRow). */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextSectionBlock,
  CardGridBlock,
  StatsBlock,
  CallToActionBlock,
  FaqBlock,
  FormBlock,
  ReportsListBlock,
  LatestStoriesBlock,
  UpcomingEventsBlock,
].map(namedBlockRow)
