import { Writable } from 'node:stream'
import { APIError, Forbidden } from 'payload'
import { describe, expect, it } from 'vitest'
import { createLogger } from '@/lib/logger'

function capture() {
  const lines: { level: number; msg?: string; err?: { stack?: string } }[] = []
  const logger = createLogger(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line))
        done()
      },
    }),
  )
  return { logger, lines }
}

describe("Payload's logger", () => {
  it('logs an expected refusal (4xx) as one info line, without a stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: new APIError('The email or password provided is incorrect.', 401) })
    logger.error({ err: new Forbidden() })
    expect(lines.map((l) => [l.level, l.msg, l.err])).toEqual([
      [30, 'Refused: 401 The email or password provided is incorrect.', undefined],
      [30, 'Refused: 403 You are not allowed to perform this action.', undefined],
    ])
  })

  it('logs a server error (5xx) and any other error in full, stack included', () => {
    const { logger, lines } = capture()
    logger.error({ err: new APIError('The database did not answer.', 503) })
    logger.error({ err: new Error('boom') })
    logger.error('plain message')
    expect(lines.map((l) => l.level)).toEqual([50, 50, 50])
    expect(lines[0].err?.stack).toContain('The database did not answer.')
    expect(lines[1].err?.stack).toContain('boom')
    expect(lines[2].msg).toBe('plain message')
  })
})
