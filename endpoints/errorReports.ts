import type { Endpoint } from 'payload'
import { z } from 'zod'
import { errorReportSchema } from '@domain/error-reports'

const MAX_BODY_BYTES = 64 * 1024
/** Per browser address, and for everyone together, so a loop or a flood can't fill the table. */
const PER_CLIENT_LIMIT = { count: 10, windowMs: 60_000 }
const GLOBAL_LIMIT = { count: 500, windowMs: 60 * 60_000 }

const json = (body: unknown, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** E-mail addresses in error messages are personal data the team doesn't need. */
const redactEmails = (text: string) => text.replace(/[^\s@<>()"']+@[^\s@<>()"']+/g, '[email]')

/** POST /api/client-errors — stores one interface crash report. */
export const errorReportsEndpoint: Endpoint = {
  path: '/client-errors',
  method: 'post',
  handler: async (req) => {
    // Loaded here, not at the top: rate-limit is server-only, and plain Node scripts (migrate,
    // generate:types) import payload.config.ts too.
    const { clientAddressGroup, rateLimit } = await import('@domain/rate-limit')
    const ip = clientAddressGroup(req.headers)
    for (const [key, { count, windowMs }] of [
      [`client-errors:${ip}`, PER_CLIENT_LIMIT],
      ['client-errors:all', GLOBAL_LIMIT],
    ] as const) {
      const limited = await rateLimit(key, count, windowMs)
      if (!limited.ok) {
        return json({ error: 'Too many error reports. Please try again later.' }, 429, {
          'Retry-After': String(limited.retryAfterSeconds),
        })
      }
    }

    const text = (await req.text?.()) ?? ''
    if (text.length > MAX_BODY_BYTES) return json({ error: 'Error report too large' }, 413)
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return json({ error: 'Error report must be JSON' }, 400)
    }

    const parsed = errorReportSchema.safeParse(raw)
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error)
      const firstErrors = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0] ?? 'Invalid']),
      )
      return json({ error: 'Invalid error report', fieldErrors: firstErrors }, 400)
    }

    const report = parsed.data
    await req.payload.create({
      collection: 'error-reports',
      // Visitors can't create reports through the collection API; this endpoint is the way in.
      overrideAccess: true,
      data: {
        message: redactEmails(report.message),
        stack: report.stack ? redactEmails(report.stack) : null,
        componentStack: report.componentStack ?? null,
        customFallback: report.customFallback,
        path: report.path.split(/[?#]/)[0],
        source: report.source,
        errorId: report.errorId ?? null,
        digest: report.digest ?? null,
        userAgent: req.headers.get('user-agent')?.slice(0, 500) ?? null,
      },
    })
    return json({ ok: true }, 201)
  },
}
