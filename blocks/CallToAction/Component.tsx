import { BlockActions } from '../BlockActions'
import type { CallToActionBlock } from '@/payload-types'

export function CallToActionComponent({ block }: { block: CallToActionBlock }) {
  return (
    <section id={block.anchorId ?? undefined} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="rounded-3xl bg-primary px-6 py-10 text-primary-fg sm:px-10">
        <h2 className="text-3xl font-bold tracking-tight">{block.heading}</h2>
        {block.body && <p className="mt-3 max-w-2xl opacity-95">{block.body}</p>}
        <BlockActions actions={block.actions} margin="mt-6" onPrimary />
      </div>
    </section>
  )
}
