import { createHash } from 'node:crypto'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolationsLightAndDark } from '../helpers/axe'
import { EVENT_ROUTES, OTHER_ROUTES, PUBLIC_ROUTES, STORY_ROUTES } from '../helpers/routes'
import { freshIp } from './forms-helpers'

/**
 * Quality across the site, against the production build: accessibility, valid HTML, no broken
 * links, the security headers, one fetch per first visit, and the hashed script policy of
 * server.mjs (docs/decisions/0003-script-hashes.md): every page — in both languages, from the
 * micro cache too, compressed after it was hashed, at a path that only starts with /admin —
 * allows exactly its own inline scripts and hydrates under it, and the page a form posted
 * without JavaScript gets back has the hashed policy too. (The admin's policy:
 * request-limits.spec.ts.)
 */
/** Every route a visitor reaches: axe, the HTML checker and the link crawl run on each once. */
const ROUTES = [
  ...PUBLIC_ROUTES.map((r) => r.path),
  ...STORY_ROUTES,
  ...EVENT_ROUTES,
  '/crisis',
  '/login',
  ...OTHER_ROUTES,
]

// The checks below each take a while: the file's tests share the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' })

test.describe('accessibility (axe, WCAG 2.0–2.2 A/AA)', () => {
  // Each route is loaded once: every rule in light, then the site follows the system's switch to
  // dark in place (ThemeProvider listens) and the colour rules run again (tests/helpers/axe.ts).
  const PARTS = 3
  const size = Math.ceil(ROUTES.length / PARTS)
  for (let n = 0; n < PARTS; n++) {
    const routes = ROUTES.slice(n * size, (n + 1) * size)
    test(`every public route in light and dark theme (${n + 1} of ${PARTS})`, async ({ page }) => {
      test.setTimeout(240_000)
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
      for (const route of routes) {
        await page.goto(route)
        await expectNoAxeViolationsLightAndDark(page, route)
      }
    })
  }
})

