import type { FaqBlock } from '@/payload-types'

export function FaqComponent({ block }: { block: FaqBlock }) {
  return (
    <section id={block.anchorId ?? undefined} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      {block.heading && <h2 className="text-3xl font-bold tracking-tight">{block.heading}</h2>}
      <div className="mt-6 max-w-3xl divide-y divide-border rounded-2xl border border-border bg-surface">
        {block.items.map((item) => (
          <details key={item.id ?? item.question} className="group p-5">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold">
              {item.question}
              <span aria-hidden="true" className="text-xl transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
