import type { MailOutcome } from '@domain/forms/notification'

/** The addresses of a nodemailer answer's `accepted` or `rejected` (strings or { address }). */
export const addresses = (list: unknown): string[] =>
  (Array.isArray(list) ? list : list ? [list] : [])
    .map((a) => (typeof a === 'string' ? a : String((a as { address?: unknown })?.address ?? '')))
    .filter(Boolean)

/**
 * What became of one message, from nodemailer's answer: "sent" only when a mail server accepted
 * at least one recipient. Without a mail server (`smtp` false) nothing went out: "log-only".
 * Shared by the e-mail adapter (the Outbox) and the forms' mail (./adapter.ts,
 * src/lib/cms/forms/mail.ts); not server-only, as payload.config's scripts load the adapter.
 */
export function deliveryOf(
  info: unknown,
  smtp: boolean,
): Exclude<MailOutcome, { status: 'sending' }> {
  const answer = info as { accepted?: unknown; rejected?: unknown } | null
  const accepted = addresses(answer?.accepted)
  if (accepted.length > 0) return { status: 'sent', accepted }
  if (!smtp) return { status: 'log-only' }
  const rejected = addresses(answer?.rejected)
  return {
    status: 'failed',
    reason: rejected.length
      ? `The mail server refused ${rejected.join(', ')}.`
      : 'The mail server accepted no recipient.',
  }
}
