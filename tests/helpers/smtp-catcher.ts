import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { createServer, type Socket } from 'node:net'

/** One message as received by the catcher, with the headers it needs decoded. */
export type CaughtMessage = {
  from: string
  to: string[]
  subject: string
  /** The body with quoted-printable soft breaks and escapes undone (plain-text part if multipart). */
  text: string
  raw: string
}

export type SmtpCatcher = {
  port: number
  /** Set when started with `httpPort`: GET <httpUrl>/messages lists what was caught, as JSON. */
  httpUrl?: string
  messages: CaughtMessage[]
  /** Resolves with the first message (already caught or arriving later) that matches. */
  waitFor: (pred: (m: CaughtMessage) => boolean, timeoutMs?: number) => Promise<CaughtMessage>
  stop: () => Promise<void>
}

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/((?:=[0-9A-F]{2})+)/gi, (seq) =>
      Buffer.from(seq.replace(/=/g, ''), 'hex').toString('utf8'),
    )

/** RFC 2047 encoded words (=?utf-8?Q?...?= / =?utf-8?B?...?=) in headers such as Subject. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim())
  }
  return headers
}

function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const sep = part.search(/\r?\n\r?\n/)
  if (sep < 0) return { headers: parseHeaders(part), body: '' }
  const gap = part.slice(sep).match(/^\r?\n\r?\n/)?.[0].length ?? 2
  return { headers: parseHeaders(part.slice(0, sep)), body: part.slice(sep + gap) }
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const enc = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body)
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

function textOf(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
  if (!/^multipart\//i.test(type) || !boundary) return decodeBody(headers, body)
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .map((p) => splitPart(p.replace(/^\r?\n/, '')))
  const plain =
    parts.find((p) => /^text\/plain/i.test(p.headers.get('content-type') ?? 'text/plain')) ??
    parts[0]
  return plain ? textOf(plain.headers, plain.body) : ''
}

function parseMessage(raw: string, envelope: { from: string; to: string[] }): CaughtMessage {
  const { headers, body } = splitPart(raw)
  return {
    from: envelope.from || decodeHeader(headers.get('from') ?? ''),
    to: envelope.to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: textOf(headers, body).replace(/\r\n/g, '\n').trimEnd(),
    raw,
  }
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests: accepts every message (no auth, no TLS) and keeps
 * it in memory. `port: 0` picks a free port. Point the app at it with SMTP_HOST=127.0.0.1 and
 * SMTP_PORT=<port>.
 */
export function startSmtpCatcher(
  opts: { port?: number; host?: string; httpPort?: number } = {},
): Promise<SmtpCatcher> {
  const messages: CaughtMessage[] = []
  const waiters = new Set<{
    pred: (m: CaughtMessage) => boolean
    resolve: (m: CaughtMessage) => void
  }>()
  const sockets = new Set<Socket>()

  const deliver = (m: CaughtMessage) => {
    messages.push(m)
    for (const w of waiters) {
      if (w.pred(m)) {
        waiters.delete(w)
        w.resolve(m)
      }
    }
  }

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let data: string[] = []
    let envelope = { from: '', to: [] as string[] }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 smtp-catcher ready')

    socket.on('data', (chunk: string) => {
      buffer += chunk
      let nl: number
      while ((nl = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            deliver(parseMessage(data.join('\r\n'), envelope))
            data = []
            envelope = { from: '', to: [] }
            reply('250 OK: queued')
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line)
          }
          continue
        }
        const verb = line.split(' ')[0]?.toUpperCase()
        const arg = line.slice(verb?.length ?? 0).trim()
        switch (verb) {
          case 'EHLO':
            socket.write('250-smtp-catcher\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 OK\r\n')
            break
          case 'HELO':
            reply('250 smtp-catcher')
            break
          case 'MAIL':
            envelope.from = arg.match(/<([^>]*)>/)?.[1] ?? ''
            reply('250 OK')
            break
          case 'RCPT':
            envelope.to.push(arg.match(/<([^>]*)>/)?.[1] ?? '')
            reply('250 OK')
            break
          case 'DATA':
            inData = true
            reply('354 End data with <CR><LF>.<CR><LF>')
            break
          case 'RSET':
            envelope = { from: '', to: [] }
            reply('250 OK')
            break
          case 'NOOP':
            reply('250 OK')
            break
          case 'QUIT':
            reply('221 Bye')
            socket.end()
            break
          default:
            reply('502 Command not implemented')
        }
      }
    })
  })

  const host = opts.host ?? '127.0.0.1'
  let http: HttpServer | undefined
  const listenHttp = (): Promise<string | undefined> => {
    if (opts.httpPort === undefined) return Promise.resolve(undefined)
    http = createHttpServer((req, res) => {
      if (req.url === '/messages' && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(messages))
        return
      }
      res.writeHead(404).end()
    })
    const h = http
    return new Promise((res, rej) => {
      h.once('error', rej)
      h.listen(opts.httpPort, host, () => {
        const a = h.address()
        res(`http://${host}:${typeof a === 'object' && a ? a.port : opts.httpPort}`)
      })
    })
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, async () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const httpUrl = await listenHttp().catch((err: Error) => {
        server.close()
        reject(err)
        return null
      })
      if (httpUrl === null) return
      resolve({
        port,
        httpUrl,
        messages,
        waitFor: (pred, timeoutMs = 10_000) => {
          const found = messages.find(pred)
          if (found) return Promise.resolve(found)
          return new Promise((res, rej) => {
            const waiter = {
              pred,
              resolve: (m: CaughtMessage) => {
                clearTimeout(timer)
                res(m)
              },
            }
            const timer = setTimeout(() => {
              waiters.delete(waiter)
              rej(new Error(`smtp-catcher: no matching message within ${timeoutMs} ms`))
            }, timeoutMs)
            waiters.add(waiter)
          })
        },
        stop: async () => {
          for (const s of sockets) s.destroy()
          await new Promise<void>((res) => server.close(() => res()))
          if (http) {
            http.closeAllConnections()
            await new Promise<void>((res) => http?.close(() => res()))
          }
        },
      })
    })
  })
}

/**
 * For test processes other than the one running the catcher (Playwright workers): polls the
 * catcher's HTTP listing until a message matches.
 */
export async function waitForCaughtMessage(
  httpUrl: string,
  pred: (m: CaughtMessage) => boolean,
  timeoutMs = 15_000,
): Promise<CaughtMessage> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await fetch(`${httpUrl}/messages`)
    const found = ((await res.json()) as CaughtMessage[]).find(pred)
    if (found) return found
    if (Date.now() > deadline)
      throw new Error(`smtp-catcher: no matching message within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 250))
  }
}
