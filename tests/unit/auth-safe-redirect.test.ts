import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '../../src/lib/auth/safe-redirect'
import { ADMIN_HOME_PATH } from '@domain/constants'
import { REDIRECT_ATTACKS } from '../helpers/redirect-attacks'

describe('safeRedirectPath', () => {
  it.each([...REDIRECT_ATTACKS, ''])('refuses %j', (attack) => {
    expect(safeRedirectPath(attack)).toBe(ADMIN_HOME_PATH)
  })

  it.each([
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin/collections/pages?limit=10', '/admin/collections/pages?limit=10'],
    ['/admin/users/edit/42', '/admin/users/edit/42'],
    ['/about#team', '/about#team'],
  ])('keeps the same-site path %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it('does not send back to the sign-in pages or the API', () => {
    for (const path of [
      '/login',
      '/login/forgot',
      '/reset-password?token=x',
      '/api/users/me',
      '/admin/logout',
    ]) {
      expect(safeRedirectPath(path)).toBe(ADMIN_HOME_PATH)
    }
  })

  it('uses the given fallback and ignores non-strings', () => {
    expect(safeRedirectPath(undefined, '/')).toBe('/')
    expect(safeRedirectPath(['/admin'], '/')).toBe('/')
  })
})
