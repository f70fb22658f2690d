'use client'

import { Link } from '@/components/ui/IntentLink'
import { usePathname } from 'next/navigation'
import { useState } from 'react'
import { ADMIN_HOME_PATH } from '@domain/constants'
import { useAuth } from './AuthProvider'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium hover:underline sm:min-h-9'

/**
 * Utility-bar links: Team Sign In for visitors (hidden on /login); Dashboard and
 * Logout for a signed-in team member.
 */
export function HeaderAuthLinks({
  text,
}: {
  /** The links' words in the page's language. */
  text: { signIn: string; dashboard: string; logout: string }
}) {
  const pathname = usePathname()
  const { user, logout } = useAuth()
  const [leaving, setLeaving] = useState(false)

  if (user) {
    return (
      <div className="flex items-center gap-1">
        {/* A plain link: the admin is a separate app with its own root layout. */}
        <a href={ADMIN_HOME_PATH} className={linkClass}>
          {text.dashboard}
        </a>
        <button
          type="button"
          className={`${linkClass} cursor-pointer disabled:cursor-wait`}
          disabled={leaving}
          aria-busy={leaving}
          onClick={async () => {
            setLeaving(true)
            try {
              await logout()
            } finally {
              setLeaving(false)
            }
          }}
        >
          {text.logout}
        </button>
      </div>
    )
  }
  if (pathname === '/login') return null
  return (
    <Link href="/login" className={linkClass}>
      {text.signIn}
    </Link>
  )
}
