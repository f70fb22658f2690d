'use client'

import { useEffect } from 'react'
import { replayEarlyPress } from '@/lib/early-clicks'

/**
 * Repeats a press or form sending held from before hydration (see src/lib/early-clicks.ts). Rendered after the
 * header, main content and footer, so their effects have run and the press reaches React.
 */
export function EarlyClickReplay() {
  useEffect(replayEarlyPress, [])
  return null
}
