import { Forbidden, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { databaseUnavailable, markReadUnavailable } from '../../src/lib/db/unavailable'

/** node-postgres's own words when the server ends a pooled connection. */
const cut = () => new Error('Connection terminated unexpectedly')

function request(): PayloadRequest {
  const logged: string[] = []
  return {
    context: {},
    payload: { logger: { error: (m: string) => logged.push(m) } },
  } as unknown as PayloadRequest
}

const answer = (error: Error, req: PayloadRequest) =>
  databaseUnavailable({ error, req, context: req.context } as never)

describe('databaseUnavailable (afterError)', () => {
  it('answers 503 for a refusal that came of a member read the database could not answer', () => {
    const req = request()
    markReadUnavailable(req, cut())
    expect(answer(new Forbidden(), req)).toMatchObject({ status: 503 })
    expect(req.responseHeaders?.get('Retry-After')).toBe('60')
  })

  it('leaves a refusal alone when every read got through, or failed for another reason', () => {
    const req = request()
    markReadUnavailable(req, new Error('column "x" does not exist'))
    expect(answer(new Forbidden(), req)).toBeUndefined()
    expect(answer(new Forbidden(), request())).toBeUndefined()
  })

  it('answers 503 for the database error itself, and nothing for others', () => {
    expect(answer(cut(), request())).toMatchObject({ status: 503 })
    const disk = Object.assign(new Error('could not extend file'), { code: '53100' })
    expect(answer(new Error('Failed query', { cause: disk }), request())).toMatchObject({
      status: 503,
    })
    expect(answer(new Error('boom'), request())).toBeUndefined()
  })
})
