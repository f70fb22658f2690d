'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

/** Utility-bar sign-in link for visitors (spec §2: hidden on /login). */
export function HeaderAuthLinks() {
  const pathname = usePathname()
  if (pathname === '/login') return null
  return (
    <Link href="/login" className="inline-flex min-h-9 items-center rounded-md px-2 text-sm font-medium hover:underline">
      Team Sign In
    </Link>
  )
}
