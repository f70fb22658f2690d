import { createHash } from 'node:crypto'
import { PUBLIC_API_CACHE_CONTROL, PUBLIC_API_CORS } from '@domain/public-api'

/**
 * An answer of the public API (docs/public-api.md): JSON with CORS open, a `Cache-Control` a
 * CDN can use and an ETag, so a partner's `If-None-Match` costs a 304 without the body.
 */
export function publicJson(
  request: Request,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return publicText(request, JSON.stringify(body), 'application/json; charset=utf-8', headers)
}

/** The same for any text (the stories feed is XML). */
export function publicText(
  request: Request,
  text: string,
  contentType: string,
  headers: Record<string, string> = {},
): Response {
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`
  const common = {
    ...PUBLIC_API_CORS,
    'Cache-Control': PUBLIC_API_CACHE_CONTROL,
    ETag: etag,
    ...headers,
  }
  const asked = request.headers.get('if-none-match')
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers: common })
  return new Response(request.method === 'HEAD' ? null : text, {
    headers: { 'Content-Type': contentType, ...common },
  })
}

/** A request the endpoint cannot answer: 400 with what is wrong, readable from any origin. */
export const publicRefusal = (message: string): Response =>
  Response.json(
    { errors: [{ message }] },
    { status: 400, headers: { ...PUBLIC_API_CORS, 'Cache-Control': 'no-store' } },
  )

/** The CORS preflight (a partner's script sending If-None-Match asks first). */
export const publicPreflight = (): Response =>
  new Response(null, { status: 204, headers: PUBLIC_API_CORS })
