'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type React from 'react'

type Props = React.ComponentProps<typeof NextLink>

/**
 * The site's internal link: next/link without prefetching every link that scrolls into view
 * (each one an IntersectionObserver, an RSC request and its route's scripts, all while the page
 * is still starting — the main-thread time Lighthouse counts as blocking). The route is
 * prefetched instead when the visitor shows intent: the pointer over it, a finger on it, or
 * keyboard focus, which is still well before the click lands. Pages are served from the page
 * cache either way, so an unprefetched click costs one fast request.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter()
  const warm = () => {
    const target = typeof href === 'string' ? href : href.pathname
    if (target?.startsWith('/') && !target.startsWith('//')) router.prefetch(target)
  }
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        warm()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        warm()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        warm()
      }}
      {...rest}
    />
  )
}
