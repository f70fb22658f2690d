import { Forbidden, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  databaseUnavailable,
  markReadUnavailable,
  MEMBER_READ_FAILURE_WINDOW_MS,
} from '../../src/lib/db/unavailable'

/** node-postgres's own words when the server ends a pooled connection. */
const cut = () => new Error('Connection terminated unexpectedly')

function request(cookie?: string): PayloadRequest {
  const logged: string[] = []
  return {
    context: {},
    headers: new Headers(cookie ? { cookie } : {}),
    user: null,
    payload: {
      config: { cookiePrefix: 'payload' },
      logger: { error: (m: string) => logged.push(m) },
    },
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

  // Payload's findByID reads with a request of its own ({ transactionID }): the failed read of
  // the member cannot mark the request whose JWT strategy then finds no member.
  it('answers 503 for a signed-in refusal just after a member read failed, whatever request it read with', () => {
    const session = 'payload-token=abc; other=1'
    markReadUnavailable(
      { transactionID: undefined },
      cut(),
      'users',
      Date.now() - MEMBER_READ_FAILURE_WINDOW_MS - 1,
    )
    expect(answer(new Forbidden(), request(session))).toBeUndefined()
    markReadUnavailable({ transactionID: undefined }, cut(), 'pages')
    expect(answer(new Forbidden(), request(session))).toBeUndefined()
    markReadUnavailable({ transactionID: undefined }, cut(), 'users')
    expect(answer(new Forbidden(), request(session))).toMatchObject({ status: 503 })
    expect(answer(new Forbidden(), request())).toBeUndefined()
    expect(answer(new Forbidden(), request('other=1'))).toBeUndefined()
  })
})
