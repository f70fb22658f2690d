import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  UNAUTHORIZED_EVENT,
  apiRequest,
  isRetryableStatus,
  retryAfterSeconds,
  retryDelayMs,
} from '@/lib/api/client'
import { BACKOFF_BASE_MS, MAX_RETRIES, REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '@domain/constants'

const fetchMock = vi.fn<typeof fetch>()

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

/** Starts a request and captures its outcome without an unhandled rejection. */
function start<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error) => Object.assign(outcome, { error, settled: true }),
  )
  return outcome
}

function memoryStorage(initial: Record<string, string>) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    has: (k: string) => map.has(k),
  }
}

function stubWindow(pathname: string) {
  const login = {
    [STORAGE_KEYS.authUser]: '{"email":"a@example.org"}',
    [STORAGE_KEYS.authLoginTime]: '1',
    'unrelated-key': 'kept',
  }
  const win = {
    location: { pathname, assign: vi.fn() },
    localStorage: memoryStorage(login),
    sessionStorage: memoryStorage(login),
    dispatchEvent: vi.fn(),
  }
  vi.stubGlobal('window', win)
  return win
}

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('retry schedule', () => {
  it('derives 2 s, 4 s, 8 s from the spec constants', () => {
    expect(MAX_RETRIES).toBe(3)
    expect([1, 2, 3].map(retryDelayMs)).toEqual([
      BACKOFF_BASE_MS * 2,
      BACKOFF_BASE_MS * 4,
      BACKOFF_BASE_MS * 8,
    ])
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2000, 4000, 8000])
  })

  it('retries a network failure 3 times after 2 s, 4 s and 8 s, then gives the spec message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const outcome = start(apiRequest('/api/thing'))

    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3999)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(7999)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(outcome.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(4)

    expect(outcome.error).toBeInstanceOf(ApiError)
    expect(outcome.error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE })
    expect(NETWORK_ERROR_MESSAGE).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    )
  })

  it('retries a 503 and returns the data once the server recovers', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503, { error: 'down' }))
      .mockResolvedValueOnce(jsonResponse(502, { error: 'down' }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: 1 }))
    const outcome = start(apiRequest<{ ok: number }>('/api/thing'))
    await vi.advanceTimersByTimeAsync(2000 + 4000)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(outcome.value).toEqual({ ok: 1 })
  })

  it('gives up on a 5xx after 3 retries with the server’s message', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { errors: [{ message: 'Boom' }] }))
    const outcome = start(apiRequest('/api/thing'))
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000)
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(outcome.error).toMatchObject({ status: 500, message: 'Boom' })
  })

  it.each([501, 505])('does not retry %i', async (status) => {
    fetchMock.mockImplementation(async () => jsonResponse(status, { error: 'nope' }))
    const outcome = start(apiRequest('/api/thing'))
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(outcome.error).toMatchObject({ status })
    expect(isRetryableStatus(status)).toBe(false)
  })

  it('does not retry client errors', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(404, { error: 'Not found' }))
    const outcome = start(apiRequest('/api/thing'))
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(outcome.error).toMatchObject({ status: 404, message: 'Not found' })
  })

  it('times out an attempt after 30 s and counts it as a network failure', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    )
    const outcome = start(apiRequest('/api/slow', { retries: 0 }))
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(outcome.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome.error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE })
  })
})

describe('429', () => {
  it('is not retried and says how long to wait, from Retry-After', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(429, {}, { 'Retry-After': '12' }))
    const outcome = start(apiRequest('/api/thing'))
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(outcome.error).toMatchObject({
      status: 429,
      message: 'Rate limited. Please wait 12 seconds before trying again.',
    })
  })

  it('says 60 seconds without Retry-After', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(429, { error: 'slow down' }))
    const outcome = start(apiRequest('/api/thing'))
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome.error).toMatchObject({
      message: 'Rate limited. Please wait 60 seconds before trying again.',
    })
  })

  it('reads an HTTP-date Retry-After', () => {
    const now = Date.parse('2025-01-01T00:00:00Z')
    expect(retryAfterSeconds('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30)
    expect(retryAfterSeconds('garbage', now)).toBe(60)
  })
})

describe('401', () => {
  it('clears the stored login in both storages and goes to /login', async () => {
    const win = stubWindow('/about')
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { errors: [{ message: 'Unauthorized' }] }),
    )
    const outcome = start(apiRequest('/api/users/me'))
    await vi.advanceTimersByTimeAsync(0)

    expect(outcome.error).toMatchObject({ status: 401 })
    for (const storage of [win.localStorage, win.sessionStorage]) {
      expect(storage.has(STORAGE_KEYS.authUser)).toBe(false)
      expect(storage.has(STORAGE_KEYS.authLoginTime)).toBe(false)
      expect(storage.has('unrelated-key')).toBe(true)
    }
    expect(win.location.assign).toHaveBeenCalledWith('/login')
    expect(win.dispatchEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: UNAUTHORIZED_EVENT }),
    )
  })

  it.each(['/', '/login'])('clears the login but stays on %s', async (pathname) => {
    const win = stubWindow(pathname)
    fetchMock.mockImplementation(async () => jsonResponse(401, {}))
    const outcome = start(apiRequest('/api/users/me'))
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome.error).toMatchObject({ status: 401 })
    expect(win.localStorage.has(STORAGE_KEYS.authUser)).toBe(false)
    expect(win.location.assign).not.toHaveBeenCalled()
  })
})

describe('403', () => {
  it('logs a CSRF failure only: no redirect, the caller still sees the error', async () => {
    const win = stubWindow('/admin/web')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { errors: [{ message: 'CSRF token validation failed' }] }),
    )
    const outcome = start(apiRequest('/api/things', { method: 'POST', json: { a: 1 } }))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(outcome.error).toMatchObject({ status: 403 })
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0][0])).toMatch(/CSRF/)
    expect(win.location.assign).not.toHaveBeenCalled()
  })

  it('does not log other 403s as CSRF', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(async () => jsonResponse(403, { error: 'Forbidden' }))
    const outcome = start(apiRequest('/api/things'))
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome.error).toMatchObject({ status: 403, message: 'Forbidden' })
    expect(log).not.toHaveBeenCalled()
  })
})

describe('requests', () => {
  it('sends JSON with credentials and reads field errors', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, { error: 'Invalid', fieldErrors: { email: ['Enter an e-mail address'] } }),
    )
    const outcome = start(apiRequest('/api/contact', { method: 'POST', json: { email: 'x' } }))
    await vi.advanceTimersByTimeAsync(0)

    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/contact')
    expect(init?.credentials).toBe('include')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(init?.body).toBe('{"email":"x"}')
    expect(outcome.error).toMatchObject({
      status: 400,
      message: 'Invalid',
      fieldErrors: { email: 'Enter an e-mail address' },
    })
  })

  it('reads Payload validation errors as field errors', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, {
        errors: [
          {
            message: 'The following field is invalid: email',
            data: { errors: [{ path: 'email', message: 'Invalid e-mail' }] },
          },
        ],
      }),
    )
    const outcome = start(apiRequest('/api/users', { method: 'POST', json: {} }))
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome.error).toMatchObject({ fieldErrors: { email: 'Invalid e-mail' } })
  })

  it('stops retrying when the caller cancels', async () => {
    const controller = new AbortController()
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const outcome = start(apiRequest('/api/thing', { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(outcome.error).not.toBeInstanceOf(ApiError)
  })
})
