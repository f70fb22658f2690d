import type { Endpoint, PayloadRequest } from 'payload'
import { readFormDefinition } from '../src/lib/cms/queries'
import { FORM_KINDS, isFormKind, resolveFormDefinition } from '@domain/forms/definitions'
import { formWordsFor } from '@domain/forms/words'
import { DEFAULT_LOCALE, isLocale } from '@domain/i18n/locales'

/**
 * The handler's modules are marked server-only; payload.config.ts (which plain Node scripts
 * such as migrate and seed load too) reaches this file, so they are imported when first used.
 */
const serverModules = () =>
  Promise.all([import('@/lib/cms/forms/submit'), import('@domain/rate-limit')])

async function readBody(req: PayloadRequest): Promise<FormData | Record<string, unknown> | null> {
  const type = req.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body: unknown = await req.json?.()
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    if (
      type.includes('multipart/form-data') ||
      type.includes('application/x-www-form-urlencoded')
    ) {
      return (await req.formData?.()) ?? null
    }
  } catch {
    return null
  }
  return null
}

/**
 * POST /api/forms/{contact|volunteer|newsletter|silhouette}[?locale=es] — the site forms for
 * scripts and other clients (the pages use a server action with the same handler). JSON or form
 * encoded; messages in the locale asked for (English by default).
 * 200 { ok, message }, 400 { ok: false, message, errors: { field: message } }, 429 with
 * Retry-After, 503 when the submission could not be stored.
 */
export const formsEndpoint: Endpoint = {
  // A collection endpoint of `forms` (a root one at /forms/:kind would be shadowed by it). Only
  // the four kinds match, so other methods on them answer 405 (src/lib/security/rest-guard.ts)
  // and numeric ids stay the documents'.
  path: `/:kind(${FORM_KINDS.join('|')})`,
  method: 'post',
  handler: async (req) => {
    const kind = req.routeParams?.kind
    if (!isFormKind(kind))
      return Response.json({ ok: false, message: 'Unknown form.' }, { status: 404 })
    const body = await readBody(req)
    if (!body) {
      return Response.json(
        { ok: false, message: 'Send the form as JSON or as a form post.' },
        { status: 400 },
      )
    }
    // `?locale=es`: labels, messages and field errors in Spanish.
    const asked = new URL(req.url ?? '/', 'http://x').searchParams.get('locale')
    const locale = isLocale(asked) ? asked : DEFAULT_LOCALE
    const definition = await readFormDefinition(req.payload, kind, locale).catch(() =>
      resolveFormDefinition(kind, null, formWordsFor(locale)),
    )
    const [{ submitForm }, { clientIp }] = await serverModules()
    const result = await submitForm({
      payload: req.payload,
      definition,
      source: body,
      ip: clientIp(req.headers),
    })
    return Response.json(
      {
        ok: result.status === 'success',
        message: result.message,
        ...(result.fieldErrors ? { errors: result.fieldErrors } : {}),
        ...(result.redirectTo ? { redirectTo: result.redirectTo } : {}),
      },
      {
        status: result.httpStatus,
        headers: {
          'Cache-Control': 'no-store',
          ...(result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {}),
        },
      },
    )
  },
}
