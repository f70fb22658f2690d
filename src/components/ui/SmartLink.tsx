import { Link } from '@/components/ui/IntentLink'
import type React from 'react'

type Props = {
  href: string
  external?: boolean | null
  className?: string
  children: React.ReactNode
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

/**
 * Internal paths go through IntentLink (next/link, prefetched on intent); external ones open in a new tab with
 * rel="noopener noreferrer" and say so to screen readers.
 */
export function SmartLink({ href, external, className, children, ...rest }: Props) {
  const isExternal = external || /^https?:\/\//.test(href)
  if (isExternal) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  if (/^(mailto|tel|sms):/.test(href)) {
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className} {...rest}>
      {children}
    </Link>
  )
}
