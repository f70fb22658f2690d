/**
 * The outbox (collections/Outbox): what became of each email the site sent or would have sent.
 * `not-sent`: no mail server is set up (SMTP_HOST), so nothing went out; `sent`: a mail server
 * accepted it for at least one recipient; `failed`: the server refused it or could not be reached.
 */
export const OUTBOX_STATUSES = ['not-sent', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  'not-sent': 'Not sent: no mail server is set up',
  sent: 'Accepted by the mail server',
  failed: 'Sending failed',
}

/** Days a message stays in the outbox. */
export const OUTBOX_KEEP_DAYS = 30

/** What stands in the Outbox for the secret part of a link (tests/unit/outbox-links.test.ts). */
export const OUTBOX_HIDDEN = '[hidden]'

/**
 * A message's text as the Outbox keeps it: every link's query values (a confirmation, invitation
 * or password-reset token, an unsubscribe signature) and fragment replaced by OUTBOX_HIDDEN. Such
 * a link works only for the person it was sent to, so the team reads where it led, never the
 * link itself: nothing secret is stored, so no read, filter or sort of the Outbox can reveal it.
 */
export function redactLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s<>"']+/gi, (url) =>
    url.replace(/([?&][^=&#]*=)[^&#]*/g, `$1${OUTBOX_HIDDEN}`).replace(/#.+$/, `#${OUTBOX_HIDDEN}`),
  )
}
