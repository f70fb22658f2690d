import { connect } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

/**
 * The layers server.mjs keeps on top of Next (docs/decisions/), each proved against the real
 * production build, so the next upgrade of Next that breaks one fails here: the script policy
 * recognises Next's own inline scripts, paint-first still finds Next's chunk tags, starts them
 * after the first paint and still lets `load` wait for them, compression happens after the hashing, the micro cache never hands a
 * flight (RSC) answer to a page visitor, and WebSocket upgrades are refused.
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

test.describe('paint first: the bundle starts after the first paint, and has run by load', () => {
  for (const path of ['/', '/crisis', '/es/about']) {
    test(`${path}: Next's chunk tags became one loader; no chunk starts before the first paint, and load waits for them`, async ({
      page,
    }) => {
      // What the page looks like when the load event fires: has React's root been created?
      await page.addInitScript(() => {
        addEventListener('load', () => {
          const w = window as unknown as { __atLoad: unknown }
          w.__atLoad = {
            hydrating: Object.keys(document).some((k) => k.startsWith('__reactContainer')),
            scripts: [...document.querySelectorAll('script[src]')].map((e) =>
              e.getAttribute('src'),
            ),
            frames: document.querySelectorAll('iframe').length,
          }
        })
      })
      const response = await page.goto(path)
      const html = await response!.text()
      // The rewrite found Next's tags: none is left as a tag, and the loader names them.
      expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
      expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\/chunks\//)
      const loader = /<script>\(function\(\)\{var d=document,s=(\[[^\]]*\])/.exec(html)
      expect(loader, 'the paint-first loader is in the page').not.toBeNull()
      const sources = JSON.parse(loader![1]) as string[]
      expect(sources.length).toBeGreaterThan(3)
      for (const src of sources) expect(src).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/)

      // By the load event every chunk was in the page and React had started hydrating, as on
      // Next's own output: a press right after load is not lost.
      const atLoad = await page.evaluate(
        () =>
          (
            window as unknown as {
              __atLoad: { hydrating: boolean; scripts: string[]; frames: number }
            }
          ).__atLoad,
      )
      expect(atLoad.hydrating).toBe(true)
      for (const src of sources) expect(atLoad.scripts).toContain(src)
      // The blank frame that holds `load` while the page waits for its paint is gone by then.
      expect(atLoad.frames).toBe(0)

      // No chunk was requested before the first contentful paint was on screen, also when the
      // parser finished first (DOMContentLoaded before the paint, as on a fast network).
      const timing = await page.evaluate((srcs) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const starts = srcs.map(
          (src) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
              r.name.endsWith(src),
            )?.startTime ?? -1,
        )
        return { fcp, load: nav.loadEventStart, starts }
      }, sources)
      expect(timing.fcp).toBeGreaterThan(0)
      expect(timing.fcp).toBeLessThan(timing.load)
      for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.fcp)
    })
  }

  test('a press on the mobile menu right after load opens it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible()
  })
})

test('compile hints: every chunk a page starts asks V8 to compile it while it streams in', async ({
  request,
}) => {
  // scripts/compile-hints.ts marks the build's chunks after `next build` (decision 0008).
  const html = await (await request.get('/')).text()
  const loader = /<script>\(function\(\)\{var d=document,s=(\[[^\]]*\])/.exec(html)
  const sources = JSON.parse(loader![1]) as string[]
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
