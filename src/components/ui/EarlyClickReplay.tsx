'use client'

import { useEffect } from 'react'
import { replayEarlyPress } from '@/lib/early-clicks'
import { followInPageJumps } from '@/lib/in-page-jumps'

/**
 * Repeats a press or form sending held from before hydration (see src/lib/early-clicks.ts), and
 * from then on keeps jumps to anchors of the page in the router's history (src/lib/in-page-jumps.ts).
 * Rendered after the header, main content and footer, so their effects have run and the press
 * reaches React.
 */
export function EarlyClickReplay() {
  useEffect(() => {
    const earlyJump = window.__earlyClicks?.jump ?? null
    replayEarlyPress()
    return followInPageJumps(earlyJump)
  }, [])
  return null
}
