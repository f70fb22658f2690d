'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { SCROLL_HINT_DOTS } from '@domain/constants'
import { scrollHintState, type ScrollHintState } from './scroll-hint'

/** Tracks a scroll box and its content (which grows when groups open or the search changes). */
export function useScrollHint(scrollRef: React.RefObject<HTMLDivElement | null>) {
  const contentRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<ScrollHintState>(() => scrollHintState(0, 0, 0))

  const update = useCallback(() => {
    const el = scrollRef.current
    if (!el) return
    const next = scrollHintState(el.scrollTop, el.scrollHeight, el.clientHeight)
    setState((prev) =>
      prev.overflows === next.overflows &&
      prev.atTop === next.atTop &&
      prev.atBottom === next.atBottom &&
      prev.activeDot === next.activeDot
        ? prev
        : next,
    )
  }, [scrollRef])

  useEffect(() => {
    update()
    const observer = new ResizeObserver(update)
    if (scrollRef.current) observer.observe(scrollRef.current)
    if (contentRef.current) observer.observe(contentRef.current)
    return () => observer.disconnect()
  }, [scrollRef, update])

  return { state, update, contentRef }
}

/** Decorative: fades at the edges with more to scroll, and dots for the position. */
export function ScrollHint({ state }: { state: ScrollHintState }) {
  if (!state.overflows) return null
  return (
    <div aria-hidden="true" data-testid="scroll-hint">
      <div
        className={`pointer-events-none absolute inset-x-0 top-0 h-8 bg-gradient-to-b from-surface to-transparent transition-opacity ${state.atTop ? 'opacity-0' : 'opacity-100'}`}
      />
      <div
        className={`pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-surface to-transparent transition-opacity ${state.atBottom ? 'opacity-0' : 'opacity-100'}`}
      />
      <div className="pointer-events-none absolute top-1/2 right-1 flex -translate-y-1/2 flex-col gap-1.5">
        {Array.from({ length: SCROLL_HINT_DOTS }, (_, i) => (
          <span
            key={i}
            data-active={i === state.activeDot || undefined}
            className={`block size-1.5 rounded-full ${i === state.activeDot ? 'bg-primary' : 'bg-border'}`}
          />
        ))}
      </div>
    </div>
  )
}
