import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_API_CORS as APP_CORS } from '@domain/public-api'
import {
  API_BODY_BYTES,
  MEDIA_FILE_BYTES,
  PAGE_BODY_BYTES,
  PUBLIC_API_CORS,
  SERVER_TIMEOUTS,
  answerClientError,
  bodyLimit,
  declaredLength,
  guardRequest,
  headersFor,
  reservedParameter,
  routedPath,
} from '../../src/server/request-limits.mjs'

const KB = 1024
const MB = 1024 * KB

describe('request limits: the paths and numbers', () => {
  it('are the app’s own limits (repeated in the server layer, which runs outside the build)', () => {
    const media = readFileSync('collections/Media/index.ts', 'utf8')
    expect(media).toMatch(/MEDIA_MAX_BYTES = 10 \* 1024 \* 1024/)
    expect(MEDIA_FILE_BYTES).toBe(10 * MB)
    expect(readFileSync('payload.config.ts', 'utf8')).toMatch(
      /upload: \{ limits: \{ fileSize: MEDIA_MAX_BYTES \} \}/,
    )
    expect(readFileSync('src/lib/security/rest-guard.ts', 'utf8')).toMatch(
      /MAX_JSON_BODY_BYTES = 4 \* 1024 \* 1024/,
    )
    expect(API_BODY_BYTES).toBe(4 * MB)
    // No serverActions.bodySizeLimit: Next's default of 1 MB holds for server actions.
    expect(readFileSync('next.config.ts', 'utf8')).not.toMatch(/bodySizeLimit/)
    expect(PAGE_BODY_BYTES).toBe(1 * MB)
    expect(readFileSync('endpoints/crisisUsage.ts', 'utf8')).toMatch(/MAX_BODY_BYTES = 1024\b/)
    expect(readFileSync('endpoints/errorReports.ts', 'utf8')).toMatch(
      /MAX_BODY_BYTES = 64 \* 1024\b/,
    )
  })

  it('refuses on the public API with its CORS headers, the app’s own', () => {
    expect(PUBLIC_API_CORS).toEqual(
      Object.fromEntries(Object.entries(APP_CORS).map(([k, v]) => [k.toLowerCase(), v])),
    )
  })

  it('picks each route’s limit from the path as the app routes it', () => {
    expect(bodyLimit('/api/media').limit).toBe(11 * MB)
    expect(bodyLimit('/api/media/12').limit).toBe(11 * MB)
    expect(bodyLimit('/api/mediafoo').limit).toBe(4 * MB)
    expect(bodyLimit('/api/forms/contact').limit).toBe(4 * MB)
    expect(bodyLimit('/api/crisis-counts').limit).toBe(4 * KB)
    expect(bodyLimit('/api/client-errors').limit).toBe(256 * KB)
    expect(bodyLimit('/api').limit).toBe(4 * MB)
    expect(bodyLimit('/contact').limit).toBe(1 * MB)
    expect(bodyLimit('/apifoo').limit).toBe(1 * MB)
    expect(bodyLimit('/admin/collections/pages/1').limit).toBe(1 * MB)
    // Dot segments and escapes are resolved first: no route borrows the media limit.
    expect(routedPath('/api/media/../forms/contact')).toBe('/api/forms/contact')
    expect(routedPath('/api/media/%2e%2e/forms/contact')).toBe('/api/forms/contact')
    expect(routedPath('/api/%6Dedia?x=%ff')).toBe('/api/media')
    expect(routedPath('/crisis/caf%C3%A9')).toBe('/crisis/café')
  })

  it('finds the paths that do not decode, or decode to a NUL', () => {
    for (const bad of ['/api/pages/%ff', '/crisis/%E0%A4%A', '/%', '/a%2', '/%00', '/x/%C0%80'])
      expect(routedPath(bad), bad).toBeUndefined()
    expect(routedPath('/?q=%ff')).toBe('/') // a query is the route's business, not the path's
  })

  it('reads Content-Length strictly', () => {
    expect(declaredLength({})).toBeUndefined()
    expect(declaredLength({ 'content-length': '0' })).toBe(0)
    expect(declaredLength({ 'content-length': ' 120 ' })).toBe(120)
    for (const v of ['-1', '1e9', '0x10', '12, 12', '', '9'.repeat(16), '1.5'])
      expect(declaredLength({ 'content-length': v }), v).toBeNaN()
  })

  it('gives a path the headers of next.config.ts, later rules first', () => {
    const headers = headersFor([
      { source: '/:path*', regex: '^(?:/(.*))?$', headers: [{ key: 'A', value: 'site' }] },
      { source: '/crisis', regex: '^/crisis(?:/)?$', headers: [{ key: 'a', value: 'crisis' }] },
    ])
    expect(headers('/crisis')).toEqual({ a: 'crisis' })
    expect(headers('/crisis%ff')).toEqual({ a: 'site' })
  })
})

