'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Menu as MenuIcon, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { NavGroup } from '@/components/header/nav'
import { SWIPE_HORIZONTAL_MIN_PX, SWIPE_VERTICAL_MAX_PX } from '@/lib/constants'
import { MobileMenuBody } from './MobileMenuBody'

type Props = {
  groups: NavGroup[]
  donationUrl: string
  siteName: string
  copyright: string
}

/** At this width the desktop header takes over (Tailwind's xl, set in globals.css). */
const DESKTOP_QUERY = '(min-width: 80rem)'

/**
 * Spec §2 mobile menu: a full-screen Radix dialog below xl. Radix traps and returns focus,
 * locks body scroll and closes on Escape and backdrop presses; this adds the swipes (right
 * from the left edge, down from the top edge) and closing when a link is chosen.
 */
export function MobileMenu({ groups, donationUrl, siteName, copyright }: Props) {
  const [open, setOpen] = useState(false)
  const [session, setSession] = useState(0)
  const scrollRef = useRef<HTMLDivElement>(null)

  const onOpenChange = (next: boolean) => {
    // Spec §4: search text and expanded groups reset on open — a new body instance does it.
    if (next) setSession((s) => s + 1)
    setOpen(next)
  }

  useEffect(() => {
    if (!open) return
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onResize = () => {
      if (desktop.matches) setOpen(false)
    }
    desktop.addEventListener('change', onResize)

    let start: { x: number; y: number; fromTop: boolean } | null = null
    let last: { x: number; y: number } | null = null
    const onTouchStart = (e: TouchEvent) => {
      const t = e.touches[0] ?? e.changedTouches[0]
      if (!t) return
      const list = scrollRef.current
      // A swipe down only closes from the top edge: above the list, or with the list at its top.
      const inList = list?.contains(e.target as Node) ?? false
      start = { x: t.clientX, y: t.clientY, fromTop: !inList || (list?.scrollTop ?? 0) <= 0 }
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
        const swipeRight = dx > SWIPE_HORIZONTAL_MIN_PX && Math.abs(dy) < SWIPE_VERTICAL_MAX_PX
        const swipeDown =
          start.fromTop && dy > SWIPE_HORIZONTAL_MIN_PX && Math.abs(dx) < SWIPE_VERTICAL_MAX_PX
        if (swipeRight || swipeDown) setOpen(false)
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
  }, [open])

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-border bg-surface px-3 font-semibold hover:bg-surface-2 sm:px-4 xl:hidden"
      >
        <MenuIcon className="size-5" aria-hidden="true" />
        {/* Icon only on narrow phones, so the bar never overflows; the button keeps its name. */}
        <span className="max-sm:hidden">Menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu-overlay fixed inset-0 z-50 bg-black/60 xl:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) setOpen(false)
          }}
          className="mobile-menu-panel fixed inset-y-0 right-0 z-50 flex w-[calc(100%-2.5rem)] flex-col bg-surface text-fg shadow-2xl outline-none sm:w-[28rem] xl:hidden"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
            <Dialog.Title className="text-lg font-bold">Site menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-2"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <MobileMenuBody
            key={session}
            groups={groups}
            donationUrl={donationUrl}
            siteName={siteName}
            copyright={copyright}
            scrollRef={scrollRef}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
