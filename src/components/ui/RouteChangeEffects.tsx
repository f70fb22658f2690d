'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { PAGE_FADE_DELAY_MS, SCROLL_TO_TOP_DELAY_MS } from '@domain/constants'

/**
 * Global behaviour on each client-side page change: scroll to top after
 * SCROLL_TO_TOP_DELAY_MS (not when the link targets an anchor), fade the content in after
 * PAGE_FADE_DELAY_MS (CSS `.page-enter`, none under reduced motion), and move focus to the
 * new page's heading so keyboard and screen-reader users start at the top of the content.
 * The first load is left alone: no fade delays the first paint.
 */
export function RouteChangeEffects({ mainId }: { mainId: string }) {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useLayoutEffect(() => {
    if (previous.current === pathname) return
    const main = document.getElementById(mainId)
    if (!main) return
    main.style.setProperty('--page-fade-delay', `${PAGE_FADE_DELAY_MS}ms`)
    main.classList.remove('page-enter')
    void main.offsetWidth // restart the animation on every change
    main.classList.add('page-enter')
  }, [pathname, mainId])

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const hash = window.location.hash
    if (!hash) {
      const heading = document.querySelector<HTMLElement>(`#${mainId} [data-page-heading]`)
      heading?.focus({ preventScroll: true })
    }
    const timer = window.setTimeout(() => {
      if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    }, SCROLL_TO_TOP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, mainId])

  return null
}