/** A server with the layer in front of a handler that reads the whole body and counts it. */
let server: Server
let port: number
const received: number[] = []
const SECURITY = {
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "default-src 'self'",
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (guardRequest(req, res, () => SECURITY)) return
    let n = 0
    req.on('data', (c: Buffer) => (n += c.length))
    req.on('end', () => {
      received.push(n)
      res.end(`read ${n}`)
    })
  })
  server.on('checkContinue', (req, res) => {
    if (guardRequest(req, res, () => SECURITY)) return
    res.writeContinue()
    server.emit('request', req, res)
  })
  server.on('clientError', (error, socket) => answerClientError(error, socket, SECURITY))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/**
 * Sends raw bytes (the head, then `body` in pieces while the socket takes them) and resolves with
 * what came back when the server closed the connection or after a while.
 */
function raw(
  head: string,
  body?: { chunk: Buffer; times: number; chunked?: boolean },
  onPort = port,
) {
  return new Promise<{ text: string; sent: number }>((resolve) => {
    const socket = connect(onPort, '127.0.0.1')
    let text = ''
    let sent = 0
    let done = false
    const finish = () => {
      if (done) return
      done = true
      socket.destroy()
      resolve({ text, sent })
    }
    socket.on('data', (d) => (text += d.toString('latin1')))
    // The server's answer ends its side (FIN): the answer is whole.
    socket.on('end', finish)
    socket.on('error', finish)
    socket.on('close', finish)
    setTimeout(finish, 3000)
    socket.write(head)
    if (!body) return
    let i = 0
    const pump = () => {
      while (i < body.times && !socket.destroyed) {
        i++
        const piece = body.chunked
          ? Buffer.concat([
              Buffer.from(`${body.chunk.length.toString(16)}\r\n`),
              body.chunk,
              Buffer.from('\r\n'),
            ])
          : body.chunk
        sent += body.chunk.length
        if (!socket.write(piece)) return void socket.once('drain', pump)
      }
      if (body.chunked && !socket.destroyed) socket.write('0\r\n\r\n')
    }
    pump()
  })
}

const status = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])
const header = (text: string, name: string) =>
  new RegExp(`\r\n${name}: ([^\r\n]*)`, 'i').exec(text)?.[1]

