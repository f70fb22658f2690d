'use client'

import { useQuery } from '@tanstack/react-query'
import {
  HEALTH_CHECK_INTERVAL_MS,
  HEALTH_CHECK_JITTER_MS,
  STATUS_POLL_INTERVAL_MS,
} from '@domain/constants'
import { nextTask } from '@/lib/idle'
import { ApiError, apiRequest } from './client'
import { API_PATHS } from './paths'
import { queryKeys } from './queryKeys'

/** GET /api/health. */
export type HealthResponse = {
  status: string
  database?: string
  uptime?: number
  memory?: { used: number; total: number }
}

/** What a health check found: the server said healthy, answered otherwise, or was unreachable. */
export type HealthResult = 'healthy' | 'unhealthy' | 'error'

/** A health check with what the server said: its answer when it gave one, else why not. */
export type HealthReading = {
  result: HealthResult
  body: HealthResponse | null
  message: string | null
}

export async function readHealth(signal?: AbortSignal): Promise<HealthReading> {
  try {
    // No client retries: the poll is the retry loop, and a check should tell the truth now.
    const body = await apiRequest<HealthResponse>(API_PATHS.health, {
      signal,
      retries: 0,
      cache: 'no-store',
    })
    return { result: body?.status === 'healthy' ? 'healthy' : 'unhealthy', body, message: null }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    if (err.status === 503) {
      // The health endpoint's own "unhealthy" answer: the database does not answer.
      return {
        result: 'unhealthy',
        body: { status: 'unhealthy', database: 'disconnected' },
        message: err.message,
      }
    }
    return { result: err.status === 0 ? 'error' : 'unhealthy', body: null, message: err.message }
  }
}

/**
 * While healthy, check again after 120 s plus 0–10 s of jitter (so many open tabs
 * don't hit the server together); while not healthy, the 30 s status poll notices recovery
 * sooner.
 */
export function nextHealthCheckMs(result: HealthResult | undefined, random = Math.random): number {
  if (result === undefined || result === 'healthy') {
    return HEALTH_CHECK_INTERVAL_MS + Math.floor(random() * HEALTH_CHECK_JITTER_MS)
  }
  return STATUS_POLL_INTERVAL_MS
}

/** Health on load and on the schedule above; paused while the tab is hidden, re-checked on return. */
export function useHealthCheck() {
  return useQuery({
    queryKey: queryKeys.health,
    // The first check starts as the status dock mounts, just after the page has started.
    queryFn: async ({ signal }) => {
      await nextTask()
      return (await readHealth(signal)).result
    },
    refetchInterval: (query) => nextHealthCheckMs(query.state.data),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
    // Offline is exactly what the badge must report, so the check runs (and fails) offline too.
    networkMode: 'always',
  })
}
