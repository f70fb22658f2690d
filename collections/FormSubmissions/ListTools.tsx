'use client'

import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { FORM_KIND_LABELS, FORM_KINDS, type FormKind } from '@domain/forms/definitions'

const FORMS = FORM_KINDS.filter((k) => k !== 'newsletter')

/**
 * Above the submissions list: CSV download of one form's submissions (or all) and an
 * immediate retention purge.
 */
export function SubmissionsListTools() {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [form, setForm] = useState<FormKind | ''>('')
  const selectId = useId()
  const exportHref = `${api}/form-submissions/export.csv${
    form ? `?${new URLSearchParams({ form }).toString()}` : ''
  }`

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
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
        <label htmlFor={selectId}>Which form to download</label>
        <select
          id={selectId}
          value={form}
          onChange={(e) => setForm(e.target.value as FormKind | '')}
          style={{
            minHeight: '2.5rem',
            padding: '0 0.5rem',
            border: '1px solid var(--theme-elevation-400)',
            borderRadius: 'var(--style-radius-s, 4px)',
            background: 'var(--theme-input-bg, var(--theme-bg))',
            color: 'var(--theme-text)',
          }}
        >
          <option value="">All forms</option>
          {FORMS.map((k) => (
            <option key={k} value={k}>
              {FORM_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <a className="btn btn--style-secondary btn--size-medium" href={exportHref} download>
        {form ? `Download ${FORM_KIND_LABELS[form]} submissions (CSV)` : 'Download all (CSV)'}
      </a>
      <Button buttonStyle="secondary" size="medium" onClick={purge} disabled={busy}>
        {busy ? 'Deleting…' : 'Delete submissions past the retention period'}
      </Button>
    </div>
  )
}