describe('request limits: a real server', () => {
  it('refuses a declared length over the limit at once, without reading the body', async () => {
    received.length = 0
    const { text, sent } = await raw(
      'POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 125829120\r\n\r\n',
      { chunk: Buffer.alloc(64 * KB, 0x61), times: 1920 },
    )
    expect(status(text)).toBe(413)
    expect(header(text, 'x-frame-options')).toBe('SAMEORIGIN')
    expect(header(text, 'connection')).toBe('close')
    expect(JSON.parse(text.split('\r\n\r\n')[1])).toEqual({
      errors: [{ message: expect.stringContaining('4194304 bytes') }],
    })
    expect(received).toEqual([]) // the handler never saw it
    expect(sent).toBeLessThan(120 * MB)
  })

  it('answers Expect: 100-continue with the 413 instead of Continue', async () => {
    const { text } = await raw(
      'POST /contact HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2000000\r\n\r\n',
    )
    expect(status(text)).toBe(413)
    expect(text).not.toContain('100 Continue')
    expect(header(text, 'content-type')).toMatch(/^text\/plain/)
  })

  it('cuts a chunked body off at the limit', async () => {
    received.length = 0
    const { text } = await raw(
      'POST /api/crisis-counts HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
      { chunk: Buffer.alloc(1 * KB, 0x61), times: 10_000, chunked: true },
    )
    expect(status(text)).toBe(413)
    expect(header(text, 'content-security-policy')).toBe("default-src 'self'")
    expect(received).toEqual([]) // the handler's read never completed
  })

  it('lets a body within the limit through whole, declared or chunked', async () => {
    received.length = 0
    const a = await raw(
      'POST /api/crisis-counts HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 4096\r\n\r\n',
      { chunk: Buffer.alloc(4096, 0x62), times: 1 },
    )
    expect(status(a.text)).toBe(200)
    expect(a.text).toContain('read 4096')
    const b = await raw(
      'POST /api/crisis-counts HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n',
      { chunk: Buffer.alloc(1024, 0x62), times: 4, chunked: true },
    )
    expect(b.text).toContain('read 4096')
    expect(received).toEqual([4096, 4096])
  })

  it('answers 400 for a path that does not decode, with the security headers', async () => {
    for (const path of ['/api/pages/%ff', '/crisis/%E0%A4%A', '/%00']) {
      const { text } = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      expect(status(text), path).toBe(400)
      expect(header(text, 'x-frame-options')).toBe('SAMEORIGIN')
    }
  })

  it('answers 400 for a server action called with anything but what React sends', async () => {
    const call = (path: string, type: string, body: string) =>
      raw(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nNext-Action: 7f00\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      )
    // The site's actions all take a form: JSON, text or a url-encoded form is not a call of one.
    for (const [type, body] of [
      ['application/json', '{"name":"x"}'],
      ['text/plain;charset=UTF-8', '["x"]'],
      ['application/x-www-form-urlencoded', 'a=1'],
      ['multipart/form-data', '--x--'], // no boundary
    ])
      expect(status((await call('/contact', type, body)).text), `${type} ${body}`).toBe(400)
    // Payload's admin calls its server functions with JSON text: passed on whole when it is JSON.
    expect(status((await call('/admin', 'text/plain;charset=UTF-8', 'not json')).text)).toBe(400)
    expect(status((await call('/adminx', 'text/plain', '{}')).text)).toBe(400)
    // React sends the arguments as a JSON array; other JSON failed in Next before any action ran.
    for (const body of ['null', '"x"', '1', 'true', '{}'])
      expect(status((await call('/admin/logout', 'text/plain', body)).text), body).toBe(400)
    received.length = 0
    const json = '[{"name":"form-state","args":{}}]'
    const ok = await call('/admin/collections/pages/1', 'text/plain;charset=UTF-8', json)
    expect(ok.text).toContain(`read ${json.length}`)
    const form = '--b\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--b--\r\n'
    const site = await call('/contact', 'multipart/form-data; boundary=b', form)
    expect(site.text).toContain(`read ${form.length}`)
    expect(received).toEqual([json.length, form.length])
  })

  it('answers what Node’s parser refuses with the security headers too', async () => {
    const cases = [
      // Two lengths, the same or not: which one frames the body is ambiguous (smuggling).
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nhello',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * KB)}\r\n\r\n`,
    ]
    for (const request of cases) {
      const { text } = await raw(request)
      expect([400, 431], JSON.stringify(request.slice(0, 80))).toContain(status(text))
      expect(header(text, 'x-frame-options')).toBe('SAMEORIGIN')
    }
  })
})

