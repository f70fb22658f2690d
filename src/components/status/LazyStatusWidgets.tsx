'use client'

import { lazyComponent, useLazyComponent, useLoadWhenIdle } from '@/lib/lazy'

const lazyWidgets = lazyComponent(() => import('./StatusWidgets').then((m) => m.default))

/**
 * Neither the cookie banner nor the connection badge shows anything before the first health
 * check and the settings call answer, so they, their calls and react-query load once the page
 * is idle after hydration instead of in the first download.
 */
export function LazyStatusWidgets() {
  const Widgets = useLazyComponent(lazyWidgets)
  useLoadWhenIdle(lazyWidgets)
  return Widgets ? <Widgets /> : null
}
