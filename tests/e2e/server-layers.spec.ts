import { connect } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

/**
 * The layers server.mjs keeps on top of Next (docs/decisions/), each proved against the real
 * production build, so the next upgrade of Next that breaks one fails here: the script policy
 * recognises Next's own inline scripts, compression happens after the hashing, the micro cache
 * never hands a flight (RSC) answer to a page visitor, and WebSocket upgrades are refused.
 * (The public API's caching: public-api.spec.ts; the client address: security-hardening.spec.ts.)
 */
const PAGES = ['/', '/crisis', '/about', '/es']

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? ''

test.describe('script hashes: a policy without unsafe-inline that Next’s pages still run under', () => {
  for (const path of PAGES) {
    test(`${path}: every inline script is hashed, none is blocked, the page hydrates`, async ({
      page,
    }) => {
      const violations: string[] = []
      await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
            `${e.violatedDirective} ${e.blockedURI} ${e.sample}`,
          ),
        )
      })
      const response = await page.goto(path)
      const policy = scriptSrc(response!.headers()['content-security-policy'] ?? '')
      expect(policy).not.toContain("'unsafe-inline'")
      const html = await response!.text()
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g),
      ]
      const hashes = policy.match(/'sha256-[^']+'/g) ?? []
      expect(inline.length).toBeGreaterThan(0)
      expect(new Set(hashes).size).toBeGreaterThanOrEqual(1)
      // Hydrated: React has attached to the page (its root carries React's own property).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector('body > div, body > header, main') ?? {}).some((k) =>
              k.startsWith('__react'),
            ),
          ),
        )
        .toBe(true)
      expect(violations).toEqual([])
    })
  }
})

test('compile hints: every chunk a page starts asks V8 to compile it while it streams in', async ({
  request,
}) => {
  // scripts/compile-hints.ts marks the build's chunks after `next build` (decision 0008).
  const html = await (await request.get('/')).text()
  const sources = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)"/g)].map(
    (m) => m[1],
  )
  expect(sources.length).toBeGreaterThan(3)
  for (const src of sources) {
    const chunk = await request.get(src)
    expect(chunk.ok()).toBe(true)
    expect((await chunk.text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true)
  }
})

test('compression: gzip of the same page, hashed before it was compressed', async ({ request }) => {
  const plain = await request.get('/about', { headers: { 'accept-encoding': 'identity' } })
  const zipped = await request.fetch('/about', {
    headers: { 'accept-encoding': 'gzip' },
    // Playwright would decode it: keep the bytes as they came.
    maxRedirects: 0,
  })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(zipped.headers()['content-encoding']).toBe('gzip')
  expect(zipped.headers()['vary']?.toLowerCase()).toContain('accept-encoding')
  const body = await zipped.body()
  // Playwright's fetch decodes the body itself; either way it is the page.
  const text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString() : body.toString()
  expect(text).toContain('</html>')
  expect(scriptSrc(zipped.headers()['content-security-policy'])).toBe(
    scriptSrc(plain.headers()['content-security-policy']),
  )
})

test('micro cache: repeats of a page come from memory, and a flight answer is never one', async ({
  request,
}) => {
  const path = `/about?layers=${Date.now()}`
  // A client-side navigation asks first, then a visitor loads the same URL.
  const flight = await request.get(path, { headers: { RSC: '1' } })
  expect(flight.headers()['content-type']).toContain('text/x-component')
  const first = await request.get(path)
  expect(first.headers()['content-type']).toContain('text/html')
  const again = await request.get(path)
  expect(again.headers()['content-type']).toContain('text/html')
  expect(await again.text()).toContain('</html>')
  // The same page, byte for byte from the micro cache within its second, or from Next.
  const repeat = await request.get('/about')
  const repeated = await request.get('/about')
  expect([repeat.headers()['x-micro-cache'], repeated.headers()['x-micro-cache']]).toContain('HIT')
})

test('micro cache: the build’s chunks are compressed once and then sent from memory', async ({
  request,
}) => {
  const html = await (await request.get('/crisis')).text()
  const chunk = /"(\/_next\/static\/chunks\/[\w.-]+\.js)"/.exec(html)?.[1]
  expect(chunk, 'a chunk named in the page').toBeTruthy()
  const headers = { 'Accept-Encoding': 'gzip, deflate, br' }
  const first = await request.get(chunk!, { headers })
  expect(first.headers()['cache-control']).toContain('immutable')
  const again = await request.get(chunk!, { headers })
  expect(again.headers()['x-micro-cache']).toBe('HIT')
  expect(again.headers()['content-encoding']).toBe(first.headers()['content-encoding'])
  expect(await again.body()).toEqual(await first.body())
  // A query string is never a key of its own: the same file with one goes to Next every time.
  const queried = await request.get(`${chunk}?v=${Date.now()}`, { headers })
  expect(queried.headers()['x-micro-cache']).toBeUndefined()
})

test('WebSocket upgrades are refused before any routing', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!)
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString()))
    socket.on('close', () => resolve(data))
    socket.on('error', reject)
    socket.write(
      [
        'GET /_next/webpack-hmr HTTP/1.1',
        `Host: ${hostname}:${port}`,
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        '',
        '',
      ].join('\r\n'),
    )
  })
  expect(answer).toMatch(/^HTTP\/1\.1 404 /)
  expect(answer).not.toMatch(/101 Switching Protocols/)
})
