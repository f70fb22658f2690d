'use client'

import { Link } from '@/components/ui/IntentLink'
import { usePathname } from 'next/navigation'
import type React from 'react'

/** An internal link that marks itself with aria-current="page" on its own page. */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  const current = usePathname() === href
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  )
}
