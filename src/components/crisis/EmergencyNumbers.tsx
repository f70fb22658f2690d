import { MessageSquareText, Phone, Siren } from 'lucide-react'
import { CRISIS_LIFELINE_NUMBER, EMERGENCY_NUMBER } from '@domain/constants'
import { smsHref, telHref } from '@domain/crisis/links'
import { crisisActionClass } from './CrisisResourceCard'

/** 911 for emergencies and 988 for crisis support, first and largest. */
export function EmergencyNumbers({ onCall988 }: { onCall988?: () => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-2xl border-2 border-danger bg-surface p-4">
        <p className="flex items-center gap-2 font-bold">
          <Siren className="size-5 shrink-0" aria-hidden="true" />
          In danger right now?
        </p>
        <p className="mt-1 text-sm text-muted">For emergencies, call 911.</p>
        <a
          href={telHref(EMERGENCY_NUMBER)}
          className={`${crisisActionClass} mt-3 bg-fg text-bg hover:opacity-90`}
        >
          <Phone className="size-4" aria-hidden="true" />
          Call 911
        </a>
      </div>
      <div className="rounded-2xl border-2 border-primary bg-surface p-4">
        <p className="flex items-center gap-2 font-bold">
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          Talk to someone now
        </p>
        <p className="mt-1 text-sm text-muted">For crisis support, call or text 988, 24/7.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a
            href={telHref(CRISIS_LIFELINE_NUMBER)}
            onClick={onCall988}
            className={`${crisisActionClass} bg-primary text-primary-fg hover:opacity-90`}
          >
            <Phone className="size-4" aria-hidden="true" />
            Call 988
          </a>
          <a
            href={smsHref(CRISIS_LIFELINE_NUMBER)}
            className={`${crisisActionClass} border border-border bg-surface text-fg hover:bg-surface-2`}
          >
            <MessageSquareText className="size-4" aria-hidden="true" />
            Text 988
          </a>
        </div>
        <p className="mt-2 text-sm text-muted">
          Deaf or hard of hearing: dial 711, then 988, or text 988. En español: llama al 988 y marca
          2.
        </p>
      </div>
    </div>
  )
}
