import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { healthEndpoint } from '../../endpoints/health'
import { cutDatabase } from '../helpers/outage'
import { testPayload } from '../helpers/payload'

let payload: Payload
const check = async () => {
  const res = await healthEndpoint.handler({ payload } as never)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/health', () => {
  it('is healthy with the spec fields while the database answers', async () => {
    const { status, body } = await check()
    expect(status).toBe(200)
    expect(body).toMatchObject({
      status: 'healthy',
      database: 'connected',
      uptime: expect.any(Number),
      memory: { used: expect.any(Number), total: expect.any(Number) },
    })
  })

  it('answers unhealthy with 503 when the database is unreachable, and recovers', async () => {
    const outage = await cutDatabase()
    // One set of checks answers for HEALTH_CHECK_TTL_MS: the outage shows on the next run.
    await expect.poll(async () => (await check()).status, { timeout: 15_000 }).toBe(503)
    const down = await check()
    expect(down.body).toMatchObject({ status: 'unhealthy', database: 'disconnected' })
    await outage.restore()
    await expect.poll(async () => (await check()).status, { timeout: 15_000 }).toBe(200)
  })

  it('answers 503 while the process is tampered with (a polluted prototype), and recovers', async () => {
    const proto = Object.prototype as Record<string, unknown>
    // The health check logs what it could not read; here that is the point, so it is caught.
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    proto.pollutedForHealthTest = true
    try {
      await expect.poll(async () => (await check()).status, { timeout: 5_000 }).toBe(503)
      expect((await check()).body).toMatchObject({ status: 'unhealthy', process: 'tampered' })
      expect(String(logged.mock.calls[0]?.[0])).toMatch(
        /^Health: the crisis lines could not be read/,
      )
    } finally {
      delete proto.pollutedForHealthTest
      logged.mockRestore()
    }
    await expect.poll(async () => (await check()).status, { timeout: 5_000 }).toBe(200)
    expect((await check()).body).toMatchObject({ content: 'readable' })
  })
})
