import { Link } from '@/components/ui/IntentLink'
import { fill } from '@domain/i18n/fill'

/** The look of a list's filter and paging links: 44 px tall, the current one filled. */
const PILL =
  'inline-flex min-h-11 items-center rounded-full border px-4 py-2 font-semibold no-underline transition'
const pillState = (current: boolean) =>
  current
    ? 'border-primary bg-primary text-primary-fg'
    : 'border-border bg-surface text-fg hover:bg-surface-2'

export type Choice = { key: string; label: string; href: string; current: boolean }

/** One of a list's filters (/news, /events): its choices as plain links, the current one marked. */
export function Choices({
  label,
  choices,
  className,
}: {
  label: string
  choices: Choice[]
  className?: string
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <li key={c.key}>
            <Link
              href={c.href}
              aria-current={c.current ? 'page' : undefined}
              className={`${PILL} ${pillState(c.current)}`}
            >
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A list's "previous · page n of m · next" links; nothing while it has one page. */
export function Paging({
  page,
  pages,
  href,
  text,
}: {
  page: number
  pages: number
  href: (page: number) => string
  text: { pages: string; pageOf: string; previous: string; next: string }
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={text.pages} className="mt-10 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev" className={`${PILL} ${pillState(false)}`}>
          {text.previous}
        </Link>
      )}
      <p className="text-muted" aria-current="page">
        {fill(text.pageOf, { page: String(page), pages: String(pages) })}
      </p>
      {page < pages && (
        <Link href={href(page + 1)} rel="next" className={`${PILL} ${pillState(false)}`}>
          {text.next}
        </Link>
      )}
    </nav>
  )
}