describe('request limits: a server in a process of its own', () => {
  // Closing a socket with unread data resets it (RST); a client still sending then lost the 413
  // it had been sent (the e2e tier saw no status at all, twice in three runs). The server reads
  // and drops the rest for a moment first. In one process the race does not show: the server
  // runs in a child here, as in production.
  let child: ChildProcess
  let childPort = 0
  beforeAll(async () => {
    const source = `
      import { createServer } from 'node:http'
      import { guardRequest } from ${JSON.stringify(path.resolve('src/server/request-limits.mjs'))}
      const server = createServer((req, res) => {
        if (guardRequest(req, res, () => ({}))) return
        req.resume()
        req.on('end', () => res.end('read'))
      })
      server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
    child = spawn(process.execPath, ['--input-type=module', '-e', source], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    childPort = await new Promise<number>((resolve) =>
      child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
    )
  })
  afterAll(() => {
    child.kill()
  })

  it('a client still sending a body past the limit gets the 413, every time', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const { text, sent } = await raw(
        'POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
        { chunk: Buffer.alloc(64 * KB, 0x20), times: 1920, chunked: true },
        childPort,
      )
      expect(status(text), `attempt ${attempt}`).toBe(413)
      expect(sent).toBeLessThan(120 * MB)
    }
  })
})

/** Every spelling of a prototype key in a parameter's name that a parser could read as one. */
const RESERVED_QUERIES = [
  '__proto__=1',
  '__proto__',
  'constructor=1',
  'prototype=x',
  'PROTOTYPE=x',
  '__Proto__=1',
  'a[__proto__]=1',
  'where[__proto__][equals]=1',
  'a[constructor][prototype]=1',
  'x.__proto__=1',
  '%5F%5Fproto%5F%5F=1',
  '%255F%255Fproto%255F%255F=1',
  '__proto__%5Bx%5D=1',
  'q=help&__proto__=1',
  'q=help&q=again&constructor=2',
  'a=1&&&__proto__&b',
]

describe('request limits: parameters named like a prototype key', () => {
  it('finds every spelling, by the names Node reads', () => {
    for (const query of RESERVED_QUERIES)
      expect(reservedParameter(`/search?${query}`), query).toBeDefined()
    expect(reservedParameter('/search?%5F%5Fproto%5F%5F=1')).toBe('__proto__')
    // Values are free: a search for the word is a search.
    for (const url of [
      '/search?q=__proto__',
      '/search?q=constructor',
      '/news?page=2&category=press',
      '/api/pages?where[title][equals]=prototype',
      '/crisis',
      '/crisis?',
      '/search?q=%ff', // a broken escape is not a name of ours to judge here
      `/search?${'a=1&'.repeat(2000)}`,
    ])
      expect(reservedParameter(url), url).toBeUndefined()
  })

  it('are a 400 at every address — REST, the site’s endpoints, pages — before the handler', async () => {
    received.length = 0
    const get = (target: string) =>
      raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    const paths = [
      '/api/pages',
      '/api/health',
      '/api/public/crisis-lines',
      '/api/web/settings/public',
      '/api/media/file/x.pdf',
      '/search',
      '/es/search',
      '/news',
      '/news/feed.xml',
      '/crisis',
      '/crisis/offline.json',
      '/',
    ]
    for (const path of paths)
      for (const query of RESERVED_QUERIES) {
        const { text } = await get(`${path}?${query}`)
        expect(status(text), `${path}?${query}`).toBe(400)
        expect(header(text, 'x-frame-options')).toBe('SAMEORIGIN')
        const open = /^\/(api\/public|api\/web|news\/feed)/.test(path.slice(0, 15))
        expect(header(text, 'access-control-allow-origin'), path).toBe(open ? '*' : undefined)
        const body = text.split('\r\n\r\n')[1]
        if (path.startsWith('/api/'))
          expect(JSON.parse(body), path).toEqual({
            errors: [{ message: expect.stringMatching(/is not a parameter: __proto__, /) }],
          })
        else expect(body).toMatch(/reserved words/)
      }
    expect(received).toEqual([]) // no handler saw one
    const es = await get('/es/news/feed.xml?__proto__=1')
    expect(header(es.text, 'access-control-allow-origin')).toBe('*')
    const { text } = await get('/search?q=__proto__&page=2')
    expect(status(text)).toBe(200)
  })
})

describe('request limits: Node’s clocks on a request’s arrival', () => {
  it('are at most 30 s for a slow body, on the real server object server.mjs makes', async () => {
    const real = createServer(SERVER_TIMEOUTS)
    expect(real.requestTimeout).toBe(25_000)
    expect(real.headersTimeout).toBe(10_000)
    // Node checks the clocks every connectionsCheckingInterval: the worst case is the sum.
    const worst = real.requestTimeout + SERVER_TIMEOUTS.connectionsCheckingInterval!
    expect(worst).toBeLessThanOrEqual(30_000)
    expect(readFileSync('server.mjs', 'utf8')).toMatch(/createServer\(SERVER_TIMEOUTS, listener\)/)
    expect(readFileSync('server.mjs', 'utf8')).not.toMatch(/\.(headers|request)Timeout =/)
    real.close()
  })

  /** The same server with the clocks shortened (the production ones are 25 s and 10 s). */
  const SHORT = { requestTimeout: 600, headersTimeout: 300, connectionsCheckingInterval: 50 }
  let slow: Server
  let slowPort = 0
  beforeAll(async () => {
    slow = createServer({ ...SERVER_TIMEOUTS, ...SHORT }, (req, res) => {
      if (guardRequest(req, res, () => SECURITY)) return
      req.resume()
      req.on('end', () => res.end('read'))
    })
    slow.on('clientError', (error, socket) => answerClientError(error, socket, SECURITY))
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    slowPort = (slow.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => slow.close(() => resolve())))

  /**
   * Sends `head`, then `piece` every 50 ms for as long as the connection lasts (a client that
   * never stops, and keeps its side open), and resolves with the answer, when it came and when
   * the server closed the connection.
   */
  function trickle(head: string, piece: string) {
    return new Promise<{ text: string; answeredMs: number; closedMs: number }>((resolve) => {
      const started = Date.now()
      const socket = connect({ port: slowPort, host: '127.0.0.1', allowHalfOpen: true })
      let text = ''
      let answeredMs = Number.NaN
      socket.on('data', (d) => {
        if (!text) answeredMs = Date.now() - started
        text += d.toString('latin1')
      })
      const keepSending = setInterval(() => socket.writable && socket.write(piece), 50)
      const giveUp = setTimeout(() => socket.destroy(), 15_000)
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(keepSending)
        clearTimeout(giveUp)
        resolve({ text, answeredMs, closedMs: Date.now() - started })
      })
      socket.write(head)
    })
  }

  it('a body trickling in is answered 408 once the request clock runs out, and cut', async () => {
    const idle = connect(slowPort, '127.0.0.1')
    const idleAnswers: string[] = []
    idle.on('data', (d) => idleAnswers.push(d.toString('latin1')))
    idle.write('GET /one HTTP/1.1\r\nHost: x\r\n\r\n')

    const { text, answeredMs, closedMs } = await trickle(
      'POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      ' ',
    )
    expect(status(text)).toBe(408)
    expect(header(text, 'x-frame-options')).toBe('SAMEORIGIN')
    expect(header(text, 'connection')).toBe('close')
    expect(answeredMs).toBeGreaterThanOrEqual(SHORT.requestTimeout)
    expect(answeredMs).toBeLessThan(SHORT.requestTimeout + 5_000)
    // Closed by the server although the client kept sending (LINGER_MS after the answer).
    expect(closedMs - answeredMs).toBeLessThan(5_000)

    // Meanwhile an idle keep-alive connection, past the headers clock, was left alone.
    expect(idleAnswers.join('')).toMatch(/^HTTP\/1\.1 200/)
    const second = new Promise<string>((resolve) => idle.once('data', (d) => resolve(String(d))))
    idle.write('GET /two HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(await second).toMatch(/^HTTP\/1\.1 200/)
    idle.destroy()
  })

  it('headers trickling in are answered 408 once the headers clock runs out', async () => {
    const { text, answeredMs } = await trickle('GET /crisis HTTP/1.1\r\nHost: x\r\n', 'X-a: b\r\n')
    expect(status(text)).toBe(408)
    expect(header(text, 'x-frame-options')).toBe('SAMEORIGIN')
    expect(answeredMs).toBeGreaterThanOrEqual(SHORT.headersTimeout)
    expect(answeredMs).toBeLessThan(SHORT.requestTimeout + 5_000)
  })
})
