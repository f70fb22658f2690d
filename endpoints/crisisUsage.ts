import type { Endpoint } from 'payload'
import { z } from 'zod'
import { recordCrisisUsage } from '../collections/CrisisUsage/record'
import { CRISIS_USAGE_RATE_LIMIT } from '@domain/constants'
import { requestAsksNotToBeCounted, utcDay } from '@domain/crisis/usage'
import { crisisUsageSchema } from '@domain/crisis/usage-schema'

const MAX_BODY_BYTES = 1024

/** No body: nothing for the browser to read, so the request is over as soon as it is answered. */
const noContent = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

const answer = (body: unknown, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * POST /api/crisis-counts — counts one use of crisis help: `{ event, line? }`. Nothing about the
 * person is read beyond the address for the in-memory rate limit (never stored); a request
 * with Global Privacy Control or Do Not Track is answered without counting.
 */
export const crisisUsageEndpoint: Endpoint = {
  path: '/crisis-counts',
  method: 'post',
  handler: async (req) => {
    // Same answer whether counted or not: the browser learns nothing either way.
    if (requestAsksNotToBeCounted(req.headers)) return noContent()

    // Loaded here, not at the top: rate-limit is server-only, and plain Node scripts (migrate,
    // generate:types) import payload.config.ts too.
    const { clientAddressGroup, rateLimit } = await import('@domain/rate-limit')
    const limited = await rateLimit(
      `crisis-counts:${clientAddressGroup(req.headers)}`,
      CRISIS_USAGE_RATE_LIMIT.max,
      CRISIS_USAGE_RATE_LIMIT.windowMs,
    )
    if (!limited.ok)
      return answer({ error: 'Too many requests. Please try again later.' }, 429, {
        'Retry-After': String(limited.retryAfterSeconds),
      })

    const text = (await req.text?.()) ?? ''
    if (text.length > MAX_BODY_BYTES) return answer({ error: 'Too large' }, 413)
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return answer({ error: 'Must be JSON' }, 400)
    }
    const parsed = crisisUsageSchema.safeParse(raw)
    if (!parsed.success)
      return answer(
        { error: 'Invalid count', fieldErrors: z.flattenError(parsed.error).fieldErrors },
        400,
      )

    const { event, line } = parsed.data
    if (line) {
      // Only real, published lines: made-up slugs must not fill the table.
      const known = await req.payload.count({
        collection: 'crisis-resources',
        where: { slug: { equals: line }, _status: { equals: 'published' } },
        overrideAccess: true,
      })
      if (!known.totalDocs) return answer({ error: 'Unknown crisis line' }, 400)
    }
    await recordCrisisUsage(req.payload, { day: utcDay(new Date()), event, line })
    return noContent()
  },
}
