import { handleEndpoints } from 'payload'

/**
 * A REST request through Payload's own handler (`handleEndpoints`), with the site's Origin so
 * a session cookie counts (CSRF). Without the Next route module and its guard: for tests of
 * our endpoints' own answers.
 */
export const SITE = 'http://localhost:3000'

export async function rest(
  method: 'GET' | 'POST',
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
) {
  const config = (await import('../../payload.config')).default
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: {
      Origin: SITE,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  let json: { message?: string; [key: string]: unknown } | null = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  return { status: response.status, headers: response.headers, json }
}