test('every route answers valid HTML (Nu Html Checker)', async ({ request }) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
  const files: string[] = []
  for (const route of ROUTES) {
    const res = await request.get(route)
    expect(res.status(), route).toBe(200)
    const file = path.join(dir, `${route.replace(/\W+/g, '_') || 'home'}.html`)
    writeFileSync(file, await res.text())
    files.push(file)
  }
  const vnu = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
  // The JVM's first compiler only, with the deeper stack its frames need: the checker runs for
  // seconds, not long enough to repay the optimizing compiler (36 pages: 30 CPU-s instead of 55,
  // measured 2026-12-07).
  const jvm = ['-Xss16m', '-XX:TieredStopAtLevel=1']
  const result = await promisify(execFile)(
    'java',
    [...jvm, '-jar', vnu, '--errors-only', '--format', 'json', ...files],
    {
      maxBuffer: 20 * 1024 * 1024,
    },
  ).catch((err: { stdout?: string; stderr?: string }) => ({
    stdout: err.stdout ?? '',
    stderr: err.stderr ?? '',
  }))
  rmSync(dir, { recursive: true, force: true })
  // React renders progressive-enhancement forms (server actions) with action="" — the form posts
  // back to its own URL, which is exactly where the server action answers. Not ours to change.
  const reactServerActionForm = (m: { message: string }) =>
    m.message.startsWith('Bad value “” for attribute “action” on element “form”')
  // The site's stylesheet is inline (next.config.ts, inlineCss) and the checker's CSS validator
  // predates what Tailwind 4 writes (`@property`, `margin-trim`); it checked no CSS while the
  // stylesheet was a file. The HTML is still checked whole.
  const inlineCss = (m: { message: string }) => m.message.startsWith('CSS: ')
  // The checker writes its report (JSON) to stderr, and to stdout only why it could not check.
  expect(result.stdout, 'the checker ran').toBe('')
  const messages = (
    JSON.parse(result.stderr) as {
      messages: { url: string; message: string; extract?: string }[]
    }
  ).messages.filter((m) => !reactServerActionForm(m) && !inlineCss(m))
  expect(messages.map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ?? ''}`)).toEqual(
    [],
  )
})

test('no broken internal links (crawl from /)', async ({ request, baseURL }) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL!).origin
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const broken: string[] = []
  while (queue.length) {
    const current = queue.shift()!
    const res = await request.get(current, { maxRedirects: 0 })
    if (res.status() >= 400) {
      broken.push(`${current} → ${res.status()}`)
      continue
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) continue
    const html = await res.text()
    for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const url = new URL(href.replace(/&amp;/g, '&'), origin + current)
      if (url.origin !== origin) continue
      const target = url.pathname + url.search
      if (target.startsWith('/admin') || target.startsWith('/exit') || seen.has(target)) continue
      seen.add(target)
      queue.push(target)
    }
  }
  expect(broken).toEqual([])
  expect(seen.size).toBeGreaterThan(20)
})

test('security headers on pages, the crisis page, the admin and the API', async ({ request }) => {
  for (const route of ['/', '/about', '/crisis', '/admin', '/api/health']) {
    const res = await request.get(route, { maxRedirects: 0 })
    const h = res.headers()
    expect(h['content-security-policy'], route).toContain("frame-ancestors 'self'")
    expect(h['content-security-policy'], route).toContain("object-src 'none'")
    expect(h['strict-transport-security'], route).toMatch(/max-age=\d{7,}/)
    expect(h['x-content-type-options'], route).toBe('nosniff')
    expect(h['referrer-policy'], route).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy'], route).toContain('camera=()')
    expect(h['x-powered-by'], route).toBeUndefined()
    expect(h['x-frame-options'], route).toBe('SAMEORIGIN')
  }
  const crisis = (await request.get('/crisis')).headers()['content-security-policy']
  expect(crisis).toContain("connect-src 'self';")
  expect(crisis).not.toContain('googletagmanager')
})

test('a first visit fetches a page once: only the admin asks for a critical client hint', async ({
  browser,
  baseURL,
  request,
}) => {
  // Payload asks every path for Sec-CH-Prefers-Color-Scheme with Critical-CH; Chromium then
  // fetches the page twice on a first visit (next.config.ts keeps it to the admin).
  for (const route of ['/', '/crisis', '/es/about']) {
    const h = (await request.get(route)).headers()
    expect(h['critical-ch'], route).toBeUndefined()
    expect(h['accept-ch'], route).toBeUndefined()
    const firstVisit = await browser.newContext({ baseURL })
    const page = await firstVisit.newPage()
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents.push(r.url())
    })
    await page.goto(route)
    expect(documents, route).toHaveLength(1)
    await firstVisit.close()
  }
  const admin = (await request.get('/admin', { maxRedirects: 0 })).headers()
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

const scriptSrcOf = (policy: string | undefined) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src ')) ?? ''

/** A script-src without 'unsafe-inline' or 'unsafe-eval' that hashes each inline script. */
function expectOwnScriptsHashed(label: string, policy: string | undefined, html: string) {
  const scriptSrc = scriptSrcOf(policy)
  expect(scriptSrc, label).not.toContain("'unsafe-inline'")
  expect(scriptSrc, label).not.toContain("'unsafe-eval'")
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs]) => !/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs),
  )
  expect(inline.length, label).toBeGreaterThan(0)
  for (const [, , body] of inline) {
    const digest = createHash('sha256').update(body, 'utf8').digest('base64')
    expect(scriptSrc, `${label}: ${body.slice(0, 60)}`).toContain(`'sha256-${digest}'`)
  }
  return scriptSrc
}

test('pages allow exactly their own inline scripts: hashed before compression, no unsafe-inline', async ({
  request,
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  // Also what code catches itself (a library probing whether eval is allowed still counts:
  // the browser reports it, and it means that code is in the page).
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  )
  for (const route of ['/', '/about', '/crisis', '/login', '/no-such-page', '/es']) {
    // Twice: the second answer may come from the server's micro cache. Compressed: server.mjs
    // compresses after it hashed the page (Playwright hands over the body decoded).
    for (let i = 0; i < 2; i++) {
      const res = await request.get(route, { headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers()['content-encoding'], route).toBe('gzip')
      expect(res.headers()['vary']?.toLowerCase(), route).toContain('accept-encoding')
      expectOwnScriptsHashed(route, res.headers()['content-security-policy'], await res.text())
    }
    // The page runs under that policy: React attaches to it (its root carries React's own property).
    await page.goto(route)
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.querySelector('body > div, body > header, main') ?? {}).some((k) =>
              k.startsWith('__react'),
            ),
          ),
        { message: `${route} hydrates` },
      )
      .toBe(true)
    await page.waitForLoadState('networkidle')
  }
  // Its client code runs.
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'About', exact: true })
    .click()
  await expect(page.getByRole('region', { name: 'About', exact: true })).toBeVisible()
  expect(violations).toEqual([])

  // Paths that only start with /admin are the site's: its policy (Google's tag manager may load,
  // as it may not in the admin's), hashed.
  for (const route of ['/adminfoo', '/administration', '/admin-help']) {
    const res = await request.get(route)
    const scriptSrc = expectOwnScriptsHashed(
      route,
      res.headers()['content-security-policy'],
      await res.text(),
    )
    expect(scriptSrc, route).toContain('https://www.googletagmanager.com')
  }

  // The page a form posted without JavaScript gets back (the server action's answer) too.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    // The forms are limited per client address.
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  })
  try {
    const form = await noScript.newPage()
    await form.goto('/contact')
    const contact = form.getByRole('form', { name: 'Send us a message' })
    await contact.getByLabel('Your name').fill('Policy Check')
    await contact.getByLabel('E-mail address').fill('not-an-address')
    const posted = form.waitForResponse((r) => r.request().method() === 'POST')
    await contact.getByRole('button', { name: 'Send message' }).click()
    const response = await posted
    expect(response.headers()['content-type']).toMatch(/text\/html/)
    // Each of its inline scripts hashed, the one that carries the form's state too
    // (`…push([0]);self.__next_f.push([2,…])`, src/server/inline-script-csp.mjs).
    expectOwnScriptsHashed(
      'the contact form posted without JavaScript',
      response.headers()['content-security-policy'],
      await response.text(),
    )
  } finally {
    await noScript.close()
  }
})
