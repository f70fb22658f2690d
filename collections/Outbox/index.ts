import type { CollectionConfig } from 'payload'
import { siteRecordAccess } from '../../access'
import { OUTBOX_KEEP_DAYS, OUTBOX_STATUSES, OUTBOX_STATUS_LABELS } from '@domain/outbox'

/**
 * Every email the site sends or would send (invitations, password resets, newsletter
 * confirmations, form notifications), recorded by the e-mail adapter (src/lib/email/adapter.ts)
 * as it hands each one over. Without a mail server (no SMTP_HOST) nothing goes out, and the
 * message is kept here, so the team can read what the person was not told; with one, its real
 * delivery state is recorded and its text kept only when it failed. The whole team reads it:
 * a link's secret (a token, a signature) is never stored (domain/outbox.ts, redactLinks), so
 * no read, filter or sort reaches one. An entry names the submission or subscriber it is about,
 * and their screens list it (their `emails` join). Never created or edited through the API.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Email', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    group: 'Team',
    listSearchableFields: ['subject', 'to'],
    description: `Every email the site sends or would send, newest first. Without a mail server set up, nothing is sent: each message is kept here, so you can see what the person was not told. Links that only work for the person they were sent to are shown without their secret part. With one, each message's delivery is shown, and its text kept only when sending failed. Kept ${OUTBOX_KEEP_DAYS} days.`,
  },
  defaultSort: '-createdAt',
  access: siteRecordAccess,
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
        description:
          'The message as written, its links without their secret part. Not kept for a message the mail server accepted.',
      },
    },
    {
      name: 'submission',
      label: 'About the submission',
      type: 'relationship',
      relationTo: 'form-submissions',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.submission),
      },
    },
    {
      name: 'subscriber',
      label: 'About the subscriber',
      type: 'relationship',
      relationTo: 'newsletter-subscribers',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.subscriber),
      },
    },
  ],
}
