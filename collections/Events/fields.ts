import type { Field } from 'payload'
import { namedTimeZone } from '../../fields/time-zone'
import { type EventDocTiming, timingOf } from '@domain/events/doc'
import { timingProblems } from '@domain/events/timing'
import { teamFieldOnly } from '../../access'
import {
  ACCESSIBILITY_FEATURES,
  JOIN_LINK_LEAD_MINUTES,
  type AccessibilityFeature,
} from '@domain/events/rules'

/** The admin's words for each feature (visitors read the catalogue's). */
const FEATURE_LABELS: Record<AccessibilityFeature, string> = {
  stepFree: 'Step-free access',
  captions: 'Live captions',
  asl: 'ASL interpretation',
  quietRoom: 'Quiet room',
}

const dateTime = { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } } as const
const isOnline = (_: unknown, sibling: Record<string, unknown>) => sibling?.attendance === 'online'
const isInPerson = (_: unknown, sibling: Record<string, unknown>) =>
  sibling?.attendance !== 'online'

const httpsUrl = (label: string) => (value: unknown) =>
  value === null || value === undefined || value === ''
    ? true
    : typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value) && value.length <= 500
      ? true
      : `${label}: an address starting with https://, at most 500 characters.`

/** When: start, end, all day and repeats, in the zone the start names. */
export const whenFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'startsAt',
        type: 'date',
        required: true,
        label: 'Starts',
        index: true,
        timezone: namedTimeZone,
        admin: {
          width: '50%',
          ...dateTime,
          description: 'In the time zone chosen under it; visitors see it with the zone named.',
        },
      },
      {
        name: 'endsAt',
        type: 'date',
        required: true,
        label: 'Ends',
        timezone: namedTimeZone,
        admin: { width: '50%', ...dateTime, description: 'After the start, in the same zone.' },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
          const start = Date.parse(String(siblingData?.startsAt ?? ''))
          const end = Date.parse(String(value ?? ''))
          if (!Number.isFinite(end)) return 'Ends: choose a day and time.'
          if (Number.isFinite(start) && end <= start) return 'Ends: choose a time after Starts.'
          if (siblingData?.endsAt_tz && siblingData.endsAt_tz !== siblingData.startsAt_tz)
            return 'Ends: use the same time zone as Starts.'
          return true
        },
      },
    ],
  },
  {
    name: 'allDay',
    type: 'checkbox',
    label: 'All day',
    defaultValue: false,
    admin: { description: 'Only the days are shown and written to calendars, not the times.' },
  },
  {
    name: 'repeat',
    type: 'group',
    label: 'Repeats',
    fields: [
      {
        name: 'frequency',
        type: 'radio',
        label: 'How often',
        defaultValue: 'none',
        options: [
          { label: 'Once', value: 'none' },
          { label: 'Every week, on the same day', value: 'weekly' },
          { label: 'Every month, on the same weekday (e.g. the second Tuesday)', value: 'monthly' },
        ],
      },
      {
        name: 'until',
        type: 'date',
        label: 'Until (optional)',
        admin: {
          condition: (_, sibling) => sibling?.frequency && sibling.frequency !== 'none',
          date: { pickerAppearance: 'dayOnly' },
          description: 'The last day it may take place. Empty: it goes on until you change this.',
        },
        validate: (value: unknown, { data }: { data: Record<string, unknown> }) => {
          const timing = value ? timingOf(data as EventDocTiming) : null
          return timing && timingProblems(timing).includes('until')
            ? 'Until: choose a day on or after the day it starts.'
            : true
        },
      },
      {
        name: 'exceptions',
        type: 'array',
        label: 'Skipped days',
        labels: { singular: 'Skipped day', plural: 'Skipped days' },
        maxRows: 100,
        admin: {
          condition: (_, sibling) => sibling?.frequency && sibling.frequency !== 'none',
          description:
            'Days it does not take place (a holiday). They are left out of every calendar.',
        },
        fields: [
          {
            name: 'date',
            type: 'date',
            required: true,
            label: 'Day',
            admin: { date: { pickerAppearance: 'dayOnly' } },
          },
        ],
      },
    ],
  },
]

