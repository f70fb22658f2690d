'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { QueryProvider } from '@/lib/api/query-client'
import {
  SWIPE_EDGE_START_PX,
  SWIPE_HORIZONTAL_MIN_PX,
  SWIPE_VERTICAL_MAX_PX,
} from '@domain/constants'
import type { MobileMenuProps } from './MobileMenu'
import { MobileMenuBody } from './MobileMenuBody'

/** At this width the desktop header takes over (Tailwind's xl, set in globals.css). */
const DESKTOP_QUERY = '(min-width: 80rem)'

type Props = MobileMenuProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Changes on every opening: a new body starts with empty search and collapsed groups. */
  session: number
  trigger: React.RefObject<HTMLButtonElement | null>
}

/**
 * Mobile menu: a full-screen Radix dialog below xl, loaded when first wanted (see
 * MobileMenu). Radix traps focus, locks body scroll and closes on Escape and on presses outside
 * the panel (the backdrop behind it, should anything ever show it);
 * this adds the swipes (right from the left edge, down from the top edge), closing when a link
 * is chosen, and focus back on the menu button.
 */
export default function MobileMenuDialog({ open, onOpenChange, session, trigger, ...menu }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = () => onOpenChange(false)
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onResize = () => {
      if (desktop.matches) close()
    }
    desktop.addEventListener('change', onResize)

    let start: { x: number; y: number; fromLeft: boolean; fromTop: boolean } | null = null
    let last: { x: number; y: number } | null = null
    const onTouchStart = (e: TouchEvent) => {
      const t = e.touches[0] ?? e.changedTouches[0]
      if (!t) return
      const list = scrollRef.current
      // A swipe down only closes from the top edge: above the list, or with the list at its top.
      const inList = list?.contains(e.target as Node) ?? false
      start = {
        x: t.clientX,
        y: t.clientY,
        // A swipe right only closes from the left edge, so sideways scrolling inside is safe.
        fromLeft: t.clientX <= SWIPE_EDGE_START_PX,
        fromTop: !inList || (list?.scrollTop ?? 0) <= 0,
      }
      last = { x: t.clientX, y: t.clientY }
    }
    const onTouchMove = (e: TouchEvent) => {
      const t = e.touches[0] ?? e.changedTouches[0]
      if (t) last = { x: t.clientX, y: t.clientY }
    }
    const onTouchEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0]
      const end = t ? { x: t.clientX, y: t.clientY } : last
      if (start && end) {
        const dx = end.x - start.x
        const dy = end.y - start.y
        const swipeRight =
          start.fromLeft && dx > SWIPE_HORIZONTAL_MIN_PX && Math.abs(dy) < SWIPE_VERTICAL_MAX_PX
        const swipeDown =
          start.fromTop && dy > SWIPE_HORIZONTAL_MIN_PX && Math.abs(dx) < SWIPE_VERTICAL_MAX_PX
        if (swipeRight || swipeDown) close()
      }
      start = null
      last = null
    }
    document.addEventListener('touchstart', onTouchStart, { passive: true })
    document.addEventListener('touchmove', onTouchMove, { passive: true })
    document.addEventListener('touchend', onTouchEnd)
    return () => {
      desktop.removeEventListener('change', onResize)
      document.removeEventListener('touchstart', onTouchStart)
      document.removeEventListener('touchmove', onTouchMove)
      document.removeEventListener('touchend', onTouchEnd)
    }
  }, [open, onOpenChange])

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu-overlay fixed inset-0 z-50 bg-black/60 xl:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // The menu button sits outside this lazily loaded Root, so Radix cannot find it.
            e.preventDefault()
            trigger.current?.focus()
          }}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) onOpenChange(false)
          }}
          className="mobile-menu-panel fixed inset-0 z-50 flex flex-col bg-surface text-fg outline-none xl:hidden"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
            <Dialog.Title className="text-lg font-bold">{menu.text.title}</Dialog.Title>
            <Dialog.Close
              aria-label={menu.text.close}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-2"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <QueryProvider>
            <MobileMenuBody key={session} {...menu} scrollRef={scrollRef} />
          </QueryProvider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
