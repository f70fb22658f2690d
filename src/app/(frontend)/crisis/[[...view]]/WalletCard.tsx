import { SubpageHeading } from './SubpageHeading'
import QRCode from 'qrcode'
import { CRISIS_LIFELINE_NUMBER, EMERGENCY_NUMBER } from '@domain/constants'
import type { CrisisLine } from '@domain/crisis/lines'
import { siteUrl } from '@domain/site'
import { PrintButton } from './PrintButton'

export const walletCardMetadata = {
  title: 'Wallet card of crisis lines',
  description: 'A printable card with every crisis line and a code that opens the list online.',
  alternates: { canonical: '/crisis/card' },
}

/** "Call 1-866-488-7386 · Text START to 678-678", the ways to reach a line in one row. */
function reach(line: CrisisLine): string {
  const ways = [
    line.phone ? `Call ${line.phoneDisplay}` : null,
    line.textNumber ? (line.textInstructions ?? `Text ${line.textNumber}`) : null,
  ]
  return ways.filter(Boolean).join(' · ')
}

/**
 * /crisis/card: the crisis lines on one A6 card to print and fold into a wallet, with a QR code
 * back to /crisis (made here on the server, so printing needs no JavaScript). On screen it is a
 * preview with print instructions; in print only the card comes out.
 */
export async function WalletCard({ lines, siteName }: { lines: CrisisLine[]; siteName: string }) {
  const crisisUrl = `${siteUrl()}/crisis`
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
        <SubpageHeading title="Wallet card">
          Print this card (A6, a quarter of a letter or A4 sheet), cut it out and keep it in your
          wallet or bag. Only the card is printed. The code on it opens this site’s crisis page.
        </SubpageHeading>
        <p className="mt-3 flex flex-wrap items-center gap-3">
          <PrintButton />
          <span className="text-sm text-muted">
            Or use your browser’s Print command (<kbd className="font-sans">Ctrl + P</kbd>, on a Mac{' '}
            <kbd className="font-sans">⌘ + P</kbd>).
          </span>
        </p>
      </div>

      <section
        data-print-card
        aria-label="Wallet card"
        className="mx-auto mt-8 w-full max-w-[105mm] rounded-xl border-2 border-black bg-white p-4 text-[13px] leading-snug text-black print:mt-0 print:max-w-none print:rounded-none print:border-0 print:p-0 print:text-[9pt]"
      >
        <p className="text-base font-extrabold">Crisis lines: free and confidential</p>
        <p className="mt-0.5 text-[11px]">From {siteName}</p>
        <ul className="mt-2 space-y-1.5">
          <li className="border-b border-black pb-1.5">
            <strong>In danger right now:</strong> call {EMERGENCY_NUMBER}
          </li>
          <li className="border-b border-black pb-1.5">
            <strong>Crisis counselor, 24/7:</strong> call or text {CRISIS_LIFELINE_NUMBER}
          </li>
          {lines.map((line) => (
            <li key={line.id}>
              <strong>{line.name}</strong>
              {line.isLgbtqSpecific && <span> (LGBTQ+)</span>}
              <br />
              {reach(line)}
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
            aria-label={`QR code that opens ${crisisUrl}`}
            className="size-20 shrink-0 [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: qr }}
          />
          <p className="text-[11px]">
            Scan for every line, open hours and chat links:
            <br />
            <span className="font-semibold break-all">{crisisUrl}</span>
          </p>
        </div>
      </section>
    </div>
  )
}
