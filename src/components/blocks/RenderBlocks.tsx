import { CallToActionComponent } from '@blocks/CallToAction/Component'
import { CardGridComponent } from '@blocks/CardGrid/Component'
import { FaqComponent } from '@blocks/Faq/Component'
import { FormBlockComponent } from '@blocks/Form/Component'
import { HeroBlockComponent } from '@blocks/Hero/Component'
import { ReportsListComponent } from '@blocks/ReportsList/Component'
import { RichTextSectionComponent } from '@blocks/RichTextSection/Component'
import { StatsComponent } from '@blocks/Stats/Component'
import type { Page } from '@/payload-types'
import type { SiteFacts } from '@domain/site-facts'

type Props = {
  blocks: Page['layout']
  stats: { value: string; label: string }[]
  facts: SiteFacts
}

export function RenderBlocks({ blocks, stats, facts }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return <HeroBlockComponent key={key} block={block} isFirst={index === 0} />
          case 'richTextSection':
            return <RichTextSectionComponent key={key} block={block} />
          case 'cardGrid':
            return <CardGridComponent key={key} block={block} />
          case 'stats':
            return <StatsComponent key={key} block={block} stats={stats} facts={facts} />
          case 'callToAction':
            return <CallToActionComponent key={key} block={block} />
          case 'faq':
            return <FaqComponent key={key} block={block} />
          case 'form':
            return <FormBlockComponent key={key} block={block} />
          case 'reportsList':
            return <ReportsListComponent key={key} block={block} />
          default:
            return null
        }
      })}
    </>
  )
}
