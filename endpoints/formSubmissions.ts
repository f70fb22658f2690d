import type { Endpoint, PayloadRequest } from 'payload'
import { isTeamMember } from '@domain/roles'
import { FORM_KINDS, type FormKind, isFormKind } from '@domain/forms/definitions'
import { submissionsToCsv } from '@/lib/cms/forms/csv'

/** Server-only module, loaded on first use: payload.config.ts (and so plain Node scripts) reach this file. */
const purgeExpired: typeof import('@/lib/cms/forms/retention').purgeExpired = async (...args) =>
  (await import('@/lib/cms/forms/retention')).purgeExpired(...args)

const forbidden = (req: PayloadRequest) =>
  Response.json(
    { error: req.user ? 'Only team members can do this.' : 'Please sign in.' },
    { status: req.user ? 403 : 401 },
  )

/**
 * GET /api/form-submissions/export.csv[?form=contact|volunteer|silhouette] — team only.
 * Expired submissions are purged first, so an export never contains them.
 */
export const exportSubmissionsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isTeamMember(req.user)) return forbidden(req)
    const param = new URL(req.url ?? 'http://x/').searchParams.get('form')
    if (param && (!isFormKind(param) || param === 'newsletter')) {
      return Response.json({ error: 'Unknown form.' }, { status: 400 })
    }
    await purgeExpired(req.payload)
    const kinds: FormKind[] = param
      ? [param as FormKind]
      : FORM_KINDS.filter((k) => k !== 'newsletter')
    const result = await req.payload.find({
      collection: 'form-submissions',
      where: param ? { form: { equals: param } } : {},
      sort: '-createdAt',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\uFEFF${submissionsToCsv(result.docs, kinds)}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="form-submissions-${param ?? 'all'}-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

/** POST /api/form-submissions/purge — team only: applies the retention setting now. */
export const purgeSubmissionsEndpoint: Endpoint = {
  path: '/purge',
  method: 'post',
  handler: async (req) => {
    if (!isTeamMember(req.user)) return forbidden(req)
    const result = await purgeExpired(req.payload)
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
  },
}
