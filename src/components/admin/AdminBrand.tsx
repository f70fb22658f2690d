import { getSiteSettings } from '@/lib/cms'

/** The site's mark (as in the header and /icon.svg), in fixed colours that suit both themes. */
function Mark({ size }: { size: number | '100%' }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#3730a3" />
      <path
        d="M9 17.5c0-3.6 2.9-6.5 6.5-6.5 1.9 0 3.6.8 4.8 2.1M23 14.5c0 3.6-2.9 6.5-6.5 6.5-1.9 0-3.6-.8-4.8-2.1"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** Payload's admin logo (sign-in and account screens): the organisation's mark and name. */
export async function AdminLogo() {
  const { siteName } = await getSiteSettings()
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <Mark size={48} />
      <span style={{ fontSize: '1.5rem', fontWeight: 800, letterSpacing: '-0.01em' }}>
        {siteName}
      </span>
    </span>
  )
}

/**
 * Payload's admin icon (the breadcrumb's home link): the organisation's mark, filling the box
 * Payload gives it (admin-chrome.css sizes that box), so it is never cut off.
 */
export async function AdminIcon() {
  const { siteName } = await getSiteSettings()
  return (
    <span title={siteName} style={{ display: 'flex', width: '100%', height: '100%' }}>
      <Mark size="100%" />
      <span className="team-admin__sr-only">{siteName}</span>
    </span>
  )
}
