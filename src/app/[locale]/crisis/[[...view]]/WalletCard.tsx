import { SubpageHeading } from './SubpageHeading'
import QRCode from 'qrcode'
import { CRISIS_LIFELINE_NUMBER, EMERGENCY_NUMBER } from '@domain/constants'
import type { CrisisLine } from '@domain/crisis/lines'
import { siteUrl } from '@domain/site'
import { fill } from '@domain/i18n/fill'
import type { Locale } from '@domain/i18n/locales'
import { type Messages, messagesFor } from '@domain/i18n/messages'
import { PrintButton } from './PrintButton'

export const walletCardMetadata = (locale: Locale) => ({
  title: messagesFor(locale).walletCard.title,
  description: messagesFor(locale).walletCard.description,
})

/** "Call 1-866-488-7386 · Text START to 678-678", the ways to reach a line in one row. */
function reach(line: CrisisLine, card: Messages['crisis']['card']): string {
  const ways = [
    line.phone ? (line.callInstructions ?? fill(card.call, { number: line.phoneDisplay })) : null,
    line.textNumber
      ? (line.textInstructions ?? fill(card.text, { number: line.textNumber }))
      : null,
  ]
  return ways.filter(Boolean).join(' · ')
}

/**
 * /crisis/card: the crisis lines on one A6 card to print and fold into a wallet, with a QR code
 * back to /crisis (made here on the server, so printing needs no JavaScript). On screen it is a
 * preview with print instructions; in print only the card comes out.
 */
export async function WalletCard({
  lines,
  siteName,
  locale,
}: {
  lines: CrisisLine[]
  siteName: string
  locale: Locale
}) {
  const messages = messagesFor(locale)
  const t = messages.walletCard
  const crisisUrl = `${siteUrl()}${messages.crisisPage.cardUrl}`
  const qr = await QRCode.toString(crisisUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 0,
    color: { dark: '#000000', light: '#ffffff' },
  })
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:p-0">
      {/* Paper size for this page only: a global @page would change every page's printout. */}
      <style>{'@page { size: A6 portrait; margin: 6mm; }'}</style>
      <div className="print:hidden">
        <SubpageHeading title={t.heading} locale={locale}>
          {t.intro}
        </SubpageHeading>
        {/* The button's room is kept before JavaScript shows it, so nothing below moves. */}
        <div className="mt-3 min-h-11">
          <PrintButton label={t.print} />
        </div>
        <p className="mt-2 text-sm text-muted">
          {t.printOr}
          <kbd className="font-sans">Ctrl + P</kbd>
          {t.printMac} <kbd className="font-sans">⌘ + P</kbd>).
        </p>
      </div>

      <section
        data-print-card
        aria-label={t.label}
        className="mx-auto mt-8 w-full max-w-[105mm] rounded-xl border-2 border-black bg-white p-4 text-[13px] leading-snug text-black print:mt-0 print:max-w-none print:rounded-none print:border-0 print:p-0 print:text-[9pt]"
      >
        <p className="text-base font-extrabold">{t.cardTitle}</p>
        <p className="mt-0.5 text-[11px]">{fill(t.from, { site: siteName })}</p>
        <ul className="mt-2 space-y-1.5">
          <li className="border-b border-black pb-1.5">
            <strong>{t.danger}</strong> {fill(t.dangerCall, { number: EMERGENCY_NUMBER })}
          </li>
          <li className="border-b border-black pb-1.5">
            <strong>{t.counselor}</strong>{' '}
            {fill(t.counselorReach, { number: CRISIS_LIFELINE_NUMBER })}
          </li>
          {lines.map((line) => (
            <li key={line.id}>
              <strong>{line.name}</strong>
              {line.isLgbtqSpecific && <span>{t.lgbtq}</span>}
              {line.answersOnlyIn && (
                <span>{fill(t.answersOnlyIn, { languages: line.answersOnlyIn })}</span>
              )}
              <br />
              {reach(line, messages.crisis.card)}
              {line.availability && (
                <>
                  <br />
                  <span>{line.availability}</span>
                </>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-center gap-3 border-t border-black pt-2">
          <div
            role="img"
            aria-label={fill(t.qr, { url: crisisUrl })}
            className="size-20 shrink-0 [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: qr }}
          />
          <p className="text-[11px]">
            {t.scan}
            <br />
            <span className="font-semibold break-all">{crisisUrl}</span>
          </p>
        </div>
      </section>
    </div>
  )
}
