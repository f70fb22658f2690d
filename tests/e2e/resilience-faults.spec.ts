import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { migrate, seed, serve, waitForHealth } from '../../scripts/lib/app'
import { createFreshDatabase, databaseEnv, type Database } from '../../scripts/lib/database'
import { startCluster } from '../../scripts/lib/embedded-postgres'
import { FORM_TEXT } from '@domain/forms/text'
import { FORM_EVENT_FIELD } from '@domain/forms/definitions'

/**
 * Faults on both databases the site ships with: the embedded PostgreSQL of `npm start` (always)
 * and the Postgres of DATABASE_URL (when set). A production server is killed with -9 in the
 * middle of bursts of form submissions (and registrations for the last places of an event), page,
 * story and event saves (English and Spanish; their
 * search entry with it) and crisis-line saves, then started again: every write it acknowledged is there and every document is whole,
 * one save or the next, never a mix. Saves of one document at concurrency 5 lose nothing. On the
 * embedded database, which the test owns, the database server is also stopped and started again:
 * pages and crisis help keep serving meanwhile, and all recovers. These servers have no mail
 * server (as a first `npm start`): a newsletter sign-up is told so, and the Outbox keeps the message.
 */
const ADMIN = { email: 'faults@example.org', password: 'faults-password-1' }
const port = Number(process.env.E2E_PORT ?? 3100) + 20
const base = `http://127.0.0.1:${port}`
const run = Math.random().toString(36).slice(2, 8)

type Outage = { stop: () => Promise<void>; start: () => Promise<void> }
type Opened = { db: Database; close: () => Promise<void>; outage?: Outage }
type Engine = { name: string; ownsServer?: true; open: () => Promise<Opened> }
const engines: Engine[] = [
  {
    name: 'embedded PostgreSQL',
    ownsServer: true,
    open: async () => {
      const parent = mkdtempSync(path.join(tmpdir(), 'faults-db-'))
      const dir = path.join(parent, 'postgres')
      let cluster = await startCluster(dir)
      const clusterPort = cluster.port
      const db = await createFreshDatabase(cluster.url, 'faults')
      return {
        db,
        outage: {
          stop: () => cluster.stop(),
          start: async () => {
            cluster = await startCluster(dir, clusterPort)
          },
        },
        close: async () => {
          await cluster.stop().catch(() => undefined)
          rmSync(parent, { recursive: true, force: true })
        },
      }
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'Postgres',
          open: async () => {
            const db = await createFreshDatabase(process.env.DATABASE_URL!, 'faults')
            return { db, close: () => db.stop() }
          },
        },
      ]
    : []),
]

type Json = Record<string, unknown>

