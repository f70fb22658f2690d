'use client'

import NextLink from 'next/link'
import type React from 'react'
import { useState } from 'react'

type Props = React.ComponentProps<typeof NextLink>

/**
 * The site's internal link: next/link without prefetching every link that scrolls into view
 * (each one an IntersectionObserver, an RSC request and its route's scripts, all while the page
 * is still starting — the main-thread time Lighthouse counts as blocking). The route is
 * prefetched instead when the visitor shows intent: the pointer over it, a finger on it, or
 * keyboard focus, which is still well before the click lands. This is the hover-prefetch pattern
 * of Next's own prefetching guide: `prefetch` turns on with the intent, and Next does the rest.
 * It asks for the whole route (`true`): Next 16's automatic prefetch stops at the nearest
 * loading boundary, and the site's pages have none, so it would fetch nothing.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const [intent, setIntent] = useState(false)
  const warm = () => setIntent(true)
  return (
    <NextLink
      prefetch={intent}
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
