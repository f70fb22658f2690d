'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useState } from 'react'

/**
 * GET /api/{collection}/:id/{endpoint}{query} for the document on the edit screen, read again
 * after every save; null until it first answers.
 */
export function useDocumentEndpoint<T>(endpoint: string, query = ''): T | null {
  const { id, collectionSlug, savedDocumentData, versionCount } = useDocumentInfo()
  const { config } = useConfig()
  const [data, setData] = useState<T | null>(null)
  const savedAt = (savedDocumentData as { updatedAt?: string } | undefined)?.updatedAt
  const path = `/${collectionSlug}/${id}/${endpoint}` as const
  const url = id && collectionSlug ? formatAdminURL({ apiRoute: config.routes.api, path }) : null

  useEffect(() => {
    if (!url) return
    const controller = new AbortController()
    fetch(`${url}${query}`, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<T>) : null))
      .then((json) => json && setData(json))
      .catch(() => {})
    return () => controller.abort()
  }, [url, query, savedAt, versionCount])

  return data
}
