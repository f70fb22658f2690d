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

/**
 * react-query for the parts of the page that fetch in the browser. They load after hydration
 * (the status dock) or on demand (the mobile menu), and each wraps itself in this provider, so
 * react-query is never part of the first download. One client for the whole page, so every
 * island that fetches shares its cache.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const client =
    typeof window === 'undefined' ? makeQueryClient() : (browserClient ??= makeQueryClient())
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
