import { CrisisLineList } from '@/components/crisis/CrisisLineList'
import { EmergencyNumbers } from '@/components/crisis/EmergencyNumbers'
import { Link } from '@/components/ui/IntentLink'
import { toCrisisLineIn, withOpenSchedules } from '@domain/crisis/lines'
import { type Locale, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { getCrisisResources } from '@/lib/cms'

/**
 * Crisis help above every result, for a search whose words signal distress: 911 and 988 (call
 * and text) and the LGBTQ+ lines, with the same call and text links as /crisis.
 */
export async function CrisisFirst({ locale }: { locale: Locale }) {
  const messages = messagesFor(locale)
  const t = messages.search
  const lines = withOpenSchedules((await getCrisisResources(locale)).map(toCrisisLineIn(locale)))
  const lgbtq = lines.filter((line) => line.isLgbtqSpecific)
  return (
    <section
      aria-labelledby="search-help"
      className="mb-10 rounded-3xl border-2 border-danger bg-surface p-5 sm:p-6"
    >
      <h2 id="search-help" className="text-2xl font-bold">
        {t.helpHeading}
      </h2>
      <p className="mt-2 text-lg">{t.helpText}</p>
      <div className="mt-5">
        <EmergencyNumbers text={messages.crisis.emergency} />
      </div>
      {lgbtq.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-bold">{t.helpLines}</h3>
          <CrisisLineList shown={lgbtq} all={lines} text={messages.crisis.card} className="mt-3" />
        </>
      )}
      <Link
        href={toLocalePath('/crisis', locale)}
        className="mt-5 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
      >
        {t.allLines}
      </Link>
    </section>
  )
}
