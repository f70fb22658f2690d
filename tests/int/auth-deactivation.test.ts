import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetRateLimits } from '@domain/rate-limit'
import { createTeamMember, testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * A team member who leaves is deactivated, not deleted (issue 42): signing in is refused with
 * the answer of a wrong password (issue 58: a different one confirmed the password), a session they had open stops working at once, their name stays on what they saved, only
 * another admin can do it, and turning it off gives the account back. Through the real REST
 * route, on the run's database.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
let ip = 0

const member = (name: string, role: 'admin' | 'editor') => createTeamMember(name, role, run)

const signIn = (who: { email: string; password: string }) =>
  api('POST', '/api/users/login', {
    body: { email: who.email, password: who.password },
    headers: { Origin: SITE, 'X-Forwarded-For': `198.51.100.${200 + ++ip}` },
  })

const asCookie = (cookie: string) => ({ headers: { Cookie: cookie, Origin: SITE } })

beforeAll(async () => {
  payload = await testPayload()
  resetRateLimits()
})

describe('deactivating a team member', () => {
  it('refuses their sign-in, ends their open session and keeps their name on their saves', async () => {
    const admin = await member('lead', 'admin')
    const leaver = await member('leaver', 'editor')
    const signedIn = await signIn(leaver)
    expect(signedIn.status).toBe(200)
    const cookie = cookieOf(signedIn.headers)
    expect((await api('GET', '/api/form-submissions?limit=1', asCookie(cookie))).status).toBe(200)
    // Something they saved while on the team.
    const line = await payload.create({
      collection: 'categories',
      data: { name: `Saved by the leaver ${run}` } as never,
      user: leaver,
      overrideAccess: false,
    })

    const adminCookie = cookieOf((await signIn(admin)).headers)
    const off = await api('PATCH', `/api/users/${leaver.id}`, {
      body: { deactivated: true },
      ...asCookie(adminCookie),
    })
    expect(off.status, off.text).toBe(200)

    // The open session no longer opens anything, and the right password now gets exactly the
    // answer of a wrong one (status, headers that matter, body).
    expect((await api('GET', '/api/form-submissions?limit=1', asCookie(cookie))).status).toBe(403)
    expect((await api('GET', '/api/users/me', asCookie(cookie))).json?.user).toBeNull()
    const again = await signIn(leaver)
    const wrong = await signIn({ email: leaver.email, password: 'not-the-password-1' })
    expect(again.status).toBe(401)
    expect(again.text).toBe(wrong.text)
    expect(again.headers.get('set-cookie')).toBe(wrong.headers.get('set-cookie'))
    expect(again.headers.get('set-cookie') ?? '').not.toContain('payload-token=ey')

    // Their name stays on what they saved.
    const kept = await payload.findByID({ collection: 'users', id: leaver.id, depth: 0 })
    expect(kept.name).toBe(`leaver ${run}`)
    expect(line.id).toBeGreaterThan(0)

    // Turned back on: the account works as before.
    const on = await api('PATCH', `/api/users/${leaver.id}`, {
      body: { deactivated: false },
      ...asCookie(adminCookie),
    })
    expect(on.status).toBe(200)
    expect((await signIn(leaver)).status).toBe(200)
    await payload.delete({ collection: 'categories', id: line.id, overrideAccess: true })
  })

  it('is an admin’s to do, never for themselves, and an editor cannot', async () => {
    const admin = await member('boss', 'admin')
    const editor = await member('colleague', 'editor')
    const adminCookie = cookieOf((await signIn(admin)).headers)
    const self = await api('PATCH', `/api/users/${admin.id}`, {
      body: { deactivated: true },
      ...asCookie(adminCookie),
    })
    expect(self.status).toBeLessThan(500)
    expect((await payload.findByID({ collection: 'users', id: admin.id })).deactivated).toBe(false)
    expect((await signIn(admin)).status).toBe(200)

    const editorCookie = cookieOf((await signIn(editor)).headers)
    await api('PATCH', `/api/users/${admin.id}`, {
      body: { deactivated: true },
      ...asCookie(editorCookie),
    })
    expect((await payload.findByID({ collection: 'users', id: admin.id })).deactivated).toBe(false)
  })

  it('offers no "Force Unlock": nobody is ever locked out, so an unlock does nothing', async () => {
    const admin = await member('unlocker', 'admin')
    const adminCookie = cookieOf((await signIn(admin)).headers)
    // The admin's edit view shows Payload's "Force Unlock" button only with this permission.
    const canUnlock = payload.collections.users.config.access.unlock as (args: unknown) => unknown
    expect(await canUnlock({ req: { user: { ...admin, collection: 'users' }, payload } })).toBe(
      false,
    )
    const unlock = await api('POST', '/api/users/unlock', {
      body: { email: admin.email },
      ...asCookie(adminCookie),
    })
    expect(unlock.status).toBe(403)
  })

  it('takes hostile values as a 400 or nothing, never a 500', async () => {
    const admin = await member('chief', 'admin')
    const other = await member('other', 'editor')
    const adminCookie = cookieOf((await signIn(admin)).headers)
    for (const deactivated of ['yes', 1, null, { __proto__: { x: 1 } }, ['true'], 'true\u0000']) {
      const res = await api('PATCH', `/api/users/${other.id}`, {
        body: { deactivated },
        ...asCookie(adminCookie),
      })
      expect(res.status, JSON.stringify(deactivated)).toBeLessThan(500)
    }
    expect((await signIn(other)).status).toBe(200)
  })
})
