'use client'

import { ChevronDown } from 'lucide-react'
import type React from 'react'
import { useEffect } from 'react'
import { lazyComponent, useLazyComponent, useLoadWhenIdle } from '@/lib/lazy'
import type { MegaMenuContentProps } from './MegaMenuContent'
import { megaMenuButtonId, megaMenuPanelId } from './nav'
import { useMegaMenu } from './HeaderFrame'

/** At this width the mega menus are on screen (Tailwind's xl, set in globals.css). */
const DESKTOP_QUERY = '(min-width: 80rem)'

/** The panels' content is a chunk of its own: phones, which never show it, never download it. */
const lazyContent = lazyComponent(() => import('./MegaMenuContent').then((m) => m.MegaMenuContent))
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches

/**
 * The desktop navigation list. Focus moving out of it closes an open panel, like a press
 * outside it does.
 */
export function MegaMenuNav({ label, children }: { label: string; children: React.ReactNode }) {
  const { navRef, openKey, close } = useMegaMenu()
  useLoadWhenIdle(lazyContent, isDesktop)
  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="hidden xl:block"
      onBlur={(e) => {
        const next = e.relatedTarget as Node | null
        if (openKey && next && !e.currentTarget.contains(next)) close()
      }}
    >
      {children}
    </nav>
  )
}

/**
 * Disclosure button of one mega menu (not role="menu": the panel holds ordinary links).
 * Opens on click; while another panel is open, hovering switches to this one.
 */
export function MegaMenuButton({ menuKey, label }: { menuKey: string; label: string }) {
  const { openKey, open, toggle, forgetHover } = useMegaMenu()
  const expanded = openKey === menuKey
  return (
    <button
      type="button"
      id={megaMenuButtonId(menuKey)}
      aria-expanded={expanded}
      aria-controls={megaMenuPanelId(menuKey)}
      onClick={() => toggle(menuKey)}
      onFocus={lazyContent.load}
      onPointerEnter={lazyContent.load}
      onMouseEnter={() => {
        if (openKey && openKey !== menuKey) open(menuKey)
      }}
      onMouseLeave={forgetHover}
      className={`inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium whitespace-nowrap hover:bg-surface-2 ${expanded ? 'bg-surface-2 text-primary' : ''}`}
    >
      {label}
      <ChevronDown
        className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
        aria-hidden="true"
      />
    </button>
  )
}

/**
 * The panel. Its content is rendered only while it is open — four closed panels were half of
 * every page's markup, all hydrated for nothing — from the menu data the header already has,
 * by a component fetched on the first wish to open one (or when a desktop page is idle).
 * Choosing a link closes it.
 */
export function MegaMenuPanel({
  menuKey,
  label,
  ...content
}: { menuKey: string; label: string } & MegaMenuContentProps) {
  const { openKey, close } = useMegaMenu()
  const open = openKey === menuKey
  const Content = useLazyComponent(lazyContent, open)
  useEffect(() => {
    if (open) void lazyContent.load()
  }, [open])
  return (
    <div
      id={megaMenuPanelId(menuKey)}
      role="region"
      aria-label={label}
      hidden={!open}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) close()
      }}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-7.5rem)] overflow-y-auto border-y border-border bg-surface shadow-xl"
    >
      {open && Content ? <Content {...content} /> : null}
    </div>
  )
}
