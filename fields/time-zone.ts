import type { DateField, SelectField } from 'payload'
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '@domain/crisis/hours/zone'

/**
 * A date field's `timezone`: Payload's zone select beside the picker (the team's zones,
 * payload.config's `admin.timezones`), so the input says which zone its time is in. Payload adds
 * that select without a check of its value, and a zone it does not list reached the database
 * (a 500): here it is a 400 naming the field. A save that names no zone (an API client, a row
 * saved before zones were named) gets the organisation's, as the select's default would.
 */
export const namedTimeZone: NonNullable<DateField['timezone']> = {
  // Named here: with an object, Payload takes no default from admin.timezones.
  defaultTimezone: DEFAULT_TIME_ZONE,
  override: ({ baseField }): SelectField => ({
    ...baseField,
    hooks: {
      ...baseField.hooks,
      beforeValidate: [
        ({ value }) => (value === null || value === undefined ? DEFAULT_TIME_ZONE : value),
      ],
    },
    validate: (value: unknown) =>
      value === null ||
      value === undefined ||
      (TIME_ZONES as readonly unknown[]).includes(value) ||
      `Time zone: choose one of ${TIME_ZONES.join(', ')}.`,
  }),
}
