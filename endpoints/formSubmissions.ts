import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { isTeamMember } from '@domain/roles'
import { FORM_KINDS, FORM_KIND_LABELS, type FormKind, isFormKind } from '@domain/forms/definitions'
import { submissionsToCsv, subscribersToCsv } from '@/lib/cms/forms/csv'
import { wallClockText } from '@domain/team-time'

/** Server-only modules, loaded on first use: payload.config.ts (and so plain Node scripts) reach this file. */
const purgeExpired: typeof import('@/lib/cms/forms/retention').purgeExpired = async (...args) =>
  (await import('@/lib/cms/forms/retention')).purgeExpired(...args)
const exports = () => import('@/lib/cms/forms/exports')

const forbidden = (req: PayloadRequest) =>
  Response.json(
    { error: req.user ? 'Only team members can do this.' : 'Please sign in.' },
    { status: req.user ? 403 : 401 },
  )

const SUBMISSION_FORMS = FORM_KINDS.filter((k) => k !== 'newsletter')
const FORM_CHOICES = SUBMISSION_FORMS.map((k) => `${k} (${FORM_KIND_LABELS[k]})`).join(', ')

const csvResponse = (body: string, filename: string) =>
  new Response(`\uFEFF${body}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })

/** The `form` query parameter, as Payload parsed the URL: none, one known form, or an error. */
function chosenForm(req: PayloadRequest): { form: FormKind | null } | { error: string } {
  const values = req.searchParams?.getAll('form') ?? []
  if (values.length === 0 || (values.length === 1 && values[0] === '')) return { form: null }
  if (values.length > 1) return { error: `Form: choose one form, not ${values.length}.` }
  const [value] = values
  if (!isFormKind(value) || value === 'newsletter') {
    return { error: `Form: unknown form. Choose one of ${FORM_CHOICES}, or leave it out for all.` }
  }
  return { form: value }
}

/**
 * What the admin list shows: its filters (`where`, as Payload parsed the query string) and its
 * search box (`search`, matched as the list matches it: Payload's mergeListSearchAndWhere), or an
 * error naming the parameter. Payload checks the query itself when it runs it (unknown fields and
 * operators are a 400; what the member may not read stays unread).
 */
function listedQuery(
  req: PayloadRequest,
  slug: CollectionSlug,
): { where: Where } | { error: string; field: 'search' | 'where' } {
  const searches = req.searchParams?.getAll('search') ?? []
  if (searches.length > 1)
    return { error: `Search: one search, not ${searches.length}.`, field: 'search' }
  const where = req.query?.where
  if (where !== undefined && (typeof where !== 'object' || where === null || Array.isArray(where)))
    return { error: 'Where: the filters are not valid.', field: 'where' }
  const filters = (where as Where | undefined) ?? {}
  const search = searches[0]
  if (!search) return { where: filters }
  const collectionConfig = req.payload.collections[slug].config
  return { where: mergeListSearchAndWhere({ collectionConfig, search, where: filters }) }
}

const badRequest = (message: string, field: string) =>
  Response.json(
    { errors: [{ message, field }] },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )

/**
 * GET /api/form-submissions/export.csv[?form=contact|volunteer|silhouette][&where…][&search=…]
 * — team only (the roles that may read submissions). The admin's download button sends the
 * list's filters and search, so the file holds exactly the submissions the list shows. Expired
 * submissions are purged first, so an export never contains them.
 */
export const exportSubmissionsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isTeamMember(req.user) || !req.user) return forbidden(req)
    const choice = chosenForm(req)
    if ('error' in choice) return badRequest(choice.error, 'form')
    const listed = listedQuery(req, 'form-submissions')
    if ('error' in listed) return badRequest(listed.error, listed.field)
    await purgeExpired(req.payload)
    const { readSubmissionsForExport } = await exports()
    const docs = await readSubmissionsForExport(req.payload, req.user, choice.form, listed.where)
    // One form's own columns when the file holds one form only.
    const present = SUBMISSION_FORMS.filter((k) => docs.some((d) => d.form === k))
    const kinds: FormKind[] = choice.form
      ? [choice.form]
      : present.length === 1
        ? present
        : SUBMISSION_FORMS
    const day = wallClockText(new Date()).slice(0, 10)
    return csvResponse(
      submissionsToCsv(docs, kinds),
      `form-submissions-${choice.form ?? (Object.keys(listed.where).length ? 'selection' : 'all')}-${day}.csv`,
    )
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

/**
 * GET /api/newsletter-subscribers/export.csv[?where…][&search=…] — team only (the roles that may
 * read subscribers). Confirmed subscribers only, each with the date they confirmed, among those
 * the admin list shows (its filters and search narrow the file, never widen it).
 */
export const exportSubscribersEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isTeamMember(req.user) || !req.user) return forbidden(req)
    const listed = listedQuery(req, 'newsletter-subscribers')
    if ('error' in listed) return badRequest(listed.error, listed.field)
    const { readConfirmedSubscribers } = await exports()
    const rows = await readConfirmedSubscribers(req.payload, req.user, listed.where)
    const day = wallClockText(new Date()).slice(0, 10)
    return csvResponse(subscribersToCsv(rows), `newsletter-subscribers-confirmed-${day}.csv`)
  },
}
