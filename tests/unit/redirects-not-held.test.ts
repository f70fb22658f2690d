import { createServer, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { REDIRECT_CACHE_CONTROL, redirectsNotHeld } from '@/server/redirects-not-held.mjs'

/** The Cache-Control a real Node server sends for `write(res)`, with redirectsNotHeld. */
async function cacheControl(write: (res: ServerResponse) => void) {
  const server = createServer((_req, res) => {
    redirectsNotHeld(res)
    write(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await new Promise<string | undefined>((resolve, reject) =>
      request({ port, host: '127.0.0.1' }, (res) => {
        res.resume()
        resolve(res.headers['cache-control'])
      })
        .on('error', reject)
        .end(),
    )
  } finally {
    server.close()
  }
}

// What Next sends with a page from its page cache (docs/caching.md).
const CACHED_PAGE = 's-maxage=3600, stale-while-revalidate=31532400'

describe('redirectsNotHeld', () => {
  it('keeps every cache from holding a redirect, however Next writes its head', async () => {
    expect(
      await cacheControl((res) => {
        res.statusCode = 308
        res.setHeader('Cache-Control', CACHED_PAGE)
        res.setHeader('Location', '/new')
        res.end()
      }),
    ).toBe(REDIRECT_CACHE_CONTROL)
    expect(
      await cacheControl((res) => {
        res.writeHead(307, { 'cache-control': CACHED_PAGE, Location: '/new' })
        res.end()
      }),
    ).toBe(REDIRECT_CACHE_CONTROL)
    expect(REDIRECT_CACHE_CONTROL).toBe('no-store')
  })

  it('leaves every other answer’s caching as it is', async () => {
    expect(
      await cacheControl((res) => {
        res.setHeader('Cache-Control', CACHED_PAGE)
        res.end('page')
      }),
    ).toBe(CACHED_PAGE)
    expect(
      await cacheControl((res) => {
        res.writeHead(404, { 'Cache-Control': 'private, no-cache' })
        res.end()
      }),
    ).toBe('private, no-cache')
  })
})
