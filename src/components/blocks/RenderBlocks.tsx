import { CallToActionComponent } from '@blocks/CallToAction/Component'
import { CardGridComponent } from '@blocks/CardGrid/Component'
import { FaqComponent } from '@blocks/Faq/Component'
import { FormBlockComponent } from '@blocks/Form/Component'
import { HeroBlockComponent } from '@blocks/Hero/Component'
import { LatestStoriesComponent } from '@blocks/LatestStories/Component'
import { ReportsListComponent } from '@blocks/ReportsList/Component'
import { RichTextSectionComponent } from '@blocks/RichTextSection/Component'
import { StatsComponent } from '@blocks/Stats/Component'
import { UpcomingEventsComponent } from '@blocks/UpcomingEvents/Component'
import { PageErrorBoundary } from '@/components/errors/ErrorBoundary'
import type { Page } from '@/payload-types'
import type { SiteFacts } from '@domain/site-facts'
import type { Locale } from '@domain/i18n/locales'

type Props = {
  blocks: Page['layout']
  stats: { value: string; label: string }[]
  facts: SiteFacts
  locale: Locale
}

function renderBlock(block: Page['layout'][number], index: number, props: Omit<Props, 'blocks'>) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlockComponent block={block} isFirst={index === 0} />
    case 'richTextSection':
      return <RichTextSectionComponent block={block} locale={props.locale} />
    case 'cardGrid':
      return <CardGridComponent block={block} />
    case 'stats':
      return <StatsComponent block={block} stats={props.stats} facts={props.facts} />
    case 'callToAction':
      return <CallToActionComponent block={block} />
    case 'faq':
      return <FaqComponent block={block} />
    case 'form':
      return <FormBlockComponent block={block} locale={props.locale} />
    case 'reportsList':
      return <ReportsListComponent block={block} />
    case 'latestStories':
      return <LatestStoriesComponent block={block} locale={props.locale} />
    case 'upcomingEvents':
      return <UpcomingEventsComponent block={block} locale={props.locale} />
    default:
      return null
  }
}

/** Each block inside its own boundary: a failing block shows "Page Error", the rest stays. */
export function RenderBlocks({ blocks, ...props }: Props) {
  return (
    <>
      {blocks.map((block, index) => (
        <PageErrorBoundary key={block.id ?? `${block.blockType}-${index}`}>
          {renderBlock(block, index, props)}
        </PageErrorBoundary>
      ))}
    </>
  )
}
