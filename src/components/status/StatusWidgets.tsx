'use client'

import { Analytics } from '@/components/analytics/Analytics'
import { QueryProvider } from '@/lib/api/query-client'
import { ConnectionBadge } from './ConnectionBadge'

/** The dock's widgets that fetch: loaded after hydration by StatusDock, with react-query. */
export default function StatusWidgets() {
  return (
    <QueryProvider>
      <Analytics />
      <ConnectionBadge />
    </QueryProvider>
  )
}
