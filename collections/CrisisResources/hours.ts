import { type Field, type FieldHook, ValidationError } from 'payload'
import {
  closureDay,
  DAYS_OF_WEEK,
  dayLabel,
  type Hours,
  isTimeOfDay,
  TIME_ZONE_NAMES,
  TIME_ZONES,
  timeOfDayProblem,
} from '@domain/crisis/hours'

/**
 * The opening hours of a crisis line as an editor thinks of them: one row per opening, named
 * "Friday 4 pm – Saturday 1 am"; times picked on a clock (stored as 24-hour "HH:MM"); the zone
 * by the name people use; closures from a first to a last day, named "Closed Dec 24 – Jan 1,
 * 2027 (9 days): Holidays".
 */

const OPENS_AT = 'Opens at'
const CLOSES_AT = 'Closes at'
const LAST_DAY = 'Last day closed'

const timeOfDay = (label: string) => (value: unknown) => timeOfDayProblem(label, value) ?? true

/** A last day before the first: the message, or null when the days are in order. */
function lastDayProblem(firstDay: unknown, lastDay: unknown): string | null {
  const first = closureDay(typeof firstDay === 'string' ? firstDay : null)
  const last = closureDay(typeof lastDay === 'string' ? lastDay : null)
  return first && last && last < first ? `${LAST_DAY}: on or after the first day closed.` : null
}

const timeField = (name: 'open' | 'close', label: string, description: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  validate: timeOfDay(label),
  admin: {
    description,
    width: '50%',
    components: { Field: '/collections/CrisisResources/TimeOfDayField#TimeOfDayField' },
  },
})

export const hoursFields: Field[] = [
  { name: 'is24x7', type: 'checkbox', label: 'Open 24 hours, 7 days', defaultValue: true },
  {
    name: 'timeZone',
    label: 'Time zone',
    type: 'select',
    defaultValue: 'America/New_York',
    options: TIME_ZONES.map((zone) => ({ label: TIME_ZONE_NAMES[zone], value: zone })),
    admin: {
      isClearable: false,
      condition: (_, sibling) => !sibling?.is24x7,
      description:
        'The zone the times below are in, as the line’s own page gives them. Visitors see them in their own time.',
    },
  },
  {
    name: 'weekly',
    label: 'Weekly hours',
    type: 'array',
    labels: { singular: 'Opening', plural: 'Openings' },
    admin: {
      condition: (_, sibling) => !sibling?.is24x7,
      initCollapsed: true,
      description:
        'One row per opening, named after its day and times: open the day you want to change. A day with two openings has two rows; a day without a row is closed.',
      components: { RowLabel: '/collections/CrisisResources/RowLabels#OpeningRowLabel' },
    },
    fields: [
      {
        name: 'day',
        type: 'select',
        required: true,
        options: DAYS_OF_WEEK.map((day) => ({ label: dayLabel(day), value: day })),
        admin: { isClearable: false },
      },
      {
        type: 'row',
        fields: [
          timeField('open', OPENS_AT, 'When the line starts answering on this day.'),
          timeField(
            'close',
            CLOSES_AT,
            '12:00 AM is midnight. A time before the opening time is the next morning: 4:00 PM to 1:00 AM runs past midnight.',
          ),
        ],
      },
    ],
  },
  {
    name: 'closures',
    type: 'array',
    labels: { singular: 'Closure', plural: 'Closures' },
    admin: {
      // Open, unlike the weekly rows: a closure just added must show its days to fill in.
      description:
        'Days the line is closed although its hours say open: a holiday, or a week off. The site says so on those days and lists the closures ahead.',
      components: { RowLabel: '/collections/CrisisResources/RowLabels#ClosureRowLabel' },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'firstDay',
            label: 'First day closed',
            type: 'date',
            required: true,
            admin: {
              date: { pickerAppearance: 'dayOnly', displayFormat: 'EEE, MMM d, yyyy' },
            },
          },
          {
            name: 'lastDay',
            label: LAST_DAY,
            type: 'date',
            admin: {
              date: { pickerAppearance: 'dayOnly', displayFormat: 'EEE, MMM d, yyyy' },
              description: 'Leave empty for a closure of one day.',
            },
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
              lastDayProblem(siblingData?.firstDay, value) ?? true,
          },
        ],
      },
      {
        name: 'note',
        type: 'text',
        maxLength: 60,
        localized: true,
        admin: {
          description:
            'Optional, shown to visitors, e.g. "Holidays" or "Thanksgiving". Up to 60 characters. For a few hours, use "Temporarily unavailable" below.',
        },
      },
    ],
  },
  {
    name: 'note',
    label: 'Hours note',
    type: 'text',
    localized: true,
    maxLength: 160,
    admin: {
      description:
        'Optional, shown under the hours, e.g. "Closed on some holidays." Up to 160 characters.',
    },
  },
]

type HoursData = Omit<Hours, 'weekly' | 'closures'> & {
  weekly?: { day?: unknown; open?: unknown; close?: unknown }[] | null
  closures?: { firstDay?: unknown; lastDay?: unknown; note?: unknown }[] | null
}

/**
 * The same checks on every save, drafts too (Payload skips `validate` on a draft): a bad time
 * or a closure ending before it starts is a 400 naming the field, never stored. A closure
 * without a last day is stored as the one day it is.
 */
export const refuseBadHours: FieldHook = ({ value, collection }) => {
  const hours = value as HoursData | null | undefined
  if (!hours) return value
  const errors: { label: string; message: string; path: string }[] = []
  // Hidden while the line is open 24/7 (and not read then), as Payload's validate skips them.
  for (const [i, row] of (hours.is24x7 ? [] : (hours.weekly ?? [])).entries()) {
    if (!DAYS_OF_WEEK.includes(row.day as (typeof DAYS_OF_WEEK)[number]))
      errors.push({
        label: 'Day',
        message: 'Day: pick a day of the week.',
        path: `hours.weekly.${i}.day`,
      })
    for (const [name, label] of [
      ['open', OPENS_AT],
      ['close', CLOSES_AT],
    ] as const)
      if (!isTimeOfDay(row[name]))
        errors.push({
          label,
          message: timeOfDayProblem(label, row[name])!,
          path: `hours.weekly.${i}.${name}`,
        })
  }
  for (const [i, closure] of (hours.closures ?? []).entries()) {
    const problem = lastDayProblem(closure.firstDay, closure.lastDay)
    if (problem)
      errors.push({ label: LAST_DAY, message: problem, path: `hours.closures.${i}.lastDay` })
  }
  if (errors.length) throw new ValidationError({ collection: collection?.slug, errors })
  return {
    ...hours,
    closures: hours.closures?.map((c) => (c.lastDay ? c : { ...c, lastDay: c.firstDay })),
  }
}
