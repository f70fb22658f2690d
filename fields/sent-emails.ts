import type { JoinField } from 'payload'

/**
 * The Outbox entries about this document (collections/Outbox, its `submission` or `subscriber`),
 * newest first, each a link to what was sent: Payload's join field, read with the member's own
 * access to the Outbox.
 */
export const sentEmails = (on: 'submission' | 'subscriber'): JoinField => ({
  name: 'emails',
  label: 'E-mails sent about it',
  type: 'join',
  collection: 'outbox',
  on,
  defaultSort: '-createdAt',
  defaultLimit: 10,
  admin: {
    allowCreate: false,
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    description: 'From the Outbox: what the site sent, or could not send, about this one.',
  },
})
