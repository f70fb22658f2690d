import { ArrowRight } from 'lucide-react'
import { cardIcons } from '@/components/ui/icons'
import { SmartLink } from '@/components/ui/SmartLink'
import type { CardGridBlock } from '@/payload-types'

export function CardGridComponent({ block }: { block: CardGridBlock }) {
  return (
    <section id={block.anchorId ?? undefined} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      {block.heading && <h2 className="text-3xl font-bold tracking-tight">{block.heading}</h2>}
      {block.intro && <p className="mt-3 max-w-2xl text-muted">{block.intro}</p>}
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card) => {
          const Icon = card.icon ? cardIcons[card.icon] : undefined
          return (
            <li
              key={card.id ?? card.title}
              className="flex flex-col rounded-2xl border border-border bg-surface p-6"
            >
              {Icon && (
                <span
                  className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary"
                  aria-hidden="true"
                >
                  <Icon className="size-6" />
                </span>
              )}
              <h3 className="text-xl font-bold">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted">{card.description}</p>
              {card.href && (
                <SmartLink
                  href={card.href}
                  external={card.external}
                  className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {card.linkLabel || 'Learn more'}
                  <span className="sr-only"> about {card.title}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </SmartLink>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
