'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { HEADER_SCROLLED_AFTER_PX } from '@domain/constants'
import { megaMenuButtonId } from './nav'

type MegaMenuState = {
  openKey: string | null
  open: (key: string) => void
  toggle: (key: string) => void
  /** The pointer left a button: its next click toggles again. */
  forgetHover: () => void
  close: (options?: { returnFocus?: boolean }) => void
  /** The element holding the buttons and panels; a press outside it closes the menu. */
  navRef: React.RefObject<HTMLElement | null>
}

const MegaMenuContext = createContext<MegaMenuState | null>(null)

export function useMegaMenu(): MegaMenuState {
  const context = useContext(MegaMenuContext)
  if (!context) throw new Error('useMegaMenu must be used within the site header')
  return context
}

/**
 * The <header> element and the mega-menu state (one open key or none). Solid on
 * /login, scrolled style after HEADER_SCROLLED_AFTER_PX; the menu closes when the mouse
 * leaves the header, on a press outside it, on Escape and when the page changes.
 */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const pathname = usePathname()
  const [openKey, setOpenKey] = useState<string | null>(null)
  const [scrolled, setScrolled] = useState(false)
  const navRef = useRef<HTMLElement | null>(null)

  const openKeyRef = useRef<string | null>(null)
  useEffect(() => {
    openKeyRef.current = openKey
  }, [openKey])

  const close = useCallback((options?: { returnFocus?: boolean }) => {
    const current = openKeyRef.current
    setOpenKey(null)
    if (current && options?.returnFocus) document.getElementById(megaMenuButtonId(current))?.focus()
  }, [])
  // A panel that hovering just switched to stays open on the click that usually follows.
  const switchedByHover = useRef<string | null>(null)
  const open = useCallback((key: string) => {
    switchedByHover.current = key
    setOpenKey(key)
  }, [])
  const toggle = useCallback((key: string) => {
    const keep = switchedByHover.current === key && openKeyRef.current === key
    switchedByHover.current = null
    if (!keep) setOpenKey((c) => (c === key ? null : key))
  }, [])
  const forgetHover = useCallback(() => {
    switchedByHover.current = null
  }, [])

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLLED_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  // A new page closes the menu; the first render is no page change.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    setOpenKey(null)
  }, [pathname])

  useEffect(() => {
    if (!openKey) return
    const onPointerDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpenKey(null)
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        close({ returnFocus: true })
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [openKey, close])

  const value = useMemo(
    () => ({ openKey, open, toggle, forgetHover, close, navRef }),
    [openKey, open, toggle, forgetHover, close],
  )
  const solid = pathname === '/login'
  // At the top nothing is behind the header but the page's own background, so it is drawn opaque
  // there, without the blur: a backdrop filter is redrawn on every frame, and while a page loads
  // (at the top) that is work the browser's compositor does for no visible difference (measured
  // in Chromium on /: a third less compositor CPU during the load, docs/upgrading.md).
  const look = solid
    ? 'border-border bg-surface'
    : scrolled
      ? 'border-border bg-surface/95 shadow-md backdrop-blur-md'
      : 'border-transparent bg-bg'

  return (
    <MegaMenuContext.Provider value={value}>
      <header
        data-scrolled={scrolled || undefined}
        data-solid={solid || undefined}
        onMouseLeave={() => setOpenKey(null)}
        className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${look}`}
      >
        {children}
      </header>
    </MegaMenuContext.Provider>
  )
}
