import 'server-only'
import { recordCrisisUsage } from '../../../collections/CrisisUsage/record'
import { utcDay } from '@domain/crisis/usage'
import { getPayloadClient } from './index'

/**
 * One more search today, and one more that showed crisis help first: the count only, never the
 * words, and nothing for a browser asking not to be tracked (Global Privacy Control or Do Not
 * Track), as the crisis-help counts. A count that cannot be written is let go.
 */
export async function countSearch(distress: boolean, headers: Headers): Promise<void> {
  if (headers.get('sec-gpc') === '1' || headers.get('dnt') === '1') return
  try {
    const payload = await getPayloadClient()
    const day = utcDay(new Date())
    await recordCrisisUsage(payload, { day, event: 'search' })
    if (distress) await recordCrisisUsage(payload, { day, event: 'search-distress' })
  } catch (err) {
    console.error('[search] the count could not be kept:', (err as Error).message)
  }
}
