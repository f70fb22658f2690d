'use client'

import { Link, NavGroup, useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

const LINKS = [
  { href: '/admin/dashboard', label: 'Dashboard' },
  { href: '/admin/web', label: 'Website' },
  { href: '/admin/integrations', label: 'Integrations' },
]

/** The team screens in Payload's side navigation, styled like its own links. */
export function AdminNavLinks() {
  const pathname = usePathname()
  const { user } = useAuth<{ role?: string }>()
  const links =
    user?.role === 'admin'
      ? [...LINKS, { href: '/onboarding', label: 'Invite a team member' }]
      : LINKS
  return (
    <NavGroup label="Team admin">
      {links.map(({ href, label }) => {
        const active = pathname === href
        return active ? (
          <div key={href} className="nav__link" aria-current="page">
            <div className="nav__link-indicator" />
            <span className="nav__link-label">{label}</span>
          </div>
        ) : (
          <Link key={href} className="nav__link" href={href} prefetch={false}>
            <span className="nav__link-label">{label}</span>
          </Link>
        )
      })}
    </NavGroup>
  )
}
