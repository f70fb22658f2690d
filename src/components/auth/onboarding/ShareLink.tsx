'use client'

import { useId, useState } from 'react'

/** The invitation link to pass on by hand, when this server sends no e-mail. */
export function ShareLink({ url }: { url: string }) {
  const id = useId()
  const [copied, setCopied] = useState(false)
  return (
    <div className="rounded-xl border border-border bg-surface-2 p-4">
      <p className="font-semibold">E-mail is not set up on this server</p>
      <p className="mt-1 text-sm text-muted">
        Messages are only written to the server log, so send this link to them yourself. It works
        once.
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold">
        Invitation link
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm"
        />
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(url).catch(() => undefined)
            setCopied(true)
          }}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-fg"
        >
          Copy link
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-muted">
        {copied ? 'Copied.' : ''}
      </p>
    </div>
  )
}
