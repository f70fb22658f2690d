'use client'

import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Above the submissions list: CSV download and an immediate retention purge. */
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
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginBottom: '1.5rem' }}>
      <a
        className="btn btn--style-secondary btn--size-medium"
        href={`${api}/form-submissions/export.csv`}
        download
      >
        Download all as CSV
      </a>
      <Button buttonStyle="secondary" size="medium" onClick={purge} disabled={busy}>
        {busy ? 'Deleting…' : 'Delete submissions past the retention period'}
      </Button>
    </div>
  )
}
