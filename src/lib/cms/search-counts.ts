import 'server-only'
import { recordCrisisUsage } from '../../../collections/CrisisUsage/record'
import { createUsageTally } from '../../../collections/CrisisUsage/tally'
import { SEARCH_COUNT_FLUSH_MS } from '@domain/constants'
import { requestAsksNotToBeCounted, utcDay } from '@domain/crisis/usage'
import { purgeExpiredIfDue } from './forms/retention'
import { getPayloadClient } from './index'

/**
 * The searches of this process, counted in memory and added to the day's rows at most every
 * SEARCH_COUNT_FLUSH_MS; each write also starts the retention purge when it is due, which
 * deletes the counts of days older than the retention period (./forms/retention.ts).
 */
const tally = createUsageTally(
  async (count) => {
    const payload = await getPayloadClient()
    await recordCrisisUsage(payload, count)
    await purgeExpiredIfDue(payload)
  },
  { flushMs: SEARCH_COUNT_FLUSH_MS },
)

/**
 * One more search today, and one more that showed crisis help first: the count only, never the
 * words, and nothing for a browser asking not to be tracked (Global Privacy Control or Do Not
 * Track), as the crisis-help counts. Costs no database work here: the tally writes later.
 */
export function countSearch(distress: boolean, headers: Headers): void {
  if (requestAsksNotToBeCounted(headers)) return
  const day = utcDay(new Date())
  tally.count(day, 'search')
  if (distress) tally.count(day, 'search-distress')
}
