import { ButtonLink } from '@/components/ui/ButtonLink'
import type { HeroBlock } from '@/payload-types'

export function HeroBlockComponent({ block, isFirst }: { block: HeroBlock; isFirst: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section id={block.anchorId ?? undefined} className="border-b border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        {block.eyebrow && (
          <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent">
            {block.eyebrow}
          </p>
        )}
        <Heading
          data-page-heading={isFirst || undefined}
          tabIndex={isFirst ? -1 : undefined}
          className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {block.heading}
        </Heading>
        {block.subheading && (
          <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">{block.subheading}</p>
        )}
        {block.actions?.length ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {block.actions.map((a) => (
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
      </div>
    </section>
  )
}
