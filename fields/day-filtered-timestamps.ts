import type { Field } from 'payload'

/**
 * Payload's own `createdAt` and `updatedAt` (same columns, same index), declared so the list's
 * date filter reads as what it does: collections/FormSubmissions/whole-day-filters.ts makes
 * "equals", "after", "before" whole days in the team's zone, and Payload's filter drew the
 * picked day as a time ("equals December 6th 2026, 7:00 AM (GMT-5)", issue 60). The filter now
 * picks and shows a day ("December 6th 2026"); the list's cells still show the time with its
 * zone (DateTimeCell).
 */
const timestamp = (name: 'createdAt' | 'updatedAt', label: string): Field => ({
  name,
  type: 'date',
  index: true,
  label,
  admin: {
    hidden: true,
    disableBulkEdit: true,
    date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM do yyyy' },
    components: { Cell: '/src/components/admin/DateTimeCell#DateTimeCell' },
  },
})

export const dayFilteredTimestamps = (): Field[] => [
  timestamp('createdAt', 'Created At'),
  timestamp('updatedAt', 'Updated At'),
]
