import {
  type BrowserContextOptions,
  expect,
  type PlaywrightWorkerArgs,
  test as base,
} from '@playwright/test'
import { STORAGE_KEYS } from '@domain/constants'
import { memberForSpec, WORKER_ADMIN } from './auth'

/** A browser's saved sign-in (Playwright's `storageState`): cookies and localStorage. */
export type Session = Exclude<BrowserContextOptions['storageState'], string | undefined>

/**
 * Context options of a visitor: nobody signed in. A context or request client made inside a test
 * takes the test's options, a signed-in `storageState` included, unless it names its own.
 */
export const VISITOR = {
  storageState: { cookies: [], origins: [] },
} satisfies BrowserContextOptions

/**
 * Signs `member` in through the REST API, as the sign-in form does, and returns what a browser
 * keeps of it: the HttpOnly session cookie, and the profile the site's own pages read from
 * localStorage (src/lib/auth/session-storage.ts) to show "Dashboard", "Edit this page" and
 * the invitation form.
 */
export async function sessionOf(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  member: { email: string; password: string },
): Promise<Session> {
  const origin = new URL(baseURL).origin
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: origin },
    storageState: VISITOR.storageState,
  })
  try {
    const res = await api.post('/api/users/login', {
      data: { email: member.email, password: member.password },
    })
    expect(res.ok(), `sign-in as ${member.email}: ${res.status()}`).toBe(true)
    const { user } = (await res.json()) as {
      user: { id: number; email: string; name?: string | null; role?: string | null }
    }
    const { cookies } = await api.storageState()
    const profile = {
      id: user.id,
      email: user.email,
      name: user.name ?? null,
      role: user.role ?? null,
    }
    return {
      cookies,
      origins: [
        {
          origin,
          localStorage: [
            { name: STORAGE_KEYS.authUser, value: JSON.stringify(profile) },
            { name: STORAGE_KEYS.authLoginTime, value: String(Date.now()) },
          ],
        },
      ],
    }
  } finally {
    await api.dispose()
  }
}

/**
 * Tests whose `page` is this worker's admin (WORKER_ADMIN), signed in once per worker through
 * the API and handed to each test as its `storageState` (Playwright's one account per parallel
 * worker): no sign-in per test. Nothing may sign that session out: every test of the worker
 * shares it. A visitor's context in such a test is made with VISITOR.
 */
export const adminTest = base.extend<object, { workerAdminSession: Session }>({
  workerAdminSession: [
    async ({ playwright }, provide, workerInfo) => {
      await provide(await sessionOf(playwright, workerInfo.project.use.baseURL!, WORKER_ADMIN))
    },
    { scope: 'worker' },
  ],
  storageState: async ({ workerAdminSession }, provide) => {
    await provide(workerAdminSession)
  },
})

/**
 * A spec's team member of its own (memberForSpec), signed in once for the whole spec: every
 * test's `page` starts with that session (its `storageState`). Read `.api` and `.member` as
 * with memberForSpec. Nothing may sign the session out; a visitor's context is made with VISITOR.
 */
export function signedInMemberForSpec(role: 'admin' | 'editor', label: string) {
  const spec = memberForSpec(role, label) as ReturnType<typeof memberForSpec> & {
    session?: Session
  }
  base.use({
    // Also set up for the spec's own hooks (Playwright's artifacts), before the member exists.
    storageState: async ({ playwright, baseURL }, provide) => {
      if (spec.member) spec.session ??= await sessionOf(playwright, baseURL!, spec.member)
      await provide(spec.session)
    },
  })
  return spec
}
