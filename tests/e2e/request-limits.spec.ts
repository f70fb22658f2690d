import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminApi, signInAdminWithForm } from '../helpers/auth'
import { paragraph } from '../helpers/lexical'

/**
 * The edge of the production server (src/server/request-limits.mjs) and the script policy on
 * every path, against the real build (issue 39). The guard's cases — a declared or streamed body
 * over its limit, Expect: 100-continue, a path or query that does not decode, a server action
 * posted as JSON or text, what Node's parser refuses — are tests/unit/request-limits.test.ts
 * ("request limits: a real server"); here, what only the real build shows:
 * - several bodies of 120 MB at once do not grow the process;
 * - server.mjs wires the guard in: its 400s and 413s carry next.config.ts's headers (the crisis
 *   page's own policy included), and a server action called by hand with arguments that are not
 *   its form gets a 404 (src/lib/forms/actions.ts), not Next's 500;
 * - the admin (with its rich-text editor) runs under a policy without 'unsafe-eval' or
 *   'unsafe-inline'. (Paths that only start with /admin are the site's: quality.spec.ts.)
 */
const KB = 1024
const MB = 1024 * KB

let host = '127.0.0.1'
let port = 3000
test.beforeAll(({ baseURL }) => {
  const url = new URL(baseURL!)
  host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname
  port = Number(url.port || 80)
})

type Raw = { status: number; head: string; body: string }

/**
 * Raw HTTP/1.1 (a test client would refuse to send most of these): the head, then `body` in
 * pieces while the server takes them; resolves with what came back once the server closed the
 * connection, or after `waitMs`.
 */
function raw(
  head: string,
  body?: { chunk: Buffer; times: number; chunked?: boolean },
  waitMs = 15_000,
) {
  return new Promise<Raw>((resolve) => {
    const socket = connect(port, host)
    let text = ''
    let done = false
    const finish = () => {
      if (done) return
      done = true
      socket.destroy()
      const [h, ...rest] = text.split('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        head: h,
        body: rest.join('\r\n\r\n'),
      })
    }
    socket.on('data', (d) => (text += d.toString('utf8')))
    // The server's answer ends its side (FIN): the answer is whole.
    socket.on('end', finish)
    socket.on('error', finish)
    socket.on('close', finish)
    setTimeout(finish, waitMs)
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
        if (!socket.write(piece)) return void socket.once('drain', pump)
      }
      if (body.chunked && !socket.destroyed) socket.write('0\r\n\r\n')
    }
    pump()
  })
}

const headerOf = (r: Raw, name: string) =>
  new RegExp(`\r\n${name}: ([^\r\n]*)`, 'i').exec(r.head)?.[1]

/** The site's security headers, as next.config.ts sets them on every answer. */
function expectSecurityHeaders(r: Raw, label: string) {
  expect(headerOf(r, 'content-security-policy'), label).toContain("default-src 'self'")
  expect(headerOf(r, 'x-frame-options'), label).toBe('SAMEORIGIN')
  expect(headerOf(r, 'x-content-type-options'), label).toBe('nosniff')
  expect(headerOf(r, 'strict-transport-security'), label).toContain('max-age=')
}

/** The server's process (the one listening on the port) and its resident memory, in MB. */
function serverPid(): number | undefined {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    const pid = Number(/pid=(\d+)/.exec(out)?.[1])
    return pid || undefined
  } catch {
    return undefined
  }
}
const rssMb = (pid: number) => {
  const status = `/proc/${pid}/status`
  if (!existsSync(status)) return Number.NaN
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1]) / 1024
}

/** The real id of the contact form's action, from the page's no-JavaScript form. */
async function contactActionId(request: APIRequestContext) {
  const html = await (await request.get('/contact')).text()
  const id = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1]
  expect(id, 'the action id in /contact').toBeTruthy()
  return id!
}

const FORM = 'POST /api/forms/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json'

test.describe('body limits', () => {
  test(
    '8 posts of 120 MB at once (4 declared, 4 streamed) leave the memory where it was',
    { tag: '@shared' },
    async () => {
      test.setTimeout(120_000)
      const pid = serverPid()
      test.skip(!pid, 'the server is not a process on this machine')
      // Warm: the endpoint has answered once, so its code is loaded before the baseline.
      await raw(`${FORM}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`)
      const before = rssMb(pid!)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid!))), 50)
      const body = { chunk: Buffer.alloc(256 * KB, 0x20), times: 480 } // 120 MB
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          raw(`${FORM}\r\nContent-Length: ${120 * MB}\r\n\r\n`, body),
        ),
        ...Array.from({ length: 4 }, () =>
          raw(`${FORM}\r\nTransfer-Encoding: chunked\r\n\r\n`, { ...body, chunked: true }),
        ),
      ])
      // Each answer is in once its connection closed; what the server held for them is let go
      // by then, or soon after (the sampler keeps watching the peak meanwhile).
      await expect.poll(() => rssMb(pid!) - before).toBeLessThan(50)
      clearInterval(sampler)
      const after = rssMb(pid!)
      console.log(
        `RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB after; statuses ${results.map((r) => r.status || 'closed').join(',')}`,
      )
      for (const r of results) expect([413, 0]).toContain(r.status)
      expect(results.filter((r) => r.status === 413).length).toBeGreaterThan(0)
      expect(peak - before).toBeLessThan(50)
      expect(after - before).toBeLessThan(50)
      // The server still answers.
      const health = await raw(
        'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      )
      expect(health.status).toBe(200)
    },
  )
})

