'use client'

import { Link } from '@/components/ui/IntentLink'
import { usePathname } from 'next/navigation'
import type React from 'react'

/** An internal link that marks itself with aria-current="page" on its own page. */
export function NavLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string
  className?: string
  children: React.ReactNode
  onClick?: () => void
}) {
  const current = usePathname() === href
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={onClick}
    >
      {children}
    </Link>
  )
}
