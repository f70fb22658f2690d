import { describe, expect, it } from 'vitest'
import { QUICK_EXIT_URL } from '@domain/constants'
import { GET, POST } from '@/app/(frontend)/exit/route'

/**
 * /exit, the route quick exit leads through (the "Exit this site" link works without JavaScript):
 * the site's data cleared and the visitor sent on, telling the neutral site nothing. Followed in
 * a browser: tests/e2e/crisis-exit.spec.ts.
 */
describe('/exit', () => {
  it('clears site data and sends the visitor to the neutral site, uncached and without a referrer', () => {
    for (const answer of [GET(), POST()]) {
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe(QUICK_EXIT_URL)
      expect(answer.headers.get('clear-site-data')).toBe('"cache", "cookies", "storage"')
      expect(answer.headers.get('cache-control')).toContain('no-store')
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
    }
  })
})
