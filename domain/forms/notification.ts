/**
 * Whether the team was told about a form submission. "sent" means a mail server accepted the
 * notification; every other state means nobody was e-mailed (yet), and says why.
 */
export const STAFF_NOTIFICATION_STATES = ['sent', 'log-only', 'failed', 'sending'] as const
export type StaffNotificationState = (typeof STAFF_NOTIFICATION_STATES)[number]

export type MailOutcome =
  | { status: 'sent'; accepted: string[] }
  | { status: 'log-only' }
  | { status: 'failed'; reason: string }
  | { status: 'sending' }

/** The labels of the submission's "Team notification" field (list column and sidebar). */
export const STAFF_NOTIFICATION_LABELS: Record<StaffNotificationState, string> = {
  sent: 'E-mailed to the team',
  'log-only': 'Nobody notified: e-mail is not set up',
  failed: 'Nobody notified: sending failed',
  sending: 'Nobody notified yet: still sending',
}

/** Where the admin explains how e-mail leaves the site (and how to set it up). */
export const MAIL_SETUP_HREF = '/admin/integrations'

/** What the submission and the dashboard say about one state, in plain words. */
export function staffNotificationSentence(
  state: StaffNotificationState | null | undefined,
  detail?: string | null,
): string {
  switch (state) {
    case 'sent':
      return 'The team was e-mailed: a mail server accepted the message.'
    case 'log-only':
      return 'Nobody was notified: e-mail is not set up on this site, so the notification was only written to the server log. Read new submissions here, and ask whoever runs the server to set up e-mail (see Integrations → Email).'
    case 'failed':
      return `Nobody was notified: the notification e-mail could not be sent${detail ? ` (${detail.replace(/\.$/, '')})` : ''}. Check the mail settings under Integrations → Email.`
    case 'sending':
      return 'Nobody has been notified yet: the mail server had not answered when this submission was stored.'
    default:
      return 'Not recorded: this submission arrived before the site recorded whether the team was e-mailed.'
  }
}