for (const engine of engines) {
  test.describe(`faults on the ${engine.name}`, () => {
    test.describe.configure({ mode: 'serial' })
    let close: () => Promise<void> = async () => undefined
    let outage: Outage | undefined
    let db: Database
    let env: NodeJS.ProcessEnv
    let server: ChildProcess | undefined
    let cookie = ''

    const start = async () => {
      server = serve({ ...env, HOSTNAME: '127.0.0.1' }, port)
      await waitForHealth(base, server)
    }
    const kill = async () => {
      const child = server!
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGKILL')
        await exited
      }
    }
    const call = async (method: string, path: string, body?: unknown, ip = '198.51.100.9') => {
      const res = await fetch(base + path, {
        method,
        headers: {
          Origin: base,
          'X-Forwarded-For': ip,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      const text = await res.text()
      return { status: res.status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as Json }
    }
    /**
     * Runs each queue of saves in order, the queues at the same time, until all ran or the
     * server died; the server is killed a few milliseconds after the `killAfterAcks`-th ack.
     */
    const burst = async <T>(
      queues: (() => Promise<T>)[][],
      killAfterAcks: number,
      acked: (result: T) => boolean,
    ) => {
      const done: T[] = []
      let acks = 0
      let killing: Promise<void> | undefined
      const worker = async (queue: (() => Promise<T>)[]) => {
        for (const save of queue) {
          try {
            const result = await save()
            done.push(result)
            if (acked(result) && ++acks === killAfterAcks)
              killing = new Promise((r) => setTimeout(r, Math.random() * 30)).then(kill)
          } catch {
            return // the connection died with the server
          }
        }
      }
      await Promise.all(queues.map(worker))
      await killing
      await kill()
      return done
    }
    /** Saves in two queues at once: the English ones in one, the Spanish ones in the other. */
    const byLocale = <T>(saves: (() => Promise<T>)[]) => [
      saves.filter((_, i) => i % 2 === 0),
      saves.filter((_, i) => i % 2 === 1),
    ]

    test.beforeAll(async () => {
      test.setTimeout(240_000)
      const opened = await engine.open()
      db = opened.db
      close = opened.close
      outage = opened.outage
      env = {
        ...process.env,
        ...databaseEnv(db),
        PAYLOAD_SECRET: randomBytes(24).toString('hex'),
        SERVER_URL: base,
        TRUSTED_PROXIES: 'loopback',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_HOST: '',
      }
      await migrate(env)
      await seed(env)
      await start()
      const login = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { Origin: base, 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
      expect(login.status).toBe(200)
      cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    })

    test.afterAll(async () => {
      if (server) await kill()
      await close()
    })

    test('without a mail server, a sign-up is told no e-mail went out; the Outbox keeps it', async () => {
      // This spec's servers run without SMTP_HOST, as a first `npm start` does.
      const email = `no-mail-${run}@example.org`
      const res = await call('POST', '/api/forms/newsletter', { email }, '203.0.113.250')
      expect(res.status).toBe(200)
      expect(res.json.message).toBe(FORM_TEXT.newsletterNoMail)
      const outbox = await call(
        'GET',
        `/api/outbox?where[to][equals]=${encodeURIComponent(email)}&depth=0`,
      )
      expect(outbox.status).toBe(200)
      const [entry] = outbox.json.docs as Json[]
      expect(entry).toMatchObject({ status: 'not-sent' })
      expect(String(entry.text)).toMatch(/\/newsletter\/confirm\?token=/)
    })

    test('kill -9 during a burst of form submissions: every acknowledged one is kept', async () => {
      test.setTimeout(120_000)
      const saves = Array.from({ length: 60 }, (_, i) => async () => {
        const name = `Burst ${run} ${i}`
        const res = await call(
          'POST',
          '/api/forms/contact',
          {
            name,
            email: `burst-${i}@example.org`,
            topic: 'General question',
            message: `Submission ${i} of a burst before a crash.`,
          },
          `203.0.113.${(i % 200) + 1}`,
        )
        return { name, status: res.status }
      })
      const queues = Array.from({ length: 6 }, (_, q) => saves.filter((_, i) => i % 6 === q))
      const results = await burst(queues, 15, (r) => r.status === 200)
      const acked = results.filter((r) => r.status === 200).map((r) => r.name)
      expect(acked.length).toBeGreaterThanOrEqual(15)
      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      const stored = await client
        .query<{ name: string }>('select name from form_submissions where name like $1', [
          `Burst ${run} %`,
        ])
        .finally(() => client.end())
      const names = new Set(stored.rows.map((r) => r.name))
      expect(
        acked.filter((n) => !names.has(n)),
        'acknowledged but not stored',
      ).toEqual([])
      await start()
    })

    test('kill -9 while people take the last places of an event: none acknowledged is lost, none over', async () => {
      test.setTimeout(120_000)
      const found = await call(
        'GET',
        '/api/events?where[slug][equals]=ally-training-for-workplaces&depth=0&limit=1',
      )
      const event = (found.json.docs as Json[])[0] as { id: number; registration: Json }
      const places = 12
      const patched = await call('PATCH', `/api/events/${event.id}`, {
        registration: { ...event.registration, capacity: places },
        _status: 'published',
      })
      expect(patched.status).toBe(200)
      const register = (i: number) =>
        call(
          'POST',
          '/api/forms/contact',
          {
            name: `Place ${run} ${i}`,
            email: `place-${i}@example.org`,
            topic: 'General question',
            message: `Registration ${i} for the training.`,
            [FORM_EVENT_FIELD]: String(event.id),
          },
          `203.0.114.${i + 1}`,
        )
      const saves = Array.from({ length: 30 }, (_, i) => async () => ({
        name: `Place ${run} ${i}`,
        status: (await register(i)).status,
      }))
      const queues = Array.from({ length: 6 }, (_, q) => saves.filter((_, i) => i % 6 === q))
      const results = await burst(queues, 8, (r) => r.status === 200)
      const acked = results.filter((r) => r.status === 200).map((r) => r.name)
      await start()
      // Whatever the crash left, the places still fill exactly: the lock died with the connection.
      const after = await Promise.all(Array.from({ length: 14 }, (_, i) => register(100 + i)))
      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      const stored = await client
        .query<{ name: string }>('select name from form_submissions where event_id = $1', [
          event.id,
        ])
        .then((r) => new Set(r.rows.map((row) => row.name)))
        .finally(() => client.end())
      expect(
        acked.filter((n) => !stored.has(n)),
        'acknowledged but not stored',
      ).toEqual([])
      expect(stored.size).toBe(places)
      expect(after.filter((r) => r.status === 400).length).toBeGreaterThanOrEqual(2)
      expect(after.every((r) => r.status === 200 || r.status === 400)).toBe(true)
    })

    test('kill -9 during page saves in both languages: the page is whole', async () => {
      test.setTimeout(120_000)
      const found = await call('GET', '/api/pages?where[slug][equals]=about&depth=0&limit=1')
      const id = (found.json.docs as Json[])[0].id
      const layouts: Record<string, Json[]> = {}
      for (const locale of ['en', 'es']) {
        const doc = await call('GET', `/api/pages/${id}?locale=${locale}&depth=0`)
        layouts[locale] = withoutIds(doc.json.layout as Json[])
        expect(layouts[locale].length, `${locale} blocks`).toBeGreaterThan(1)
      }
      // Save i has the title "… #i" and all the blocks, or all but the last (every other save).
      const expected = (locale: string, i: number) =>
        Math.floor(i / 2) % 2 ? layouts[locale] : layouts[locale].slice(0, -1)
      const saves = Array.from({ length: 40 }, (_, i) => async () => {
        const locale = i % 2 ? 'es' : 'en'
        const res = await call('PATCH', `/api/pages/${id}?locale=${locale}`, {
          title: `About ${run} #${i}`,
          layout: expected(locale, i),
          _status: 'published',
        })
        return { status: res.status, locale, i }
      })
      const results = await burst(byLocale(saves), 10, (r) => r.status === 200)
      expect(results.every((r) => r.status === 200)).toBe(true)
      await start()
      for (const locale of ['en', 'es']) {
        const doc = (await call('GET', `/api/pages/${id}?locale=${locale}&depth=0`)).json
        const i = Number(/#(\d+)$/.exec(String(doc.title))?.[1])
        expect(
          nowOrNext(results, locale),
          `${locale}: the last save acknowledged, or the next`,
        ).toContain(i)
        const blocks = (doc.layout as Json[]).map((b) => b.blockType)
        expect(blocks, `${locale}: the blocks of save #${i}`).toEqual(
          expected(locale, i).map((b) => b.blockType),
        )
      }
      const page = await fetch(`${base}/about`)
      expect(page.status).toBe(200)
    })

    test('kill -9 during crisis-line saves: each language is one save, whole', async () => {
      test.setTimeout(120_000)
      const found = await call(
        'GET',
        '/api/crisis-resources?where[slug][equals]=988-lifeline&depth=0&limit=1',
      )
      const id = (found.json.docs as Json[])[0].id
      const saves = Array.from({ length: 40 }, (_, i) => async () => {
        const locale = i % 2 ? 'es' : 'en'
        const res = await call('PATCH', `/api/crisis-resources/${id}?locale=${locale}`, {
          description: `Save ${i} (${run}): answers day and night.`,
          callInstructions: `Save ${i}: call 988.`,
          otherTags: [{ tag: `save ${i}` }, { tag: `also ${i}` }],
          _status: 'published',
        })
        return { status: res.status, locale, i }
      })
      const results = await burst(byLocale(saves), 12, (r) => r.status === 200)
      expect(results.every((r) => r.status === 200)).toBe(true)
      await start()
      for (const locale of ['en', 'es']) {
        const doc = (await call('GET', `/api/crisis-resources/${id}?locale=${locale}&depth=0`)).json
        const i = Number(/^Save (\d+) /.exec(String(doc.description))?.[1])
        expect(
          nowOrNext(results, locale),
          `${locale}: the last save acknowledged, or the next`,
        ).toContain(i)
        expect(doc.callInstructions).toBe(`Save ${i}: call 988.`)
        expect((doc.otherTags as Json[]).map((t) => t.tag)).toEqual([`save ${i}`, `also ${i}`])
      }
    })

    for (const collection of ['stories', 'events'] as const)
      test(`kill -9 during ${collection} saves in both languages: each is one save, its search entry too`, async () => {
        test.setTimeout(120_000)
        const found = await call(
          'GET',
          `/api/${collection}?where[_status][equals]=published&depth=0&limit=1`,
        )
        const id = (found.json.docs as Json[])[0].id
        const saves = Array.from({ length: 24 }, (_, i) => async () => {
          const locale = i % 2 ? 'es' : 'en'
          const res = await call('PATCH', `/api/${collection}/${id}?locale=${locale}`, {
            title: `${collection} ${run} #${i}`,
            summary: `Summary of save ${i}.`,
            _status: 'published',
          })
          return { status: res.status, locale, i }
        })
        const results = await burst(byLocale(saves), 8, (r) => r.status === 200)
        expect(results.every((r) => r.status === 200)).toBe(true)
        await start()
        const titles: Record<string, string> = {}
        for (const locale of ['en', 'es']) {
          const doc = (await call('GET', `/api/${collection}/${id}?locale=${locale}&depth=0`)).json
          const i = Number(/#(\d+)$/.exec(String(doc.title))?.[1])
          expect(
            nowOrNext(results, locale),
            `${locale}: the last save acknowledged, or the next`,
          ).toContain(i)
          expect(doc.summary).toBe(`Summary of save ${i}.`)
          titles[locale] = String(doc.title)
        }
        // The search index was written with each save, in its transaction: one entry, as the story.
        const entries = await call(
          'GET',
          `/api/search?where[doc.value][equals]=${id}&where[doc.relationTo][equals]=${collection}&depth=0`,
        )
        expect(entries.json.docs as Json[]).toHaveLength(1)
        expect((entries.json.docs as Json[])[0]).toMatchObject({
          title: titles.en,
          languages: [
            { locale: 'en', title: titles.en },
            { locale: 'es', title: titles.es },
          ],
        })
      })

    test('saves of one page at concurrency 5, both languages, lose nothing', async () => {
      const found = await call('GET', '/api/pages?where[slug][equals]=contact&depth=0&limit=1')
      const id = (found.json.docs as Json[])[0].id
      const before: Record<string, Json> = {}
      for (const locale of ['en', 'es'])
        before[locale] = (await call('GET', `/api/pages/${id}?locale=${locale}&depth=0`)).json
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call('PATCH', `/api/pages/${id}?locale=${i % 2 ? 'es' : 'en'}`, {
            title: `Contact ${run} ${i % 2 ? 'es' : 'en'} ${i}`,
          }),
        ),
      )
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
      for (const locale of ['en', 'es']) {
        const after = (await call('GET', `/api/pages/${id}?locale=${locale}&depth=0`)).json
        expect(String(after.title)).toMatch(new RegExp(`^Contact ${run} ${locale} \\d+$`))
        expect(withoutIds(after.layout as Json[])).toEqual(
          withoutIds(before[locale].layout as Json[]),
        )
      }
    })

    if (engine.ownsServer)
      test('with the database server down just after a save, pages and crisis help keep serving; then all recovers', async () => {
        test.setTimeout(120_000)
        for (const p of ['/', '/about', '/crisis'])
          expect((await fetch(base + p)).status, p).toBe(200)
        // An unrelated page saved just before: its refresh drops every page's cached copy.
        const found = await call('GET', '/api/pages?where[slug][equals]=contact&depth=0&limit=1')
        const contact = (found.json.docs as Json[])[0].id
        const saved = await call('PATCH', `/api/pages/${contact}?locale=en`, { title: 'Contact' })
        expect(saved.status).toBe(200)
        await outage!.stop()
        try {
          // The server shares one health answer for 250 ms (src/server/micro-cache.mjs).
          await expect
            .poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 5_000 })
            .toBe(503)
          const health = await fetch(`${base}/api/health`)
          expect(await health.json()).toMatchObject({ status: 'unhealthy' })
          // Their last good copies, said to be stale (src/server/micro-cache.mjs).
          for (const p of ['/', '/about']) {
            const res = await fetch(base + p)
            expect(res.status, `${p} while the database is down`).toBe(200)
            expect(res.headers.get('cache-control'), p).toBe('public, max-age=10, must-revalidate')
          }
          // A page never sent before: 503, come back later.
          const never = await fetch(`${base}/es/contact`)
          expect([never.status, never.headers.get('retry-after')]).toEqual([503, '30'])
          // A save is refused as such, not as an unknown error.
          const refused = await call('PATCH', `/api/pages/${contact}?locale=en`, { title: 'Lost' })
          expect(refused.status).toBe(503)
          expect(JSON.stringify(refused.json)).toContain('Nothing was saved')
          const crisis = await fetch(`${base}/crisis`)
          expect(crisis.status).toBe(200)
          const html = await crisis.text()
          expect(html).toContain('988')
          expect(html).toContain('tel:18664887386')
        } finally {
          await outage!.start()
        }
        await expect
          .poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 60_000 })
          .toBe(200)
        expect((await fetch(`${base}/services`)).status).toBe(200)
        const after = await call('GET', `/api/pages/${contact}?locale=en&depth=0`)
        expect(after.json.title).toBe('Contact')
      })
  })
}

/**
 * Each language's saves ran one after the other: the document must hold the last one
 * acknowledged, or the next one (sent when the server was killed, committed or not).
 */
function nowOrNext(results: { status: number; locale: string; i: number }[], locale: string) {
  const acked = results.filter((r) => r.locale === locale && r.status === 200).map((r) => r.i)
  const last = Math.max(...acked)
  return [last, last + 2]
}

/** A document's blocks without their row ids, so they can be saved again as new rows. */
function withoutIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutIds) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, v]) => [key, withoutIds(v)]),
    ) as T
  return value
}
