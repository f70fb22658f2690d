'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type React from 'react'

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  })
}

let browserClient: QueryClient | undefined

/** One client for the whole page, so every island that fetches shares its cache. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient()
  return (browserClient ??= makeQueryClient())
}

/**
 * react-query for the parts of the page that fetch in the browser. They load after hydration
 * (the status dock) or on demand (the mobile menu), and each wraps itself in this provider, so
 * react-query is never part of the first download.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
}
