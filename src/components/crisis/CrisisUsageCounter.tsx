'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import {
  countCrisisUsage,
  CRISIS_COUNT_ATTRIBUTE,
  CRISIS_LINE_ATTRIBUTE,
} from '@/lib/api/crisis-usage'
import { CRISIS_USAGE_EVENTS, type CrisisUsageEvent } from '@domain/crisis/usage'

const isEvent = (value: string | null): value is CrisisUsageEvent =>
  (CRISIS_USAGE_EVENTS as readonly string[]).includes(value ?? '')

/**
 * The anonymous crisis-help counts of every page: /crisis viewed, and presses on a line's call
 * or text link wherever it is shown (marked with data-crisis-count, so the server-rendered
 * /crisis page needs no script of its own). The dialog counts its own opening.
 */
export function CrisisUsageCounter() {
  const pathname = usePathname()
  useEffect(() => {
    if (pathname === '/crisis') countCrisisUsage({ event: 'crisis-view' })
  }, [pathname])

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.(`a[${CRISIS_COUNT_ATTRIBUTE}]`)
      const event = link?.getAttribute(CRISIS_COUNT_ATTRIBUTE) ?? null
      const line = link?.getAttribute(CRISIS_LINE_ATTRIBUTE) ?? undefined
      if (isEvent(event) && line) countCrisisUsage({ event, line })
    }
    // Capture: counted even when a handler further down stops the click.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
  return null
}
