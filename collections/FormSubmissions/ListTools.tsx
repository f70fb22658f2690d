'use client'

import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { ListDownload } from './ListDownload'

/**
 * Above the submissions list: CSV download of what the list shows (its filters and search: one
 * form's, this month's, …) and an immediate retention purge.
 */
export function SubmissionsListTools() {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const purge = async () => {
    setBusy(true)
    try {
      const res = await fetch(`${api}/form-submissions/purge`, {
        method: 'POST',
        credentials: 'include',
      })
      if (!res.ok) throw new Error(String(res.status))
      const { submissions, retentionDays } = (await res.json()) as {
        submissions: number
        retentionDays: number
      }
      toast.success(
        `Deleted ${submissions} submission${submissions === 1 ? '' : 's'} older than ${retentionDays} days.`,
      )
      router.refresh()
    } catch {
      toast.error('Could not delete old submissions. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: '0.75rem',
        marginBottom: '1.5rem',
      }}
    >
      <ListDownload path="/form-submissions/export.csv" noun="submissions" />
      <Button buttonStyle="secondary" size="medium" onClick={purge} disabled={busy}>
        {busy ? 'Deleting…' : 'Delete submissions past the retention period'}
      </Button>
    </div>
  )
}
