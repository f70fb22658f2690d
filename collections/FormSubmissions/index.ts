import { sentEmails } from '../../fields/sent-emails'
import { dayFilteredTimestamps } from '../../fields/day-filtered-timestamps'
import { ADMIN_DATE_TIME_FORMAT } from '@domain/team-time'
import type { CollectionConfig } from 'payload'
import { teamOnly } from '../../access'
import { FORM_KIND_LABELS, FORM_KINDS } from '@domain/forms/definitions'
import { STAFF_NOTIFICATION_LABELS, STAFF_NOTIFICATION_STATES } from '@domain/forms/notification'
import {
  exportSubmissionsEndpoint,
  purgeSubmissionsEndpoint,
} from '../../endpoints/formSubmissions'
import { wholeDayFilters } from './whole-day-filters'

/**
 * What visitors sent through the contact, volunteer and PROJECT: SILHOUETTE forms. Only the
 * team reads them; nobody creates them through the API: the site's form handler does, after
 * validation, rate limiting and the honeypot check.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: {
    useAsTitle: 'name',
    // The list's search box finds a person by name or address (and the export follows it).
    listSearchableFields: ['name', 'email'],
    defaultColumns: ['name', 'form', 'topic', 'email', 'status', 'staffNotification', 'createdAt'],
    group: 'Forms',
    description:
      'Messages and applications sent through the site. Older ones are deleted automatically after the number of days set in Site settings → Staff.',
    components: {
      beforeListTable: ['/collections/FormSubmissions/ListTools#SubmissionsListTools'],
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: teamOnly,
    create: () => false,
    update: teamOnly,
    delete: teamOnly,
  },
  hooks: { beforeOperation: [wholeDayFilters(['createdAt', 'updatedAt', 'staffNotifiedAt'])] },
  endpoints: [exportSubmissionsEndpoint, purgeSubmissionsEndpoint],
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      index: true,
      options: FORM_KINDS.filter((k) => k !== 'newsletter').map((k) => ({
        label: FORM_KIND_LABELS[k],
        value: k,
      })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // Sent from an event's page: its places are counted by this (src/lib/cms/forms/event-registration.ts).
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      label: 'Registered for',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'In progress', value: 'in-progress' },
        { label: 'Done', value: 'done' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'staffNotification',
      type: 'select',
      label: 'Team notification',
      options: STAFF_NOTIFICATION_STATES.map((value) => ({
        label: STAFF_NOTIFICATION_LABELS[value],
        value,
      })),
      admin: {
        readOnly: true,
        position: 'sidebar',
        components: { Field: '/collections/FormSubmissions/NotificationStatus#NotificationStatus' },
      },
    },
    {
      name: 'staffNotificationDetail',
      type: 'text',
      label: 'Why nobody was notified',
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'staffNotifiedAt',
      type: 'date',
      label: 'Team e-mailed at',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { displayFormat: ADMIN_DATE_TIME_FORMAT },
        // Its time, not a day, is what the screen shows: filter by the day it was received.
        disableListFilter: true,
        description: 'When a mail server accepted the notification. Empty: nobody was e-mailed.',
        condition: (data) => Boolean(data?.staffNotifiedAt),
      },
    },
    { name: 'name', type: 'text', admin: { readOnly: true } },
    {
      // The contact form's topic, kept beside the rest so the list can show, filter and sort it.
      name: 'topic',
      type: 'text',
      index: true,
      admin: { readOnly: true, condition: (data) => Boolean(data?.topic) },
    },
    { name: 'email', type: 'email', admin: { readOnly: true } },
    {
      name: 'summary',
      type: 'textarea',
      admin: { readOnly: true, description: 'Everything that was sent, as the form labelled it.' },
    },
    sentEmails('submission'),
    { name: 'data', type: 'json', admin: { readOnly: true, hidden: true } },
    ...dayFilteredTimestamps(),
  ],
}
