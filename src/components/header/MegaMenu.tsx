'use client'

import { ChevronDown } from 'lucide-react'
import type React from 'react'
import { megaMenuButtonId, megaMenuPanelId } from './nav'
import { useMegaMenu } from './HeaderFrame'

/**
 * The desktop navigation list. Focus moving out of it closes an open panel, like a press
 * outside it does.
 */
export function MegaMenuNav({ children }: { children: React.ReactNode }) {
  const { navRef, openKey, close } = useMegaMenu()
  return (
    <nav
      ref={navRef}
      aria-label="Main"
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
 * The panel. Its content comes rendered from the server but is only put on the page while the
 * panel is open: four closed panels were half of every page's markup, all hydrated for nothing.
 * Choosing a link closes it.
 */
export function MegaMenuPanel({
  menuKey,
  label,
  children,
}: {
  menuKey: string
  label: string
  children: React.ReactNode
}) {
  const { openKey, close } = useMegaMenu()
  const open = openKey === menuKey
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
      {open ? children : null}
    </div>
  )
}
