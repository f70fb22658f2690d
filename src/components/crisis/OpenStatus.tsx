'use client'

import { CircleCheck, Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import {
  describeOpenState,
  type Hours,
  isValidTimeZone,
  openState,
  zoneAbbreviation,
} from '@/lib/crisis/hours'
import type { CrisisLine } from '@/lib/crisis/lines'
import { telHref } from '@/lib/crisis/links'
import { useHydrated } from './useHydrated'

const FALLBACK_ZONE = 'America/New_York'
const REFRESH_MS = 60_000

type Props = {
  hours: Hours | null
  /** Server time of the render: before hydration the status is shown for it, in the line's zone. */
  renderedAt?: string
  /** Lines open 24/7 to suggest while this one is closed. */
  alternatives: Pick<CrisisLine, 'id' | 'name' | 'phone' | 'phoneDisplay'>[]
}

/**
 * "Open now" / "Closed now. Opens at 4 pm your time", in the visitor's own time zone once the
 * browser runs; the server render names the line's zone instead ("4 pm ET").
 */
export function OpenStatus({ hours, renderedAt, alternatives }: Props) {
  const hydrated = useHydrated()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), REFRESH_MS)
    return () => window.clearInterval(id)
  }, [])

  const serverRender = !hydrated && renderedAt !== undefined
  const at = serverRender ? new Date(renderedAt) : now
  const state = openState(hours, at)
  let text: string
  if (serverRender) {
    const zone = hours?.timeZone && isValidTimeZone(hours.timeZone) ? hours.timeZone : FALLBACK_ZONE
    text = describeOpenState(state, at, zone, zoneAbbreviation(zone, at))
  } else {
    text = describeOpenState(state, at)
  }
  const isOpen = state.kind === 'always' || state.kind === 'open'
  const Icon = isOpen ? CircleCheck : Clock

  return (
    <div className="space-y-1">
      <p className="flex items-start gap-1.5 font-semibold" data-open-state={state.kind}>
        <Icon
          className={`mt-1 size-4 shrink-0 ${isOpen ? 'text-success' : 'text-muted'}`}
          aria-hidden="true"
        />
        <span>{text}</span>
      </p>
      {state.kind === 'closed' && alternatives.length > 0 && (
        <p className="text-sm">
          Need someone now?{' '}
          {alternatives.map((alt, i) => (
            <span key={alt.id}>
              {i > 0 && ' or '}
              <a
                href={telHref(alt.phone ?? '')}
                className="inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-2"
              >
                Call {alt.name} ({alt.phoneDisplay})
              </a>
            </span>
          ))}
          {alternatives.length > 1 ? ', both open 24/7.' : ', open 24/7.'}
        </p>
      )}
    </div>
  )
}
