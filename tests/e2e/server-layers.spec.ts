import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { LOCALES, localePrefix } from '@domain/i18n/locales'
import { laneOf } from '../../src/server/render-gate.mjs'

/**
 * The layers server.mjs keeps on top of Next (docs/decisions/), each proved against the real
 * production build, so the next upgrade of Next that breaks one fails here: the build's chunks
 * carry their compile hints, the micro cache answers repeats of a page (a random query string
 * too) and of the build's chunks from memory but never hands a flight (RSC) answer to a page
 * visitor, the render gate knows crisis help by the build's own routes, and WebSocket upgrades
 * are refused. The script policy recognising Next's own inline
 * scripts, and compression after the hashing: quality.spec.ts ("pages allow exactly their own
 * inline scripts"). (The public API's caching: public-api.spec.ts; the client address:
 * security-hardening.spec.ts.)
 */
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

test('micro cache: repeats of a page and the build’s chunks come from memory; a flight answer never does', async ({
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
  // The same page, byte for byte from the micro cache within its second: a random query string
  // is no key of its own, so it is the page from the cache too.
  await request.get('/crisis')
  await expect
    .poll(async () => {
      await request.get('/crisis')
      const res = await request.get(`/crisis?v=${Math.random()}`)
      return [res.status(), res.headers()['x-micro-cache']]
    })
    .toEqual([200, 'HIT'])

  // The build's chunks are compressed once, then sent from memory.
  const html = await (await request.get('/crisis')).text()
  const chunk = /"(\/_next\/static\/chunks\/[\w.-]+\.js)"/.exec(html)?.[1]
  expect(chunk, 'a chunk named in the page').toBeTruthy()
  const headers = { 'Accept-Encoding': 'gzip, deflate, br' }
  const chunkFirst = await request.get(chunk!, { headers })
  expect(chunkFirst.headers()['cache-control']).toContain('immutable')
  const chunkAgain = await request.get(chunk!, { headers })
  expect(chunkAgain.headers()['x-micro-cache']).toBe('HIT')
  expect(chunkAgain.headers()['content-encoding']).toBe(chunkFirst.headers()['content-encoding'])
  expect(await chunkAgain.body()).toEqual(await chunkFirst.body())
  // For a file a query string is never a key of its own: the same file with one goes to Next
  // every time.
  const queried = await request.get(`${chunk}?v=${Date.now()}`, { headers })
  expect(queried.headers()['x-micro-cache']).toBeUndefined()
})

test('render gate: the build’s crisis routes take the crisis lane, in every language; others wait their turn', () => {
  // The manifest the e2e server runs (server.mjs gives src/server/render-gate.mjs the same one).
  const lane = laneOf(JSON.parse(readFileSync('.next/routes-manifest.json', 'utf8')), [])
  for (const prefix of LOCALES.map(localePrefix))
    for (const path of [
      '/crisis',
      '/crisis/safety',
      '/crisis/offline.json',
      '/crisis/contacts.vcf',
    ])
      expect([prefix + path, lane(prefix + path)]).toEqual([prefix + path, 'crisis'])
  for (const path of [
    '/',
    '/search',
    '/news',
    '/news/crisis',
    '/news/feed.xml',
    '/about',
    '/admin',
  ])
    expect([path, lane(path)]).toEqual([path, 'render'])
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
