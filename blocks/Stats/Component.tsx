import type { StatsBlock } from '@/payload-types'
import { fillSiteFacts, type SiteFacts } from '@domain/site-facts'

export function StatsComponent({
  block,
  stats,
  facts,
}: {
  block: StatsBlock
  /** The site settings' stats, as shown (see resolveStats). */
  stats: { value: string; label: string }[]
  facts: SiteFacts
}) {
  if (!stats.length) return null
  return (
    <section id={block.anchorId ?? undefined} className="bg-primary-soft">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {block.heading && (
          <h2 className="text-3xl font-bold tracking-tight">
            {fillSiteFacts(block.heading, facts)}
          </h2>
        )}
        {block.intro && (
          <p className="mt-3 max-w-2xl text-muted">{fillSiteFacts(block.intro, facts)}</p>
        )}
        <dl className="mt-8 grid gap-6 sm:grid-cols-3">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-2xl bg-surface p-6">
              <dt className="mt-1 text-muted">{s.label}</dt>
              <dd className="text-4xl font-extrabold text-primary">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
