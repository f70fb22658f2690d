import type { CollectionBeforeOperationHook, Where } from 'payload'
import { DEFAULT_TIME_ZONE } from '@domain/crisis/hours/zone'
import { wholeDayWhere } from '@domain/forms/whole-days'

/**
 * The list's date filters (and so its CSV download) as whole days in the organisation's time
 * zone: "Submitted after 1 November" is from midnight of 2 November in New York, not from noon
 * UTC on 1 November (domain/forms/whole-days.ts). `fields`: the date fields the list can filter.
 */
export const wholeDayFilters =
  (fields: readonly string[]): CollectionBeforeOperationHook =>
  ({ args, operation }) => {
    const where = (args as { where?: Where }).where
    if (operation !== 'read' || !where || typeof where !== 'object') return args
    return { ...args, where: wholeDayWhere(where, fields, DEFAULT_TIME_ZONE) as Where }
  }
