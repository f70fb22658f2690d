import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { appendOnce } from '@/server/append-once.mjs'

/** The raw header lines a real Node server sends for `write(res)`, with appendOnce. */
async function rawHeaders(write: (res: import('node:http').ServerResponse) => void) {
  const server = createServer((_req, res) => {
    appendOnce(res)
    write(res)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await new Promise<string[]>((resolve, reject) =>
      request({ port, host: '127.0.0.1' }, (res) => {
        res.resume()
        resolve(res.rawHeaders)
      })
        .on('error', reject)
        .end(),
    )
  } finally {
    server.close()
  }
}

describe('appendOnce', () => {
  it('sends a Location Next sets and then appends again once', async () => {
    const raw = await rawHeaders((res) => {
      res.statusCode = 308
      res.setHeader('Location', '/new')
      res.appendHeader('Location', '/new')
    })
    const locations = raw.filter((_, i) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === 'location')
    expect(locations).toEqual(['/new'])
  })

  it('still sends different values of one header', async () => {
    const raw = await rawHeaders((res) => {
      res.setHeader('Set-Cookie', 'a=1')
      res.appendHeader('Set-Cookie', ['a=1', 'b=2'])
      res.appendHeader('X-Test', 'one')
    })
    const cookies = raw.filter((_, i) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === 'set-cookie')
    expect(cookies).toEqual(['a=1', 'b=2'])
    expect(raw).toContain('one')
  })
})
