'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { nextTask } from '@/lib/idle'
import { notify } from '@/lib/toast'
import { usePageWords } from '@/lib/i18n/page-words'
import { fallbackPublicSettings, type PublicSettings } from '@domain/public-settings'
import { apiRequest } from './client'
import { API_PATHS } from './paths'
import { queryKeys } from './queryKeys'

const SETTINGS_TOAST_ID = 'settings-load-failed'
/** Every consumer shares one query; this keeps the toast to one per failed load, not per consumer. */
let toastedFailureAt = 0

/**
 * Public site settings for client components. `data` is undefined while loading (and during
 * server rendering), then the server's settings — or the fallback values after a failure,
 * which also shows the "Failed to load site settings" toast once.
 */
export function usePublicSettings(): { data: PublicSettings | undefined; isLoading: boolean } {
  const failed = usePageWords().settingsLoadFailed
  const query = useQuery({
    queryKey: queryKeys.publicSettings,
    // First asked for as the status dock mounts, just after the page has started.
    queryFn: async ({ signal }) => {
      await nextTask()
      const body = await apiRequest<{ data?: Partial<PublicSettings> }>(API_PATHS.publicSettings, {
        signal,
      })
      // A missing data object counts as empty; absent fields take the built-in values.
      return { ...fallbackPublicSettings, ...(body?.data ?? {}) }
    },
    staleTime: 5 * 60_000,
    // After a failure (already retried by the client) consumers mounting later — the mobile
    // menu — show the fallback at once instead of "Loading..." for another round of retries.
    retryOnMount: false,
    // Offline, fail (to the fallback values) rather than wait in "Loading..." indefinitely.
    networkMode: 'always',
  })

  const failedAt = query.isError ? query.errorUpdatedAt : 0
  useEffect(() => {
    if (failedAt > toastedFailureAt) {
      toastedFailureAt = failedAt
      notify('error', failed, { id: SETTINGS_TOAST_ID })
    }
  }, [failedAt, failed])

  if (query.isError) return { data: fallbackPublicSettings, isLoading: false }
  return { data: query.data, isLoading: query.isPending }
}
