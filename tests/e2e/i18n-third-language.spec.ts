import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'
import { E2E_ADMIN } from '../../playwright.config'
import { build, buildIsStale, migrate, seed, serve, waitForHealth } from '../../scripts/lib/app'
import { createTestDatabase, databaseEnv, type Database } from '../../scripts/lib/database'
import { CRISIS_CACHE_PREFIX, CRISIS_VERSION_URL } from '@domain/crisis/offline'
import { seedStories } from '../../src/seed/content/stories'
import { seedCrisisResources } from '../../src/seed/content/crisis'

/**
 * Adding a language is configuration plus content (issue 59, docs/adding-a-language.md): the
 * list's test-only language (domain/i18n/languages.mjs, NEXT_PUBLIC_TEST_LANGUAGE=1 at build and
 * start; right to left, its catalogue incomplete on purpose) on a build and a database of their
 * own. Its home, a page, /crisis (without JavaScript, and offline from the worker's copy), a
 * story, search and the feed answer at its prefix, in its `<html lang dir>`, with the English
 * content where it has none under its own "not translated" note, and the admin's translation
 * state says so. The database gets the language as the migration `npm run migrate:create` writes
 * for it would: the locale enums take its code.
 *
 * Its build leaves out the admin's screens (Next's `--debug-build-paths`), which also leaves out
 * the metadata routes: the sitemap's one entry per language of the list is
 * site-addresses.spec.ts ("every address of the sitemap …", both languages).
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 9
const BASE = `http://127.0.0.1:${port}`
const DIST_DIR = '.next-third'
const CODE = 'ar'
const PREFIX = `/${CODE}`
const NOTE = 'لم تُترجم هذه الصفحة بعد، لذا نعرضها بالإنجليزية.'
const CRISIS_HEADING = 'احصل على المساعدة الآن'

test.describe.configure({ mode: 'serial' })

let db: Database | undefined
let server: ChildProcess | undefined
let cookie = ''

/** What a generated migration for a new language does: every enum of the locales takes its code. */
async function addLanguageToDatabase(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(`
      select t.typname as name from pg_type t join pg_enum e on e.enumtypid = t.oid
      group by t.typname having bool_or(e.enumlabel = 'es') and count(*) = 2`)
    expect(rows.length).toBeGreaterThan(0)
    for (const { name } of rows)
      await client.query(`alter type "public"."${name}" add value if not exists '${CODE}'`)
  } finally {
    await client.end()
  }
}

const get = (path: string) => fetch(`${BASE}${path}`, { redirect: 'manual' })
const html = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000)
  db = await createTestDatabase('third')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv(db),
    NEXT_PUBLIC_TEST_LANGUAGE: '1',
    NEXT_DIST_DIR: DIST_DIR,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SERVER_URL: BASE,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    HOSTNAME: '127.0.0.1',
  }
  // Nothing here writes to the checkout: Payload generates types only under `npm run dev`
  // (payload.config.ts), and tsconfig.json already names this build's types for Next.
  await migrate(env)
  await addLanguageToDatabase(db.url)
  await seed(env)
  // Without the admin's screens (nothing here opens them: the translation state is read over
  // REST), half the build's CPU: 73 CPU-s instead of ~150 (measured 2026-12-07).
  if (buildIsStale(DIST_DIR)) await build(env, 'src/app/**,!src/app/(payload)/admin/**')
  server = serve(env, port)
  await waitForHealth(BASE, server)
  const login = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE },
    body: JSON.stringify(E2E_ADMIN),
  })
  expect(login.ok).toBe(true)
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith('payload-token='))
    .join('; ')
})

test.afterAll(async () => {
  const running = server
  if (running && running.exitCode === null)
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  await db?.stop()
})

