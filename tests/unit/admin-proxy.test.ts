import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { ADMIN_HOME_PATH } from '@domain/constants'
import { proxy } from '@/proxy'

/** src/proxy.ts on Next's own request and response: the admin guard and the spec's admin URLs. */
const request = (path: string, signedIn = false) =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: signedIn ? { cookie: 'payload-token=abc' } : {},
  })

async function redirect(path: string, signedIn = false) {
  const res = await proxy(request(path, signedIn))
  const location = res.headers.get('location')
  if (!location) return { status: res.status, to: null }
  const url = new URL(location)
  return { status: res.status, to: `${url.pathname}${url.search}` }
}

const ALIASES: [string, string][] = [
  ['/admin', ADMIN_HOME_PATH],
  ['/admin/users', '/admin/collections/users'],
  ['/admin/users/new', '/admin/collections/users/create'],
  ['/admin/users/edit/42', '/admin/collections/users/42'],
  ['/admin/content', '/admin/collections/pages'],
  ['/admin/assets', '/admin/collections/media'],
  ['/admin/settings', '/admin/globals/site-settings'],
]

describe('the admin route guard', () => {
  it.each([
    ...ALIASES.map(([from]) => from),
    '/admin/dashboard',
    '/admin/web',
    '/admin/integrations',
  ])(
    'sends a visitor without a session from %s to /login with the way back (307)',
    async (path) => {
      expect(await redirect(path)).toEqual({
        status: 307,
        to: `/login?${new URLSearchParams({ redirect: path })}`,
      })
    },
  )

  it('keeps the query string in the way back', async () => {
    expect((await redirect('/admin/collections/pages?page=2')).to).toBe(
      `/login?${new URLSearchParams({ redirect: '/admin/collections/pages?page=2' })}`,
    )
  })

  it.each(ALIASES)('takes a team member from %s to %s, keeping the query', async (from, to) => {
    expect(await redirect(from, true)).toEqual({ status: 307, to })
    expect(await redirect(`${from}?x=1`, true)).toEqual({ status: 307, to: `${to}?x=1` })
  })

  it('lets a team member through to the screens Payload names itself', async () => {
    for (const path of ['/admin/dashboard', '/admin/collections/pages', '/admin/web'])
      expect(await redirect(path, true)).toEqual({ status: 200, to: null })
  })

  it('sends Payload’s sign-in, forgot and reset screens to the site’s, dropping unsafe ways back', async () => {
    expect(await redirect('/admin/login?redirect=%2Fadmin%2Fcollections%2Fpages')).toEqual({
      status: 307,
      to: '/login?redirect=%2Fadmin%2Fcollections%2Fpages',
    })
    expect((await redirect('/admin/login?redirect=%2F%2Fevil.example')).to).toBe('/login')
    expect((await redirect('/admin/login')).to).toBe('/login')
    expect((await redirect('/admin/forgot')).to).toBe('/login/forgot')
    expect((await redirect('/admin/reset/t0k3n')).to).toBe('/reset-password?token=t0k3n')
  })

  it('leaves the screens that need no session alone', async () => {
    for (const path of ['/admin/create-first-user', '/admin/logout', '/admin/unauthorized'])
      expect(await redirect(path)).toEqual({ status: 200, to: null })
  })
})
