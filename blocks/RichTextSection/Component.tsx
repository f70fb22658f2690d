import { CmsRichText } from '@/components/ui/CmsRichText'
import { BlockActions } from '../BlockActions'
import type { RichTextSectionBlock } from '@/payload-types'
import type { Locale } from '@domain/i18n/locales'

export function RichTextSectionComponent({
  block,
  locale,
}: {
  block: RichTextSectionBlock
  locale?: Locale
}) {
  return (
    <section id={block.anchorId ?? undefined} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      {block.heading && <h2 className="mb-4 text-3xl font-bold tracking-tight">{block.heading}</h2>}
      <div className="prose-body">
        <CmsRichText data={block.content} disableContainer locale={locale} />
      </div>
      <BlockActions actions={block.actions} margin="mt-6" />
    </section>
  )
}
