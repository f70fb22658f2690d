import { z } from 'zod'
import { SLUG_PATTERN } from '../site'
import { CRISIS_USAGE_EVENTS, isLineEvent } from './usage'

/*
 * The server's check of a count. Kept apart from usage.ts, which the browser's counter imports:
 * zod in the first download of every page cost 11 kB and its start-up work (and its probe for
 * eval broke the script policy).
 */

/** The body of POST /api/crisis-counts. */
export const crisisUsageSchema = z
  .object({
    event: z.enum(CRISIS_USAGE_EVENTS),
    line: z.string().max(100).regex(SLUG_PATTERN, 'Line must be a crisis line slug').optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (isLineEvent(value.event) && !value.line)
      ctx.addIssue({ code: 'custom', path: ['line'], message: 'Line is required for this event' })
    if (!isLineEvent(value.event) && value.line)
      ctx.addIssue({ code: 'custom', path: ['line'], message: 'This event has no line' })
  })
