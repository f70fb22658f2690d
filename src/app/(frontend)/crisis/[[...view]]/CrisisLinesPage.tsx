import { CrisisResourceCard } from '@/components/crisis/CrisisResourceCard'
import { EmergencyNumbers } from '@/components/crisis/EmergencyNumbers'
import { alwaysOpenAlternatives, type CrisisLine } from '@domain/crisis/lines'

export const crisisMetadata = {
  title: 'Crisis support',
  description:
    'Free, confidential crisis lines you can call or text now, including LGBTQ+ support lines.',
  alternates: { canonical: '/crisis' },
}

/** The crisis lines as a page: works without JavaScript and loads nothing from other sites. */
export function CrisisLinesPage({ lines }: { lines: CrisisLine[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="font-semibold text-muted">Crisis support</p>
      <h1
        data-page-heading
        tabIndex={-1}
        className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
      >
        Get help now
      </h1>
      <p className="mt-4 text-lg text-muted">
        If you’re thinking about suicide, worried about someone, or just need to talk, these free
        and confidential lines are here for you. You don’t have to go through this alone.
      </p>

      <section aria-labelledby="crisis-now" className="mt-8">
        <h2 id="crisis-now" className="sr-only">
          Emergency and crisis numbers
        </h2>
        <EmergencyNumbers />
      </section>

      <section aria-labelledby="crisis-lines" className="mt-10">
        <h2 id="crisis-lines" className="text-2xl font-bold">
          Crisis lines
        </h2>
        <p className="mt-1 text-muted">
          Lines for LGBTQ+ people are marked. Hours are in each line’s own time zone; whether a line
          is open now is shown in yours.
        </p>
        <ul className="mt-4 space-y-3">
          {lines.map((line) => (
            <li key={line.id}>
              <CrisisResourceCard line={line} alternatives={alwaysOpenAlternatives(line, lines)} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="crisis-keep" className="mt-10 rounded-2xl bg-surface-2 p-5">
        <h2 id="crisis-keep" className="text-xl font-bold">
          Keep these numbers with you
        </h2>
        <ul className="mt-2 space-y-2">
          <li>
            <a href="/crisis/card" className="font-semibold text-primary underline">
              Print a wallet card
            </a>{' '}
            with every line and a code that opens this page.
          </li>
          <li>
            <a
              href="/crisis/contacts.vcf"
              download="crisis-lines.vcf"
              className="font-semibold text-primary underline"
            >
              Add the lines to your phone’s contacts
            </a>{' '}
            (a contacts file, .vcf).
          </li>
        </ul>
        <p className="mt-2 text-sm text-muted">
          Anyone who looks through your phone or wallet could see them.{' '}
          <a href="/crisis/safety#saved-numbers" className="font-semibold text-primary underline">
            Keeping saved numbers private
          </a>
        </p>
      </section>

      <section aria-labelledby="crisis-safety" className="mt-6 rounded-2xl bg-surface-2 p-5">
        <h2 id="crisis-safety" className="text-xl font-bold">
          Leaving this site quickly
        </h2>
        <p className="mt-2">
          Use the “Exit this site” button at the top of every page, or press{' '}
          <kbd className="font-sans font-semibold">Shift</kbd> three times, to leave at once for a
          weather search. It clears what this site stored in your browser, but not your browser
          history.
        </p>
        <p className="mt-2">
          <a href="/crisis/safety" className="font-semibold text-primary underline">
            How to browse more safely
          </a>
        </p>
      </section>
    </div>
  )
}
