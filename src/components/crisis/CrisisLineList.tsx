import { alwaysOpenAlternatives, type CrisisLine } from '@domain/crisis/lines'
import type { CrisisCardText } from '@domain/i18n/messages'
import { CrisisResourceCard } from './CrisisResourceCard'

/**
 * Crisis lines as cards, each offering the lines open around the clock when it is closed (taken
 * from `all`): /crisis lists every line, a distress search the LGBTQ+ ones.
 */
export function CrisisLineList({
  shown,
  all = shown,
  text,
  className,
}: {
  shown: CrisisLine[]
  all?: CrisisLine[]
  text: CrisisCardText
  className?: string
}) {
  return (
    <ul className={`space-y-3 ${className ?? ''}`}>
      {shown.map((line) => (
        <li key={line.id}>
          <CrisisResourceCard
            line={line}
            text={text}
            alternatives={alwaysOpenAlternatives(line, all)}
          />
        </li>
      ))}
    </ul>
  )
}
