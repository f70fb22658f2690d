import { BACKOFF_BASE_MS, MAX_RETRIES, REQUEST_TIMEOUT_MS } from '@domain/constants'
import { clearStoredSession } from '@/lib/auth/session-storage'

/**
 * The one browser API client. Every client-side call goes through
 * `apiRequest`: 30 s time-out per attempt, cookies included, JSON in and out, retries for
 * network failures and retryable 5xx, and the spec's handling of 429, 401 and CSRF 403s.
 */

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the server. Please check your internet connection and try again.'
export const DEFAULT_RETRY_AFTER_SECONDS = 60

/** Fired on `window` when a call answers 401, so an auth provider can drop its user. */
export const UNAUTHORIZED_EVENT = 'api:unauthorized'

export type FieldErrors = Record<string, string>

/** A failed call. `status` is 0 when the server could not be reached (or timed out). */
export class ApiError extends Error {
  readonly status: number
  readonly fieldErrors?: FieldErrors

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    if (fieldErrors && Object.keys(fieldErrors).length > 0) this.fieldErrors = fieldErrors
  }
}

export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  /** Serialised as the JSON body (sets Content-Type). */
  json?: unknown
  body?: RequestInit['body']
  /** Retries after the first attempt; default MAX_RETRIES. Pass 0 when the caller polls. */
  retries?: number
  timeoutMs?: number
  /** Skip the 401 sign-out-and-redirect (e.g. the sign-in form itself). */
  skipAuthRedirect?: boolean
}

/** 5xx is retried, except 501 Not Implemented and 505 HTTP Version Not Supported. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599 && status !== 501 && status !== 505
}

/**
 * Delay before retry number `attempt` (1-based): the spec's base of 1000 ms doubled on each
 * retry, which gives its stated 2 s, 4 s, 8 s.
 */
export function retryDelayMs(attempt: number): number {
  return BACKOFF_BASE_MS * 2 ** attempt
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), else 60. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header) {
    const trimmed = header.trim()
    if (/^\d+$/.test(trimmed)) return Number(trimmed)
    const date = Date.parse(trimmed)
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000))
  }
  return DEFAULT_RETRY_AFTER_SECONDS
}

async function waitBeforeRetry(retryNo: number, signal?: AbortSignal | null) {
  await new Promise<void>((resolve) => setTimeout(resolve, retryDelayMs(retryNo)))
  signal?.throwIfAborted()
}

type ErrorBody = {
  message?: unknown
  error?: unknown
  fieldErrors?: unknown
  errors?: { message?: unknown; data?: { errors?: { path?: unknown; message?: unknown }[] } }[]
}

/** Reads our endpoints' `{ error, fieldErrors }` and Payload's `{ errors: [...] }` shapes. */
function describeError(body: unknown, status: number, statusText: string) {
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody
  const first = Array.isArray(b.errors) ? b.errors[0] : undefined
  const message =
    [b.error, b.message, first?.message].find(
      (m): m is string => typeof m === 'string' && m.length > 0,
    ) ??
    (typeof body === 'string' && body.length > 0 && body.length < 300 ? body : undefined) ??
    (statusText || `Request failed with status ${status}`)

  const fieldErrors: FieldErrors = {}
  if (b.fieldErrors && typeof b.fieldErrors === 'object') {
    for (const [key, value] of Object.entries(b.fieldErrors)) {
      const text = Array.isArray(value) ? value[0] : value
      if (typeof text === 'string') fieldErrors[key] = text
    }
  }
  for (const e of first?.data?.errors ?? []) {
    if (typeof e.path === 'string' && typeof e.message === 'string') fieldErrors[e.path] = e.message
  }
  return { message, fieldErrors }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined
  const text = await response.text()
  if (!text) return undefined
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

/** A 401 clears the stored login and sends the visitor to /login (not from / or /login). */
function handleUnauthorized() {
  if (typeof window === 'undefined') return
  clearStoredSession()
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT))
  const path = window.location.pathname
  if (path !== '/login' && path !== '/') window.location.assign('/login')
}

/** One attempt with its own time-out; resolves with the response or rejects (network/time-out/abort). */
async function attempt(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  callerSignal?: AbortSignal,
) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const onAbort = () => controller.abort()
  callerSignal?.addEventListener('abort', onAbort, { once: true })
  try {
    return await fetch(url, { ...init, signal: controller.signal })
  } finally {
    clearTimeout(timer)
    callerSignal?.removeEventListener('abort', onAbort)
  }
}

export async function apiRequest<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const {
    json,
    retries = MAX_RETRIES,
    timeoutMs = REQUEST_TIMEOUT_MS,
    skipAuthRedirect = false,
    signal: callerSignal,
    headers: initHeaders,
    ...rest
  } = init

  const headers = new Headers(initHeaders)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  let body = rest.body
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(json)
  }
  const requestInit: RequestInit = { ...rest, body, headers, credentials: 'include' }

  for (let attemptNo = 0; ; attemptNo++) {
    let response: Response
    try {
      response = await attempt(path, requestInit, timeoutMs, callerSignal ?? undefined)
    } catch (err) {
      // The caller cancelled (e.g. TanStack Query unmounting): not a failure to report or retry.
      if (callerSignal?.aborted) throw err
      if (attemptNo < retries) {
        await waitBeforeRetry(attemptNo + 1, callerSignal)
        continue
      }
      throw new ApiError(0, NETWORK_ERROR_MESSAGE)
    }

    if (response.ok) return (await readBody(response)) as T

    if (isRetryableStatus(response.status) && attemptNo < retries) {
      await waitBeforeRetry(attemptNo + 1, callerSignal)
      continue
    }

    const errorBody = await readBody(response).catch(() => undefined)
    const { message, fieldErrors } = describeError(errorBody, response.status, response.statusText)

    if (response.status === 429) {
      const seconds = retryAfterSeconds(response.headers.get('Retry-After'))
      throw new ApiError(429, `Rate limited. Please wait ${seconds} seconds before trying again.`)
    }
    if (response.status === 401 && !skipAuthRedirect) handleUnauthorized()
    if (response.status === 403 && /csrf/i.test(message)) {
      // Logged only — no toast, no redirect; the caller still sees the failure.
      console.error(`[api] CSRF check failed for ${path}: ${message}`)
    }
    throw new ApiError(response.status, message, fieldErrors)
  }
}
