import {
  commitTransaction,
  createLocalReq,
  handleEndpoints,
  initTransaction,
  killTransaction,
  type Payload,
  type SanitizedConfig,
} from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { LOCALES } from '@domain/i18n/locales'
import { afterCommit } from '../../revalidation/after-commit'
import { SaveNotStored } from '../../src/lib/db/acknowledged-commits'
import { createTeamMember, testPayload } from '../helpers/payload'

/**
 * Acknowledged means stored (issue 56): one published page saved again and again in every
 * language through the real REST handler, while another connection terminates the database
 * connections of the app at random (`pg_terminate_backend`, as a fail-over, a restart or a
 * proxy dropping connections does). Every save answers 200 or 503; each 200 is read back
 * straight away and must be there, and at the end each language holds its last acknowledged
 * title (or a later one whose answer was lost with its connection). Runs on whichever database
 * the tier has: Postgres in CI, the embedded PostgreSQL of `npm start` without DATABASE_URL.
 */
const SITE = 'http://localhost:3000'
// FAULTS_RUN_MS: a longer run for the figures of docs/decisions/0012 (the tier runs 6 s).
const RUN_MS = Number(process.env.FAULTS_RUN_MS) || 6_000
const run = Math.random().toString(36).slice(2, 8)
const locales = [...LOCALES]

let payload: Payload
let config: SanitizedConfig
let cookie = ''
let pageId: number | string

async function rest(method: string, path: string, body?: unknown) {
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: {
      Origin: SITE,
      'X-Forwarded-For': '198.51.100.231',
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : {} }
}

/** The stored title in one language, read again until a read gets through. */
async function storedTitle(locale: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await payload.findByID({
        collection: 'pages',
        id: pageId,
        locale: locale as never,
        fallbackLocale: false as never,
        depth: 0,
        overrideAccess: true,
      })
      return String(doc.title)
    } catch (err) {
      if (attempt > 50) throw err
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

/** Terminates the app's connections to the test database at random until `stop` is called. */
function startKiller() {
  const dbName = new URL(process.env.DATABASE_URL!).pathname.slice(1)
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL })
  let stopped = false
  let killed = 0
  const done = (async () => {
    await admin.connect()
    for (let tick = 0; !stopped; tick++) {
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400))
      // Mostly connections inside a transaction (a save under way), now and then every one.
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2 OR xact_start IS NOT NULL)`,
        [dbName, tick % 4 === 0],
      )
      killed += rowCount ?? 0
    }
    await admin.end()
  })()
  return {
    stop: async () => {
      stopped = true
      await done
      return killed
    },
  }
}

beforeAll(async () => {
  payload = await testPayload()
  config = await (await import('../../payload.config')).default
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: 'Faults start',
      slug: `faults-${run}`,
      _status: 'published',
      layout: [{ blockType: 'faq', items: [{ question: 'Q?', answer: 'A.' }] }],
    } as never,
    overrideAccess: true,
  })
  pageId = page.id
  const member = await createTeamMember('faults', 'admin', run)
  const login = await rest('POST', '/api/users/login', {
    email: member.email,
    password: member.password,
  })
  expect(login.status).toBe(200)
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
})

afterAll(async () => {
  await payload
    .delete({ collection: 'pages', id: pageId, overrideAccess: true })
    .catch(() => undefined)
})

it('loses no acknowledged save while connections are killed, and refuses the rest with 503', async () => {
  // What each language holds before: a language none of whose saves got through keeps it.
  const before = Object.fromEntries(
    await Promise.all(locales.map(async (l) => [l, await storedTitle(l)] as const)),
  )
  const tally = { ok: 0, refused: 0, lostOnReadBack: [] as string[], other: [] as string[] }
  const killer = startKiller()
  const deadline = Date.now() + RUN_MS
  // On a loaded machine a save can take longer than the killer's pauses: the writers go on (up
  // to 30 s more) until one save in all got through, without which nothing was proven.
  const lastChance = deadline + 30_000
  const goOn = () => Date.now() < deadline || (tally.ok === 0 && Date.now() < lastChance)
  const last: Record<string, { acknowledged?: string; later: string[] }> = {}

  // One writer per language, each saving one after the other: their saves interleave.
  await Promise.all(
    locales.map(async (locale) => {
      const mine: { acknowledged?: string; later: string[] } = (last[locale] = { later: [] })
      for (let n = 1; goOn(); n++) {
        const title = `${locale} #${n} ${run}`
        const res = await rest('PATCH', `/api/pages/${pageId}?locale=${locale}&depth=0`, {
          title,
        }).catch((err: Error) => ({ status: 0, json: { message: err.message } }))
        if (res.status === 200) {
          tally.ok++
          mine.acknowledged = title
          mine.later = []
          const stored = await storedTitle(locale)
          if (stored !== title) tally.lostOnReadBack.push(`${title} read back "${stored}"`)
        } else if (res.status === 503) {
          tally.refused++
          mine.later.push(title)
        } else {
          tally.other.push(`${res.status} ${JSON.stringify(res.json).slice(0, 300)}`)
          mine.later.push(title)
        }
      }
    }),
  )
  const killed = await killer.stop()
  console.log(
    `database-faults: ${tally.ok} saves acknowledged, ${tally.refused} refused with 503, ${killed} connections killed`,
  )
  expect(tally.lostOnReadBack).toEqual([])
  expect(tally.other).toEqual([])
  for (const locale of locales) {
    const { acknowledged, later } = last[locale]
    const stored = await storedTitle(locale)
    expect([acknowledged ?? before[locale], ...later]).toContain(stored)
  }
  expect(killed).toBeGreaterThan(0)
  expect(tally.ok).toBeGreaterThan(0)
})

it('refuses to commit a save whose transaction a failing nested step rolled back', async () => {
  const req = await createLocalReq({}, payload)
  expect(await initTransaction(req)).toBe(true)
  await payload.update({
    collection: 'pages',
    id: pageId,
    data: { title: `rolled back ${run}` } as never,
    locale: 'en' as never,
    overrideAccess: true,
    req,
  })
  // As the search plugin does: a nested save with the same req fails, and is caught.
  await payload
    .update({ collection: 'pages', id: -1, data: {}, overrideAccess: true, req })
    .catch(() => undefined)
  await expect(commitTransaction(req)).rejects.toBeInstanceOf(SaveNotStored)
  expect(await storedTitle('en')).not.toBe(`rolled back ${run}`)
})

it('runs what waits for the commit only after it, and never after a rollback', async () => {
  const ran: string[] = []
  const committed = await createLocalReq({}, payload)
  await initTransaction(committed)
  await afterCommit(committed, () => ran.push('committed'))
  expect(ran).toEqual([])
  await commitTransaction(committed)
  expect(ran).toEqual(['committed'])

  const rolledBack = await createLocalReq({}, payload)
  await initTransaction(rolledBack)
  await afterCommit(rolledBack, () => ran.push('rolled back'))
  await killTransaction(rolledBack)
  // Without a transaction (a script, a read) it runs at once.
  await afterCommit(await createLocalReq({}, payload), () => ran.push('no transaction'))
  expect(ran).toEqual(['committed', 'no transaction'])
})
