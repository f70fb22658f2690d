import { Link } from '@/components/ui/IntentLink'
import type { CrisisLine } from '@domain/crisis/lines'
import type { CrisisHelpText, CrisisText } from '@domain/i18n/messages'
import { CrisisLineList } from './CrisisLineList'
import { EmergencyNumbers } from './EmergencyNumbers'

/**
 * Crisis help for words that signal distress: 911 and 988 (call and text), the LGBTQ+ lines with
 * the same call and text links as /crisis, and a link to every line. Shown above the search
 * page's results (search/CrisisFirst) and in the phone menu as its search box is typed in.
 */
export function CrisisHelp({
  lines,
  text,
  crisis,
  headingId,
}: {
  /** Every published line: the LGBTQ+ ones are shown, the others offered when one is closed. */
  lines: CrisisLine[]
  text: CrisisHelpText
  crisis: CrisisText
  /** Unique on the page: the search page and the phone menu may both show this. */
  headingId: string
}) {
  const lgbtq = lines.filter((line) => line.isLgbtqSpecific)
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border-2 border-danger bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {text.helpHeading}
      </h2>
      <p className="mt-2 text-lg">{text.helpText}</p>
      <div className="mt-5">
        <EmergencyNumbers text={crisis.emergency} />
      </div>
      {lgbtq.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-bold">{text.helpLines}</h3>
          <CrisisLineList shown={lgbtq} all={lines} text={crisis.card} className="mt-3" />
        </>
      )}
      <Link
        href={crisis.page}
        className="mt-5 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
      >
        {text.allLines}
      </Link>
    </section>
  )
}
