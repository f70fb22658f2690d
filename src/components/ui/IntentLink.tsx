'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { isInPageJump } from '@/lib/in-page-jumps'

type Props = React.ComponentProps<typeof NextLink>

/**
 * The site's internal link: next/link without prefetching every link that scrolls into view
 * (each one an IntersectionObserver, an RSC request and its route's scripts, all while the page
 * is still starting — the main-thread time Lighthouse counts as blocking). The route is
 * prefetched instead when the visitor shows intent: the pointer over it, a finger on it, or
 * keyboard focus, which is still well before the click lands. Pages are served from the page
 * cache either way, so an unprefetched click costs one fast request. A link to an anchor of the
 * same page is left to the browser.
 */
export function Link({ href, onClick, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter()
  const warm = () => {
    const target = typeof href === 'string' ? href : href.pathname
    if (target?.startsWith('/') && !target.startsWith('//')) router.prefetch(target)
  }
  return (
    <NextLink
      href={href}
      prefetch={false}
      onClick={(event) => {
        onClick?.(event)
        // A jump to an anchor of this page is the browser's, at once (next/link would first
        // fetch this same page from the server); src/lib/in-page-jumps.ts tells the router.
        if (!event.defaultPrevented && isInPageJump(event.currentTarget, event)) {
          event.preventDefault()
          window.location.assign(event.currentTarget.href)
        }
      }}
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