test.describe('not 500: the real server’s refusals carry the security headers', () => {
  test('the guard is wired in: a path that does not decode, Expect: 100-continue, what the parser refuses', async () => {
    // next.config.ts's headers for the path, the crisis page's own policy among them.
    const path = '/crisis/%E0%A4%A'
    const bad = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    expect(bad.status).toBe(400)
    expectSecurityHeaders(bad, path)
    expect(headerOf(bad, 'content-security-policy')).toContain("connect-src 'self';")

    // A body over the limit announced with Expect: 100-continue: the 413, never Continue.
    const expecting = await raw(
      `POST /api/media HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${12 * MB}\r\n\r\n`,
      undefined,
      5_000,
    )
    expect(expecting.status).toBe(413)
    expect(`${expecting.head}\r\n\r\n${expecting.body}`).not.toContain('100 Continue')
    expectSecurityHeaders(expecting, 'media 413')

    // Two lengths: Node's parser refuses the request before any route.
    const twoLengths = await raw(
      'POST /api/forms/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}',
      undefined,
      5_000,
    )
    expect(twoLengths.status).toBe(400)
    expectSecurityHeaders(twoLengths, 'two lengths')
  })

  test('a server action called by hand with arguments that are not its form: 404, not 500', async ({
    request,
  }) => {
    const id = await contactActionId(request)
    // A form, so the guard lets it through, but its arguments are not the form the action takes:
    // the action answers 404 (asForm, src/lib/forms/actions.ts).
    for (const args of ['["x",1]', '[]', '{}', '["$K1"]']) {
      const body = `--b\r\nContent-Disposition: form-data; name="0"\r\n\r\n${args}\r\n--b--\r\n`
      const r = await raw(
        `POST /contact HTTP/1.1\r\nHost: localhost\r\nNext-Action: ${id}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      )
      expect(r.status, args).toBe(404)
      expectSecurityHeaders(r, args)
    }
  })
})

test.describe('the hashed script policy in the admin', () => {
  const scriptSrc = (policy: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? ''

  test('the admin runs, its rich-text editor too, without eval or unhashed inline scripts', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const api = await adminApi(playwright, baseURL!)
    const run = Date.now().toString(36)
    const created = await api.post('/api/pages', {
      data: {
        title: `CSP check ${run}`,
        slug: `csp-check-${run}`,
        layout: [{ blockType: 'richTextSection', heading: 'Policy', content: paragraph('Start.') }],
        _status: 'published',
      },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const violations = await watchViolations(page)
    try {
      await signInAdminWithForm(page)
      for (const path of ['/admin/collections/pages', `/admin/collections/pages/${id}`]) {
        const response = await page.goto(path)
        const policy = scriptSrc(response!.headers()['content-security-policy'] ?? '')
        expect(policy, path).not.toContain("'unsafe-eval'")
        expect(policy, path).not.toContain("'unsafe-inline'")
      }
      const editor = page.locator('[data-lexical-editor="true"]').first()
      await expect(editor).toBeVisible({ timeout: 30_000 })
      await editor.click()
      await page.keyboard.press('End')
      await page.keyboard.type(' More words, ')
      await page.keyboard.press('ControlOrMeta+b')
      await page.keyboard.type('bold')
      await page.keyboard.press('Enter')
      await page.keyboard.type('/')
      // The slash menu opens a moment after the key: Escape closes it once it is there.
      const slashMenu = page.locator('.slash-menu-popup')
      await expect(slashMenu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(slashMenu).toBeHidden()
      await page.getByRole('button', { name: /^Publish changes$/ }).click()
      await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })
      // Live preview frames the site beside the editor.
      // Payload keeps live preview open or shut per team member and collection (a preference):
      // this worker's member may have left it open in an earlier test, or an earlier run.
      const toggler = page.locator('#live-preview-toggler')
      if (!(await toggler.getAttribute('class'))?.includes('live-preview-toggler--active'))
        await toggler.click()
      await expect(toggler).toHaveClass(/live-preview-toggler--active/)
      await expect(page.locator('iframe').first()).toBeVisible({ timeout: 30_000 })
      await expect(
        page.frameLocator('iframe').first().getByRole('heading', { name: 'Policy' }),
      ).toBeVisible({ timeout: 30_000 })
      await page.goto('/admin/collections/media/create')
      await expect(page.locator('input[type="file"]').first()).toBeAttached({ timeout: 30_000 })
      // The admin's own documents. (The site page inside live preview is under the site's
      // policy, which this change did not touch; the inline scripts blocked there are added at
      // run time, not sent by the server: reported here, not judged. docs/security.md.)
      const preview = violations.filter((v) => !v.startsWith('/admin'))
      if (preview.length)
        test
          .info()
          .annotations.push({ type: 'live preview frame', description: preview.join('\n') })
      expect(violations.filter((v) => v.startsWith('/admin'))).toEqual([])
    } finally {
      await api.delete(`/api/pages/${id}?overrideLock=true`)
    }
  })
})

/** Every policy violation the browser reports, as an event or in the console. */
async function watchViolations(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${location.pathname} ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
      ),
    )
  })
  return violations
}
