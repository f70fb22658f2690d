import type { CollectionConfig } from 'payload'
import { adminOnly } from '../../access'
import { OUTBOX_KEEP_DAYS, OUTBOX_STATUSES, OUTBOX_STATUS_LABELS } from '@domain/outbox'

/**
 * Every email the site sends or would send (invitations, password resets, newsletter
 * confirmations, form notifications), recorded by the e-mail adapter (src/lib/email/adapter.ts)
 * as it hands each one over. Without a mail server (no SMTP_HOST) nothing goes out, and the
 * message is kept here whole, so the team can read it and pass a link on by hand; with one, its
 * real delivery state is recorded and its text kept only when it failed. Admins only: the texts
 * carry one-time links. Never created or edited through the API.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Email', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    group: 'Team',
    listSearchableFields: ['subject', 'to'],
    description: `Every email the site sends or would send, newest first. Without a mail server set up, nothing is sent: each message is kept here in full, so you can read it and pass a link on yourself. With one, each message's delivery is shown, and its text kept only when sending failed. Kept ${OUTBOX_KEEP_DAYS} days.`,
  },
  defaultSort: '-createdAt',
  access: {
    read: adminOnly,
    create: () => false,
    update: () => false,
    delete: adminOnly,
  },
  fields: [
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'to', label: 'To', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: OUTBOX_STATUSES.map((value) => ({ value, label: OUTBOX_STATUS_LABELS[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'detail',
      type: 'text',
      admin: { readOnly: true, description: 'What the mail server answered, when it refused.' },
    },
    {
      name: 'text',
      label: 'Message',
      type: 'textarea',
      admin: {
        readOnly: true,
        description: 'The message as written. Not kept for a message the mail server accepted.',
      },
    },
  ],
}
