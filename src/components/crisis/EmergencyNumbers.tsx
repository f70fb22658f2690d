import { MessageSquareText, Phone, Siren } from 'lucide-react'
import { CRISIS_LIFELINE_NUMBER, EMERGENCY_NUMBER } from '@domain/constants'
import { smsHref, telHref } from '@domain/crisis/links'
import type { CrisisText } from '@domain/i18n/messages'
import { crisisActionClass } from './CrisisResourceCard'

/** 911 for emergencies and 988 for crisis support, first and largest. */
export function EmergencyNumbers({
  text,
  onCall988,
}: {
  text: CrisisText['emergency']
  onCall988?: () => void
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-2xl border-2 border-danger bg-surface p-4">
        <p className="flex items-center gap-2 font-bold">
          <Siren className="size-5 shrink-0" aria-hidden="true" />
          {text.dangerTitle}
        </p>
        <p className="mt-1 text-sm text-muted">{text.dangerText}</p>
        <a
          href={telHref(EMERGENCY_NUMBER)}
          className={`${crisisActionClass} mt-3 bg-fg text-bg hover:opacity-90`}
        >
          <Phone className="size-4" aria-hidden="true" />
          {text.call911}
        </a>
      </div>
      <div className="rounded-2xl border-2 border-primary bg-surface p-4">
        <p className="flex items-center gap-2 font-bold">
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          {text.talkTitle}
        </p>
        <p className="mt-1 text-sm text-muted">{text.talkText}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a
            href={telHref(CRISIS_LIFELINE_NUMBER)}
            onClick={onCall988}
            className={`${crisisActionClass} bg-primary text-primary-fg hover:opacity-90`}
          >
            <Phone className="size-4" aria-hidden="true" />
            {text.call988}
          </a>
          <a
            href={smsHref(CRISIS_LIFELINE_NUMBER, text.text988Keyword)}
            className={`${crisisActionClass} border border-border bg-surface text-fg hover:bg-surface-2`}
          >
            <MessageSquareText className="size-4" aria-hidden="true" />
            {text.text988}
          </a>
        </div>
        <p className="mt-2 text-sm text-muted">{text.note}</p>
      </div>
    </div>
  )
}
