'use client'

import { usePathname } from 'next/navigation'
import { ButtonLink } from '@/components/ui/ButtonLink'

/** Opens the external donation page in a new tab; not shown on admin pages. */
export function DonateNowLink({ href, label }: { href: string; label: string }) {
  const pathname = usePathname()
  if (pathname.startsWith('/admin')) return null
  return (
    <ButtonLink href={href} external variant="accent" className="whitespace-nowrap">
      {label}
    </ButtonLink>
  )
}
