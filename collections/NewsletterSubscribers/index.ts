import { DEFAULT_LOCALE, LANGUAGE_OPTIONS } from '@domain/i18n/locales'
import { sentEmails } from '../../fields/sent-emails'
import { ADMIN_DATE_TIME_FORMAT } from '@domain/team-time'
import type { CollectionConfig, Field, FieldAccess } from 'payload'
import { teamOnly } from '../../access'
import { exportSubscribersEndpoint } from '../../endpoints/formSubmissions'
import { wholeDayFilters } from '../FormSubmissions/whole-day-filters'

const nobody: FieldAccess = () => false

/** When its confirmation was sent, when it was confirmed, when it was unsubscribed. */
const SENT_DATES = ['confirmationSentAt', 'confirmedAt', 'unsubscribedAt'] as const

/**
 * Newsletter sign-ups with double opt-in: "pending" until the person opens the confirmation
 * link sent to the address. Only the form handler creates them; the team can read, correct or
 * remove them.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'language', 'confirmedAt', 'createdAt'],
    group: 'Forms',
    description:
      'Only "Confirmed" subscribers asked for the newsletter. Unsubscribed addresses stay listed so they are never added again without a new confirmation.',
    components: {
      beforeListTable: ['/collections/NewsletterSubscribers/ListTools#SubscribersListTools'],
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: teamOnly,
    create: () => false,
    update: teamOnly,
    delete: teamOnly,
  },
  endpoints: [exportSubscribersEndpoint],
  hooks: {
    beforeOperation: [wholeDayFilters(['createdAt', 'updatedAt', ...SENT_DATES])],
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'name', type: 'text', maxLength: 100 },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_LOCALE,
      options: LANGUAGE_OPTIONS,
      admin: {
        position: 'sidebar',
        description:
          'The language of the form they signed up with: their e-mails and the pages the links open are in it.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending confirmation', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
      admin: { position: 'sidebar' },
    },
    ...SENT_DATES.map((name): Field => ({
      name,
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { displayFormat: ADMIN_DATE_TIME_FORMAT },
      },
    })),
    sentEmails('subscriber'),
    // The confirmation token is stored only as a SHA-256 hash and never leaves the server.
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'tokenExpiresAt',
      type: 'date',
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
