import { CmsRichText } from '@/components/ui/CmsRichText'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { hasHref } from '@domain/links'
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
      {block.actions?.some(hasHref) ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {block.actions.filter(hasHref).map((a) => (
            <ButtonLink
              key={a.id ?? a.label}
              href={a.href}
              external={a.external}
              variant={a.style === 'secondary' ? 'secondary' : 'primary'}
            >
              {a.label}
            </ButtonLink>
          ))}
        </div>
      ) : null}
    </section>
  )
}
