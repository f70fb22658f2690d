import { CrisisHelp } from '@/components/crisis/CrisisHelp'
import { toCrisisLineIn, withOpenSchedules } from '@domain/crisis/lines'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { getCrisisResources } from '@/lib/cms'

/** Crisis help above every result, for a search whose words signal distress (see CrisisHelp). */
export async function CrisisFirst({ locale }: { locale: Locale }) {
  const messages = messagesFor(locale)
  const lines = withOpenSchedules((await getCrisisResources(locale)).map(toCrisisLineIn(locale)))
  return (
    <div className="mb-10">
      <CrisisHelp
        lines={lines}
        text={messages.search}
        crisis={messages.crisis}
        headingId="search-help"
      />
    </div>
  )
}
