import { DAY_MS, zonedWallTimeToInstant } from '../crisis/hours/zone'
import { PROTOTYPE_KEYS } from '../security/prototype-keys'

/**
 * Date filters in the admin lists as a person means them: "submitted after 1 November" is every
 * submission from 2 November on, in the team's time zone — not from noon UTC on 1 November.
 *
 * Payload's filter for a date field shown without a time (createdAt: the "default" picker) sends
 * the day picked as noon UTC of that day (`T12:00:00.000Z`, @payloadcms/ui DatePicker). Such a
 * value on one of `fields` is read as that calendar day, from its midnight to the next one in
 * `timeZone`; any other value (an exact time an API client sends) is left as it is.
 */
const DAY_PICK = /^(\d{4})-(\d{2})-(\d{2})T12:00:00(?:\.000)?Z$/

/** Payload's query shape, as far as this reads it (domain/ does not import Payload). */
export type Where = { [field: string]: unknown }

type Bounds = { start: string; end: string }

function dayBounds(value: unknown, timeZone: string): Bounds | null {
  const text = value instanceof Date ? value.toISOString() : value
  if (typeof text !== 'string') return null
  const m = DAY_PICK.exec(text)
  if (!m) return null
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return {
    start: zonedWallTimeToInstant(wall, timeZone).toISOString(),
    end: zonedWallTimeToInstant(wall + DAY_MS, timeZone).toISOString(),
  }
}

/** One condition on a day: the same condition on the instants of that day. */
function wholeDay(field: string, operator: string, value: unknown, timeZone: string): Where | null {
  const day = dayBounds(value, timeZone)
  if (!day) return null
  switch (operator) {
    case 'equals':
      return {
        and: [{ [field]: { greater_than_equal: day.start } }, { [field]: { less_than: day.end } }],
      }
    case 'not_equals':
      return {
        or: [{ [field]: { less_than: day.start } }, { [field]: { greater_than_equal: day.end } }],
      }
    case 'greater_than':
      return { [field]: { greater_than_equal: day.end } }
    case 'greater_than_equal':
      return { [field]: { greater_than_equal: day.start } }
    case 'less_than':
      return { [field]: { less_than: day.start } }
    case 'less_than_equal':
      return { [field]: { less_than: day.end } }
    default:
      return null
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `where` with every day picked on `fields` made a whole day in `timeZone`; the rest unchanged. */
export function wholeDayWhere(where: Where, fields: readonly string[], timeZone: string): Where {
  const out: Where = {}
  const extra: Where[] = []
  for (const [key, value] of Object.entries(where)) {
    // Never copied: assigning `__proto__` would change the new object's prototype.
    if ((PROTOTYPE_KEYS as readonly string[]).includes(key)) continue
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      out[key] = value.map((w) => (isObject(w) ? wholeDayWhere(w as Where, fields, timeZone) : w))
    } else if (fields.includes(key) && isObject(value)) {
      const kept: Record<string, unknown> = {}
      for (const [operator, operand] of Object.entries(value)) {
        const replaced = wholeDay(key, operator, operand, timeZone)
        if (replaced) extra.push(replaced)
        else kept[operator] = operand
      }
      if (Object.keys(kept).length) out[key] = kept
    } else {
      out[key] = value
    }
  }
  if (!extra.length) return out
  return Object.keys(out).length
    ? { and: [out, ...extra] }
    : extra.length === 1
      ? extra[0]!
      : { and: extra }
}
