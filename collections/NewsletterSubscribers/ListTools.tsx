'use client'

import { ListDownload } from '../FormSubmissions/ListDownload'

/**
 * Above the subscribers list: the confirmed subscribers among those the list shows (its filters
 * and search), with their consent date, as CSV.
 */
export function SubscribersListTools() {
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
      <ListDownload path="/newsletter-subscribers/export.csv" noun="subscribers" only="confirmed" />
      <p style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>
        Only people who confirmed their address, with the date they did; pending and unsubscribed
        addresses are left out.
      </p>
    </div>
  )
}
