'use client'

import { useConfig } from '@payloadcms/ui'

/** Above the subscribers list: the confirmed subscribers, with their consent date, as CSV. */
export function SubscribersListTools() {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '0.75rem',
        marginBottom: '1.5rem',
      }}
    >
      <a
        className="btn btn--style-secondary btn--size-medium"
        href={`${api}/newsletter-subscribers/export.csv`}
        download
      >
        Download confirmed subscribers (CSV)
      </a>
      <p style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>
        Only people who confirmed their address, with the date they did; pending and unsubscribed
        addresses are left out.
      </p>
    </div>
  )
}
