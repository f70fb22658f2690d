import type { PayloadRequest } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { errorReportsEndpoint } from '../../endpoints/errorReports'
import { resetRateLimits } from '@domain/rate-limit'

const create = vi.fn()

function post(body: unknown, ip = '203.0.113.7') {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const req = {
    headers: new Headers({ 'x-forwarded-for': ip, 'user-agent': 'TestBrowser/1.0' }),
    text: async () => text,
    payload: { create },
  } as unknown as PayloadRequest
  return errorReportsEndpoint.handler(req) as Promise<Response>
}

const valid = {
  message: 'Cannot read properties of undefined (reading x) for jo@example.org',
  stack: 'Error: boom\n    at Page (page.js:1:1)',
  componentStack: '\n    at Page\n    at Layout',
  customFallback: false,
  path: '/about?email=jo@example.org',
  source: 'crash',
  errorId: 'ERR-M5XYZ',
}

beforeEach(() => {
  create.mockReset()
  create.mockResolvedValue({ id: 1 })
  resetRateLimits()
})

describe('POST /api/client-errors', () => {
  it('is served at /api/client-errors', () => {
    expect(errorReportsEndpoint).toMatchObject({ path: '/client-errors', method: 'post' })
  })

  it('stores a valid report without query string or e-mail addresses', async () => {
    const res = await post(valid)
    expect(res.status).toBe(201)
    expect(create).toHaveBeenCalledTimes(1)
    const { collection, data, overrideAccess } = create.mock.calls[0][0]
    expect(collection).toBe('error-reports')
    expect(overrideAccess).toBe(true)
    expect(data).toMatchObject({
      path: '/about',
      source: 'crash',
      errorId: 'ERR-M5XYZ',
      customFallback: false,
      componentStack: valid.componentStack,
      userAgent: 'TestBrowser/1.0',
    })
    expect(data.message).not.toContain('jo@example.org')
    expect(data.message).toContain('[email]')
  })

  it('answers 400 with field errors for an invalid report', async () => {
    const res = await post({
      ...valid,
      message: '',
      path: 'about',
      source: 'nope',
      customFallback: 'yes',
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.error).toBe('Invalid error report')
    expect(Object.keys(body.fieldErrors).sort()).toEqual([
      'customFallback',
      'message',
      'path',
      'source',
    ])
    expect(body.fieldErrors.path).toBe('Path must start with /')
    expect(create).not.toHaveBeenCalled()
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post('not json')
    expect(res.status).toBe(400)
    expect(create).not.toHaveBeenCalled()
  })

  it('rate-limits one browser to 10 reports a minute, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await post(valid)).status).toBe(201)
    const limited = await post(valid)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await post(valid, '198.51.100.2')).status).toBe(201)
    expect(create).toHaveBeenCalledTimes(11)
  })
})
