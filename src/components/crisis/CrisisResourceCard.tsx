import { Globe, MessageCircle, MessageSquareText, Phone, Rainbow } from 'lucide-react'
import { upcomingClosuresIn } from '@domain/crisis/hours/wording'
import type { CrisisLine } from '@domain/crisis/lines'
import { tagWords, websiteLabel } from '@domain/crisis/lines'
import { smsHref, telHref } from '@domain/crisis/links'
import { fill } from '@domain/i18n/fill'
import type { CrisisCardText } from '@domain/i18n/messages'
import { CRISIS_COUNT_ATTRIBUTE, CRISIS_LINE_ATTRIBUTE } from '@/lib/api/crisis-usage'
import { zoneOf } from '@domain/crisis/hours/schedule'
import { DEFAULT_TIME_ZONE, zoneAbbreviation } from '@domain/crisis/hours/zone'
import { LineAvailability } from './LineAvailability'

/** Marks a line's call or text link, so a press on it is counted (anonymously). */
const countsAs = (event: 'line-call' | 'line-text', line: CrisisLine) => ({
  [CRISIS_COUNT_ATTRIBUTE]: event,
  [CRISIS_LINE_ATTRIBUTE]: line.id,
})

export const crisisActionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold no-underline'

type Props = {
  line: CrisisLine
  /** The card's words in the page's language. */
  text: CrisisCardText
  alternatives: CrisisLine[]
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
  text,
  alternatives,
  active,
  onActivate,
  onCall,
}: Props) {
  const headingId = `crisis-line-${line.id}`
  const now = new Date()
  const closures = upcomingClosuresIn(line.hours, now, 5, text)
  const timeZone = (line.hours && zoneOf(line.hours)) ?? DEFAULT_TIME_ZONE
  const tags = tagWords(line, text.tags)
  const website = <Website line={line} text={text} />
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
            {text.lgbtq}
          </span>
        )}
        {line.answersOnlyIn && (
          <span
            lang={text.intl}
            className="inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-sm font-semibold"
          >
            {fill(text.answersOnlyIn, { languages: line.answersOnlyIn })}
          </span>
        )}
      </div>
      <p className="mt-1 text-muted">{line.description}</p>

      <LineAvailability
        line={line}
        at={now.getTime()}
        zone={{ timeZone, label: zoneAbbreviation(timeZone, now) }}
        alternatives={alternatives}
        text={text}
        actions={<LineActions line={line} text={text} website={website} onCall={onCall} />}
        website={website}
      >
        {line.availability && !(line.hours?.is24x7 && !line.hours.closures?.length) && (
          <p className="text-sm" data-hours>
            <span className="font-semibold">{text.hours}</span> {line.availability}
          </p>
        )}
        {line.hoursNote && <p className="text-sm text-muted">{line.hoursNote}</p>}
        {closures.length > 0 && (
          <p className="text-sm" data-closures>
            <span className="font-semibold">{text.closed}</span>{' '}
            {closures.map((c) => c.text).join('; ')}
          </p>
        )}
      </LineAvailability>

      {tags.length > 0 && (
        <p className="mt-3 flex flex-wrap gap-1.5 text-sm">
          <span className="sr-only">{text.specializations}</span>
          {tags.map((tag, i) => (
            <span key={tag} className="rounded-full border border-border px-2.5 py-0.5 text-muted">
              {tag}
              {i < tags.length - 1 && <span className="sr-only">,</span>}
            </span>
          ))}
        </p>
      )}
    </article>
  )
}

/** A line's call, text and chat actions, its website and other ways to reach it. */
function LineActions({
  line,
  text,
  website,
  onCall,
}: {
  line: CrisisLine
  text: CrisisCardText
  website: React.ReactNode
  onCall?: (line: CrisisLine) => void
}) {
  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2">
        {line.phone && (
          <a
            href={telHref(line.phone)}
            {...countsAs('line-call', line)}
            onClick={onCall ? () => onCall(line) : undefined}
            className={`${crisisActionClass} bg-primary text-primary-fg hover:opacity-90`}
          >
            <Phone className="size-4" aria-hidden="true" />
            {line.callInstructions ?? fill(text.call, { number: line.phoneDisplay })}
          </a>
        )}
        {line.textNumber && (
          <a
            href={smsHref(line.textNumber, line.textKeyword)}
            {...countsAs('line-text', line)}
            className={`${crisisActionClass} border border-border bg-surface text-fg hover:bg-surface-2`}
          >
            <MessageSquareText className="size-4" aria-hidden="true" />
            {line.textInstructions ?? fill(text.text, { number: line.textNumber })}
          </a>
        )}
        {line.chatUrl && (
          <a
            href={line.chatUrl}
            rel="noopener noreferrer"
            data-chat-link
            className={`${crisisActionClass} border border-border bg-surface text-fg hover:bg-surface-2`}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {text.chat}
            <span className="sr-only">{fill(text.chatWith, { name: line.name })}</span>
          </a>
        )}
        {website}
      </div>
      {line.textNumber && line.textKeyword && (
        <p className="mt-2 text-sm text-muted">
          {fill(text.keywordHint, { keyword: line.textKeyword, number: line.textNumber })}
        </p>
      )}

      {line.otherWays.length > 0 && (
        <ul
          aria-label={fill(text.otherWays, { name: line.name })}
          className="mt-3 space-y-1 text-sm"
        >
          {line.otherWays.map((way) => (
            <li key={way.label}>
              {way.href ? (
                <a
                  href={way.href}
                  {...(way.href.startsWith('https:') ? { rel: 'noopener noreferrer' } : {})}
                  className="inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-2"
                >
                  {way.label}
                </a>
              ) : (
                way.label
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The line's own website: shown while it is unavailable too. */
function Website({ line, text }: { line: CrisisLine; text: CrisisCardText }) {
  return (
    <a
      href={line.website}
      rel="noopener noreferrer"
      className={`${crisisActionClass} border border-border bg-surface text-fg hover:bg-surface-2`}
    >
      <Globe className="size-4" aria-hidden="true" />
      <span className="sr-only">{text.website}</span>
      {websiteLabel(line.website)}
    </a>
  )
}
