'use client'

import { type ComponentType, useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'

/**
 * Neither the cookie banner nor the connection badge shows anything before the first health
 * check and the settings call answer, so they, their calls and react-query load once the page
 * is idle after hydration instead of in the first download.
 */
export function LazyStatusWidgets() {
  const [Widgets, setWidgets] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    const cancel = whenIdle(() => {
      void import('./StatusWidgets').then((m) => {
        if (live) setWidgets(() => m.default)
      })
    })
    return () => {
      live = false
      cancel()
    }
  }, [])
  return Widgets ? <Widgets /> : null
}
