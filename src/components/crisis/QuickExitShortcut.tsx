'use client'

import { useEffect } from 'react'
import { createShiftPressCounter } from '@domain/crisis/quick-exit'
import { leaveSiteNow } from './QuickExitButton'

/** Shift pressed three times within five seconds leaves the site, from any page. */
export function QuickExitShortcut() {
  useEffect(() => {
    const countShift = createShiftPressCounter()
    const onKeyDown = (e: KeyboardEvent) => {
      if (countShift(e.key, Date.now(), e.repeat)) leaveSiteNow()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [])
  return null
}
