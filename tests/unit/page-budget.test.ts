import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CRISIS_LIFELINE_NUMBER,
  NEWS_PAGING_RATE_LIMIT,
  SEARCH_RATE_LIMIT,
} from '@domain/constants'
import { resetRateLimits } from '@domain/rate-limit'
import { pageBudget } from '@/lib/security/page-budget'
import { proxy } from '@/proxy'
import { BUDGET_HEADER } from '../../src/server/micro-cache.mjs'

/**
 * Per-client budgets of searches and /news pages (issue 58), through src/proxy.ts on Next's own
 * request and response, with the rate limits of domain/rate-limit.ts in this process's memory.
 */
const request = (path: string, address = '198.51.100.7') =>
  new NextRequest(`http://localhost:3000${path}`, { headers: { 'x-forwarded-for': address } })

const budgetOf = (path: string) => pageBudget(new URL(path, 'http://localhost:3000'))

beforeEach(() => resetRateLimits())

describe('which requests spend a budget', () => {
  it('searches with words and /news pages or categories, in every language', () => {
    expect(budgetOf('/search?q=trans')).toBe('search')
    expect(budgetOf('/es/search?q=suicidio')).toBe('search')
    expect(budgetOf('/search?x=1&q=__proto__')).toBe('search')
    expect(budgetOf('/news?page=2')).toBe('news')
    expect(budgetOf('/es/news?category=press')).toBe('news')
    expect(budgetOf('/news?page=%00')).toBe('news')
  })

  it('/events with a page, a category, a mode or the past, in every language', () => {
    expect(budgetOf('/events?page=2')).toBe('events')
    expect(budgetOf('/es/events?category=training')).toBe('events')
    expect(budgetOf('/events?mode=online')).toBe('events')
    expect(budgetOf('/es/events?when=past')).toBe('events')
    expect(budgetOf('/events?page=__proto__')).toBe('events')
    // A category's calendar feed: each unknown one costs a route run (the feed itself is shared).
    expect(budgetOf('/events/calendar.ics?category=training')).toBe('events')
    expect(budgetOf('/es/events/calendar.ics?category=x&discreet=1')).toBe('events')
  })

  it('not what costs no render of its own, nor another path', () => {
    for (const path of [
      '/search',
      '/search?q=',
      '/search?q=%20%20',
      '/search?q=%00',
      '/search?q=%_*%3F',
      '/search?Q=trans',
      '/news',
      '/news?utm_source=x',
      '/crisis?q=trans',
      '/xx/search?q=trans',
      '/es/es/search?q=trans',
      '/searches?q=trans',
      '/news/feed.xml?page=2',
      '/events',
      '/events?utm_source=x',
      '/events/calendar.ics',
      '/events/calendar.ics?discreet=1',
      '/events/ally-training/calendar.ics?category=training',
      '/events/ally-training?page=2',
      '/search?__proto__=trans',
      '/search?constructor=x&prototype=y',
    ])
      expect(budgetOf(path), path).toBeNull()
  })
})

describe('a client over its budget', () => {
  it('gets 429 with Retry-After and crisis help in its language; others go on', async () => {
    const { max } = SEARCH_RATE_LIMIT
    for (let i = 0; i < max; i++) {
      const res = await proxy(request(`/search?q=word${i}`))
      expect(res.status, String(i)).toBe(200)
      expect(res.headers.get('x-middleware-next')).toBe('1')
    }
    const refused = await proxy(request('/es/search?q=otra'))
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(SEARCH_RATE_LIMIT.windowMs / 1000)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    // What server.mjs's micro cache keeps until Retry-After (BUDGET_HEADER).
    expect(refused.headers.get(BUDGET_HEADER)).toBe('search')
    const page = await refused.text()
    expect(page).toContain('<html lang="es">')
    expect(page).toContain(`href="tel:${CRISIS_LIFELINE_NUMBER}"`)
    expect(page).toContain('href="/es/crisis"')
    expect(page).toContain(`Espera ${wait} segundos`)
    // Another address, and the same address's /news budget, are not held back.
    expect((await proxy(request('/search?q=x', '203.0.113.9'))).status).toBe(200)
    expect((await proxy(request('/news?page=2'))).status).toBe(200)
    expect((await proxy(request('/events?when=past'))).status).toBe(200)
    // Pages that spend nothing still load for the limited client.
    expect((await proxy(request('/search?q=%20'))).status).toBe(200)
  })

  it('is one client for a whole IPv6 /64, and for hostile queries of every kind', async () => {
    const { max } = NEWS_PAGING_RATE_LIMIT
    const hostile = [
      'page=__proto__',
      'page=%00',
      'page=1e999',
      `page=${'9'.repeat(10_000)}`,
      'category=constructor',
      'page=2&page=3&page=4',
      'category=%ff%fe',
    ]
    for (let i = 0; i < max; i++) {
      const res = await proxy(request(`/news?${hostile[i % hostile.length]}`, `2001:db8::${i}`))
      expect(res.status, String(i)).toBe(200)
    }
    const refused = await proxy(request('/news?page=2', '2001:db8:0:0:ffff::1'))
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('<html lang="en">')
    expect((await proxy(request('/news?page=2', '2001:db8:1::1'))).status).toBe(200)
  })
})
