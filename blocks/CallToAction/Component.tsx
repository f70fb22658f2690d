import { ButtonLink } from '@/components/ui/ButtonLink'
import { hasHref } from '@domain/links'
import type { CallToActionBlock } from '@/payload-types'

export function CallToActionComponent({ block }: { block: CallToActionBlock }) {
  return (
    <section id={block.anchorId ?? undefined} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="rounded-3xl bg-primary px-6 py-10 text-primary-fg sm:px-10">
        <h2 className="text-3xl font-bold tracking-tight">{block.heading}</h2>
        {block.body && <p className="mt-3 max-w-2xl opacity-95">{block.body}</p>}
        {block.actions?.some(hasHref) ? (
          <div className="mt-6 flex flex-wrap gap-3">
            {block.actions.filter(hasHref).map((a) => (
              <ButtonLink
                key={a.id ?? a.label}
                href={a.href}
                external={a.external}
                variant="secondary"
                className={
                  a.style === 'secondary'
                    ? 'border-primary-fg bg-transparent text-primary-fg hover:bg-transparent hover:underline'
                    : ''
                }
              >
                {a.label}
              </ButtonLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