test('its home, a page, a story, search and the feed answer at its prefix, in English where it has no words, saying so', async () => {
  const home = await html(PREFIX)
  expect(home).toMatch(new RegExp(`<html lang="${CODE}" dir="rtl"`))
  expect(home).toContain(NOTE)
  // Its own words where its catalogue has them, English where not (never a key).
  expect(home).toContain('انتقل إلى المحتوى')
  expect(home).toContain('Team Sign In')
  // The switch leads to every other language; hreflang names them all.
  expect(home).toContain('href="/" hrefLang="en"')
  expect(home).toContain('href="/es" hrefLang="es"')
  expect(home).toMatch(
    new RegExp(`<link rel="alternate" hrefLang="${CODE}" href="${BASE}${PREFIX}"`),
  )

  const about = await html(`${PREFIX}/about`)
  expect(about).toContain(NOTE)
  expect(about).toMatch(/<article lang="en"/)

  // Addresses written out: this process runs without the test language.
  const story = await html(`${PREFIX}/news/${seedStories[1]!.slug}`)
  expect(story).toContain(seedStories[1]!.en.title)
  expect(story).toContain(NOTE)

  const search = await html(`${PREFIX}/search?q=suicide`)
  expect(search).toMatch(new RegExp(`<html lang="${CODE}"`))
  expect(search).toContain('988')

  const feed = await get(`${PREFIX}/news/feed.xml`)
  expect(feed.status).toBe(200)
  const rss = await feed.text()
  expect(rss).toContain(`<language>${CODE}</language>`)
  expect(rss).toContain(`${BASE}${PREFIX}/news/`)

  expect((await get(`${PREFIX}/no-such-page`)).status).toBe(404)
  // The English-only pages have no twin in it.
  expect((await get(`${PREFIX}/login`)).status).toBe(404)
})

test('the admin’s translation state says what its visitors see in English', async () => {
  const pages = await fetch(`${BASE}/api/pages?where[slug][equals]=about&depth=0`, {
    headers: { Cookie: cookie, Origin: BASE },
  })
  const about = ((await pages.json()) as { docs: { id: number }[] }).docs[0]!
  const res = await fetch(`${BASE}/api/pages/${about.id}/translation?locale=${CODE}`, {
    headers: { Cookie: cookie, Origin: BASE },
  })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({
    live: { translated: false, reasons: ['no-title', 'no-layout'] },
    draft: { translated: false },
    notice: NOTE,
  })
})

/** The text of `path` in the crisis worker's complete saved copy of the language, or null. */
function savedPage(page: Page, path: string) {
  return page.evaluate(
    async ([prefix, versionUrl, path]) => {
      for (const name of (await caches.keys()).filter((n) => n.startsWith(prefix))) {
        const cache = await caches.open(name)
        if ((await cache.match(versionUrl)) && (await cache.match(path)))
          return (await (await cache.match(path))!.text()) ?? null
      }
      return null
    },
    [CRISIS_CACHE_PREFIX, CRISIS_VERSION_URL, path],
  )
}

test('its /crisis works without JavaScript, and offline from the worker’s copy of it', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE })
  const plain = await noScript.newPage()
  await plain.goto(`${PREFIX}/crisis`)
  await expect(plain.getByRole('heading', { level: 1, name: CRISIS_HEADING })).toBeVisible()
  await expect(plain.getByRole('main').getByRole('article')).toHaveCount(seedCrisisResources.length)
  await expect(
    plain.getByRole('main').getByRole('link', { name: 'Call 988', exact: true }).first(),
  ).toHaveAttribute('href', 'tel:988')
  await noScript.close()

  // The crisis CSP of every language (each page hashes its own inline scripts into it).
  const policy = async (path: string) =>
    (await get(path)).headers.get('content-security-policy')?.replace(/ 'sha256-[^']+'/g, '')
  expect(await policy(`${PREFIX}/crisis`)).toBe(await policy('/crisis'))
  expect(await policy(`${PREFIX}/crisis`)).not.toBe(await policy(`${PREFIX}/about`))

  const context = await browser.newContext({ baseURL: BASE })
  const page = await context.newPage()
  await page.goto(`${PREFIX}/crisis`)
  await expect.poll(() => savedPage(page, `${PREFIX}/crisis`), { timeout: 30_000 }).not.toBeNull()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: CRISIS_HEADING })).toBeVisible()
  await expect(page.locator('[data-crisis-offline-note]')).toBeVisible()
  // Its catalogue has no "Saved on" words: the English, with its own date.
  await expect(page.locator('[data-saved-on]')).toHaveAttribute('data-saved-on', /^Saved on /)
  await context.close()
})