/** Where: in person (address, access) or online (a link shown to registered people or near the time). */
export const placeFields: Field[] = [
  {
    name: 'attendance',
    type: 'radio',
    label: 'Where',
    required: true,
    defaultValue: 'in-person',
    options: [
      { label: 'In person', value: 'in-person' },
      { label: 'Online', value: 'online' },
    ],
  },
  {
    name: 'venue',
    type: 'group',
    label: 'Place',
    admin: { condition: isInPerson },
    fields: [
      { name: 'name', type: 'text', label: 'Name of the place', maxLength: 120, localized: true },
      {
        name: 'address',
        type: 'textarea',
        label: 'Address',
        maxLength: 300,
        admin: {
          description: 'Street, city, state and ZIP, as a visitor would type it into a map.',
        },
      },
    ],
  },
  {
    name: 'online',
    type: 'group',
    label: 'Online room',
    admin: { condition: isOnline },
    fields: [
      {
        name: 'joinUrl',
        type: 'text',
        label: 'Link to join',
        // Never in the site's own reads: the page asks for it only when it may show it.
        access: { read: teamFieldOnly },
        validate: httpsUrl('Link to join'),
      },
      {
        name: 'joinLinkShown',
        type: 'radio',
        label: 'Who sees the link',
        defaultValue: 'registered',
        options: [
          { label: 'Only people who register (you send it to them)', value: 'registered' },
          {
            label: `Anyone on the event page, from ${JOIN_LINK_LEAD_MINUTES} minutes before it starts until it ends`,
            value: 'nearTime',
          },
        ],
      },
    ],
  },
  {
    name: 'accessibility',
    type: 'select',
    hasMany: true,
    label: 'Accessibility',
    options: ACCESSIBILITY_FEATURES.map((value) => ({ label: FEATURE_LABELS[value], value })),
    admin: { description: 'What is offered; shown first on the event page.' },
  },
  {
    name: 'accessibilityNotes',
    type: 'textarea',
    label: 'More about access (optional)',
    maxLength: 500,
    localized: true,
    admin: {
      description:
        'E.g. "Elevator on the left of the entrance; all-gender restrooms on every floor."',
    },
  },
]

/** Registration: none, an external page or one of our forms, with the places it has. */
export const registrationFields: Field[] = [
  {
    name: 'registration',
    type: 'group',
    label: 'Registration',
    fields: [
      {
        name: 'kind',
        type: 'radio',
        label: 'How people register',
        defaultValue: 'none',
        options: [
          { label: 'No registration: just come', value: 'none' },
          { label: 'On another website', value: 'external' },
          { label: 'With one of our forms', value: 'form' },
        ],
      },
      {
        name: 'url',
        type: 'text',
        label: 'Registration page',
        admin: { condition: (_, sibling) => sibling?.kind === 'external' },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          siblingData?.kind === 'external' && !value
            ? 'Registration page: the address where people register.'
            : httpsUrl('Registration page')(value),
      },
      {
        name: 'form',
        type: 'relationship',
        relationTo: 'forms',
        label: 'Form',
        filterOptions: () => true,
        admin: {
          condition: (_, sibling) => sibling?.kind === 'form',
          description: 'Its answers are counted against the places below.',
        },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          siblingData?.kind === 'form' && !value
            ? 'Form: choose the form people register with.'
            : true,
      },
      {
        name: 'capacity',
        type: 'number',
        label: 'Places (optional)',
        min: 1,
        max: 100000,
        admin: {
          condition: (_, sibling) => sibling?.kind !== 'none',
          description: 'With one of our forms, the page shows how many are left.',
        },
      },
      {
        name: 'full',
        type: 'checkbox',
        label: 'Registration is full',
        defaultValue: false,
        admin: {
          condition: (_, sibling) => sibling?.kind !== 'none',
          description: 'Tick when the other website says so: the page then says it is full.',
        },
      },
    ],
  },
]
