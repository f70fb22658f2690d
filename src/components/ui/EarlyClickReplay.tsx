'use client'

import { useEffect } from 'react'
import { takeEarlyClick } from '@/lib/early-clicks'

/**
 * Repeats a press held from before hydration (see src/lib/early-clicks.ts). Rendered after the
 * header, main content and footer, so their effects have run and the press reaches React.
 */
export function EarlyClickReplay() {
  useEffect(() => {
    const pressed = takeEarlyClick()
    if (pressed instanceof HTMLElement && pressed.isConnected) pressed.click()
  }, [])
  return null
}
