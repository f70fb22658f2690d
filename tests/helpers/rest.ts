/**
 * Payload's REST API as the site serves it: requests go through the real route module
 * (src/app/(payload)/api/[...slug]/route.ts, with its guard), not through an HTTP server.
 */
type Route = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'

export const SITE = 'http://localhost:3000'

let routes: Promise<Record<Method, Route>> | undefined
const loadRoutes = () =>
  (routes ??= import('../../src/app/(payload)/api/[...slug]/route') as unknown as Promise<
    Record<Method, Route>
  >)

export type ApiJson = { errors?: { message: string }[]; message?: string; [key: string]: unknown }
export type ApiResult = { status: number; headers: Headers; text: string; json: ApiJson | null }

/** The path's segments as Next hands them to the catch-all route (decoded where they decode). */
const slugOf = (url: URL) =>
  url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })

/**
 * One REST request. `body` is sent as JSON, a FormData as multipart, and `raw` as the exact
 * text given (with `Content-Type: application/json` unless the headers say otherwise).
 */
export async function api(
  method: Method,
  path: string,
  {
    body,
    raw,
    headers = {},
  }: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult> {
  const url = new URL(path, SITE)
  const isForm = body instanceof FormData
  const hasJson = raw !== undefined || (body !== undefined && !isForm)
  const request = new Request(url, {
    method,
    headers: { ...(hasJson ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: raw ?? (isForm ? body : body !== undefined ? JSON.stringify(body) : undefined),
  })
  const route = (await loadRoutes())[method]
  const response = await route(request, { params: Promise.resolve({ slug: slugOf(url) }) })
  const text = await response.text()
  let json: ApiJson | null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** The session cookie (`payload-token=…`) of a sign-in answer. */
export const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]
