import { Globe, MessageSquareText, Phone, Rainbow } from 'lucide-react'
import type { CrisisLine } from '@/lib/crisis/lines'
import { websiteLabel } from '@/lib/crisis/lines'
import { smsHref, telHref } from '@/lib/crisis/links'
import { OpenStatus } from './OpenStatus'

export const crisisActionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold no-underline'

type Props = {
  line: CrisisLine
  alternatives: CrisisLine[]
  renderedAt?: string
  active?: boolean
  onActivate?: (id: string) => void
  onCall?: (line: CrisisLine) => void
}

/**
 * One crisis line: options first (call, text, website), then hours and details. Rendered by
 * the server on /crisis and by the crisis dialog in the browser, so it holds no state.
 */
export function CrisisResourceCard({
  line,
  alternatives,
  renderedAt,
  active,
  onActivate,
  onCall,
}: Props) {
  const headingId = `crisis-line-${line.id}`
  return (
    <article
      aria-labelledby={headingId}
      data-active={active ? 'true' : undefined}
      onFocus={onActivate ? () => onActivate(line.id) : undefined}
      className="rounded-2xl border border-border bg-surface p-4 data-[active=true]:border-primary sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-bold">
          {line.name}
        </h3>
        {line.isLgbtqSpecific && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-fg">
            <Rainbow className="size-4" aria-hidden="true" />
            LGBTQ+ specific
          </span>
        )}
      </div>
      <p className="mt-1 text-muted">{line.description}</p>

      <div className="mt-3 flex flex-wrap gap-2">
        {line.phone && (
          <a
            href={telHref(line.phone)}
            onClick={onCall ? () => onCall(line) : undefined}
            className={`${crisisActionClass} bg-primary text-primary-fg hover:opacity-90`}
          >
            <Phone className="size-4" aria-hidden="true" />
            Call {line.phoneDisplay}
          </a>
        )}
        {line.textNumber && (
          <a
            href={smsHref(line.textNumber, line.textKeyword)}
            className={`${crisisActionClass} border border-border bg-surface text-fg hover:bg-surface-2`}
          >
            <MessageSquareText className="size-4" aria-hidden="true" />
            {line.textInstructions ?? `Text ${line.textNumber}`}
          </a>
        )}
        <a
          href={line.website}
          rel="noopener noreferrer"
          className={`${crisisActionClass} border border-border bg-surface text-fg hover:bg-surface-2`}
        >
          <Globe className="size-4" aria-hidden="true" />
          <span className="sr-only">Website: </span>
          {websiteLabel(line.website)}
        </a>
      </div>
      {line.textNumber && line.textKeyword && (
        <p className="mt-2 text-sm text-muted">
          If your phone doesn’t fill in the message, type {line.textKeyword} and send it to{' '}
          {line.textNumber}.
        </p>
      )}

      <div className="mt-3 border-t border-border pt-3">
        {!line.hours?.is24x7 && (
          <p className="text-sm text-muted">
            <span className="font-semibold text-fg">Hours:</span> {line.availability}
          </p>
        )}
        <OpenStatus hours={line.hours} renderedAt={renderedAt} alternatives={alternatives} />
      </div>

      {line.specialization.length > 0 && (
        <p className="mt-3 flex flex-wrap gap-1.5 text-sm">
          <span className="sr-only">Specializations: </span>
          {line.specialization.map((tag, i) => (
            <span key={tag} className="rounded-full border border-border px-2.5 py-0.5 text-muted">
              {tag}
              {i < line.specialization.length - 1 && <span className="sr-only">,</span>}
            </span>
          ))}
        </p>
      )}
    </article>
  )
}
