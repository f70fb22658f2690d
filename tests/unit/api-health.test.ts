import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextHealthCheckMs, readHealth } from '@/lib/api/health'
import {
  HEALTH_CHECK_INTERVAL_MS,
  HEALTH_CHECK_JITTER_MS,
  STATUS_POLL_INTERVAL_MS,
} from '@domain/constants'
import { canRetry } from '@/components/status/connectionStatus'
import { messagesFor } from '@domain/i18n/messages'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('health check', () => {
  it('maps a healthy answer, an unhealthy answer and no answer to the badge states', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ status: 'healthy', database: 'connected' }))
    expect((await readHealth()).result).toBe('healthy')

    fetchMock.mockResolvedValueOnce(Response.json({ status: 'degraded' }))
    expect((await readHealth()).result).toBe('unhealthy')

    fetchMock.mockResolvedValueOnce(Response.json({ status: 'unhealthy' }, { status: 503 }))
    expect((await readHealth()).result).toBe('unhealthy')

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect((await readHealth()).result).toBe('error')

    // The poll is the retry loop: one request per check, no client retries.
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(fetchMock.mock.calls[0][0]).toBe('/api/health')
  })

  it('checks every 120 s plus 0–10 s jitter while healthy, every 30 s while not', () => {
    expect(nextHealthCheckMs('healthy', () => 0)).toBe(HEALTH_CHECK_INTERVAL_MS)
    expect(nextHealthCheckMs('healthy', () => 0.999_999)).toBe(
      HEALTH_CHECK_INTERVAL_MS + HEALTH_CHECK_JITTER_MS - 1,
    )
    expect(HEALTH_CHECK_INTERVAL_MS).toBe(120_000)
    expect(HEALTH_CHECK_JITTER_MS).toBe(10_000)
    expect(nextHealthCheckMs('unhealthy')).toBe(STATUS_POLL_INTERVAL_MS)
    expect(nextHealthCheckMs('error')).toBe(STATUS_POLL_INTERVAL_MS)
  })

  it('uses the spec’s badge texts, with Retry only when unhealthy or unreachable', () => {
    expect(messagesFor('en').browser.badge.status).toEqual({
      healthy: 'Connected',
      checking: 'Checking...',
      unhealthy: 'Connection Issues',
      error: 'No Connection',
    })
    expect(
      ['checking', 'healthy', 'unhealthy', 'error'].filter((s) => canRetry(s as never)),
    ).toEqual(['unhealthy', 'error'])
  })
})
