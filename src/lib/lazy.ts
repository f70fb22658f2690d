import {
  type JSXElementConstructor,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { whenIdle } from '@/lib/idle'
import { firePreloadError, handledElsewhere } from '@/lib/preload-error'

/**
 * A component kept out of the first download: its chunk is fetched by the first `load()` —
 * when the page is idle, when the visitor reaches for it, or whatever moment its owner picks —
 * and every component showing it renders it from then on. Shared by the crisis dialog, the
 * mobile menu dialog, the mega-menu panels, the status widgets and sonner's Toaster.
 *
 * Kept beside next/dynamic, which the site uses for what is rendered on the server and needs its
 * script on the pages that show it (the Form block's form, the Hero's image): next/dynamic
 * downloads on first render, and these load only at a moment their owner picks and render nothing
 * until then. Drop it if next/dynamic gains a preload-only handle.
 */
export type LazyComponent<C> = {
  /**
   * Starts the download (once per module; later calls return the same promise) and settles with
   * the component. A failed download is not retried: it fires the cancellable preload-error
   * event and rejects unless a listener cancelled it (ChunkErrorListener does, when it reloads
   * once for a new build; the promise then stays pending while the page reloads).
   */
  load: () => Promise<C>
  /** The component once it has arrived, else null. */
  current: () => C | null
  subscribe: (onArrival: () => void) => () => void
}

// `never` props: any component can stand here, whatever props it takes.
export function lazyComponent<C extends JSXElementConstructor<never>>(
  importComponent: () => Promise<C>,
): LazyComponent<C> {
  let loaded: C | null = null
  let loading: Promise<C> | undefined
  const waiting = new Set<() => void>()
  return {
    load: () =>
      (loading ??= importComponent().then(
        (component) => {
          loaded = component
          for (const onArrival of waiting) onArrival()
          return component
        },
        (error: unknown) => {
          if (firePreloadError(error)) return handledElsewhere<C>()
          throw error
        },
      )),
    current: () => loaded,
    subscribe: (onArrival) => {
      waiting.add(onArrival)
      return () => waiting.delete(onArrival)
    },
  }
}

/**
 * The lazy component once it has arrived (before the first paint where it mounts after arriving),
 * else null. It never starts the download itself, and an unmounted owner is simply no longer told.
 *
 * Null on the server and while hydrating, so the markup matches what the server sent. An arrival
 * nobody is waiting for (an idle-time preload) is rendered as a transition, which React splits
 * into short tasks, so it never holds the main thread — and the visitor's input — while the
 * page starts. `urgent` (e.g. the owner is open and showing it) renders it at once instead.
 */
export function useLazyComponent<C>(lazy: LazyComponent<C>, urgent = false): C | null {
  const [component, setComponent] = useState<C | null>(null)
  const urgentNow = useRef(urgent)
  useEffect(() => {
    urgentNow.current = urgent
  })
  useLayoutEffect(() => {
    const arrived = () => setComponent(() => lazy.current())
    if (lazy.current()) arrived()
    return lazy.subscribe(() => (urgentNow.current ? arrived() : startTransition(arrived)))
  }, [lazy])
  return component
}

/**
 * Starts the download once the page is idle after hydration, if `wanted()` agrees at that moment
 * (e.g. only on screens that show the component); leaving the page first cancels it.
 */
export function useLoadWhenIdle<C>(lazy: LazyComponent<C>, wanted: () => boolean = () => true) {
  useEffect(
    () =>
      whenIdle(() => {
        if (wanted()) void lazy.load()
      }),
    // The moment is chosen once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lazy],
  )
}
