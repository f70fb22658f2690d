'use client'

import { Link, LogOutIcon } from '@payloadcms/ui'
import { clearStoredSession } from '@/lib/auth/session-storage'

/**
 * Payload's log-out link, which also forgets the profile the public site keeps in the
 * browser, so its header does not show "Dashboard" for a moment after signing out here.
 */
export function LogoutButton({ tabIndex = 0 }: { tabIndex?: number }) {
  return (
    <Link
      aria-label="Log out"
      title="Log out"
      className="nav__log-out"
      href="/admin/logout"
      prefetch={false}
      tabIndex={tabIndex}
      onClick={() => clearStoredSession()}
    >
      <LogOutIcon />
    </Link>
  )
}
