import { request, type FullConfig } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { workerAdmin } from '../helpers/auth'
import { startSmtpCatcher } from '../helpers/smtp-catcher'
import { SMTP_CATCHER } from './forms-helpers'

/**
 * Before any worker starts (the server is up: Playwright starts `webServer` first):
 * - the SMTP catcher the e2e server sends its mail to (SMTP_HOST=127.0.0.1, SMTP_PORT from
 *   SMTP_CATCHER: 2525 unless E2E_SMTP_PORT says otherwise), with an HTTP listing on the next
 *   port that the specs read;
 * - a team member (admin) per worker on each server, signed in by `adminApi` and friends (tests/helpers/auth.ts),
 *   so parallel workers never share a session row. Made through the REST API as the seeded admin,
 *   one request at a time; against a server that has them already (BASE_URL) their password is set again.
 * The returned function stops the catcher after the run.
 */
export default async function globalSetup(config: FullConfig) {
  const catcher = await startSmtpCatcher({
    port: SMTP_CATCHER.smtpPort,
    httpPort: SMTP_CATCHER.httpPort,
  })
  // Each server the projects test: the e2e server and the default install (`npm start`).
  const servers = new Set(config.projects.map((p) => p.use.baseURL))
  for (const baseURL of servers) {
    if (!baseURL) throw new Error('a project in playwright.config.ts has no baseURL')
    await makeWorkerAdmins(baseURL, config.workers)
  }
  return async () => {
    await catcher.stop()
  }
}

async function makeWorkerAdmins(baseURL: string, workers: number) {
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL).origin },
  })
  try {
    const login = await api.post('/api/users/login', { data: E2E_ADMIN })
    if (!login.ok()) throw new Error(`sign-in as ${E2E_ADMIN.email}: ${login.status()}`)
    for (let i = 0; i < workers; i++) {
      const member = workerAdmin(String(i))
      const data = { ...member, name: `E2E worker ${i + 1}`, role: 'admin' }
      const found = await api.get('/api/users', {
        params: { 'where[email][equals]': member.email, depth: 0 },
      })
      const existing = ((await found.json()) as { docs: { id: number }[] }).docs[0]
      const res = existing
        ? await api.patch(`/api/users/${existing.id}`, { data })
        : await api.post('/api/users', { data })
      if (!res.ok())
        throw new Error(`team member ${member.email}: ${res.status()} ${await res.text()}`)
    }
  } finally {
    await api.dispose()
  }
}
