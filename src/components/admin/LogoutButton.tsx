'use client'

import { Link, LogOutIcon } from '@payloadcms/ui'
import { clearStoredSession } from '@/lib/auth/session-storage'

/**
 * Payload's log-out link, named in words beside its icon (an icon alone said nothing to a new
 * volunteer), kept in view at the foot of the navigation however long its list
 * (admin-chrome.css). It also forgets the profile the public site keeps in the browser, so its
 * header does not show "Dashboard" for a moment after signing out here.
 */
export function LogoutButton({ tabIndex = 0 }: { tabIndex?: number }) {
  return (
    <Link
      className="nav__log-out admin-log-out"
      href="/admin/logout"
      prefetch={false}
      tabIndex={tabIndex}
      onClick={() => clearStoredSession()}
    >
      <span aria-hidden="true" className="admin-log-out__icon">
        <LogOutIcon />
      </span>
      Log out
    </Link>
  )
}
