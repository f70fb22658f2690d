import type React from 'react'
import { ArrowRight } from 'lucide-react'
import { Link } from '@/components/ui/IntentLink'

/** A block's cards under its heading, with the link to the whole list beside it. */
export function ListingSection({
  anchorId,
  fallbackId,
  heading,
  seeAll,
  children,
}: {
  anchorId?: string | null
  fallbackId: string
  heading: string
  seeAll: { href: string; label: string }
  children: React.ReactNode
}) {
  const headingId = `${anchorId || fallbackId}-heading`
  return (
    <section
      id={anchorId ?? undefined}
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        <Link
          href={seeAll.href}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {seeAll.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {children}
    </section>
  )
}
