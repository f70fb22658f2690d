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
