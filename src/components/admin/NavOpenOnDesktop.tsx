'use client'

import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { PREFERENCE_KEYS } from 'payload/shared'
import type React from 'react'
import { useEffect, useRef } from 'react'

type NavPreference = { open?: boolean } | null | undefined

/**
 * Payload closes its side navigation on every screen up to 1440 px wide (most laptops) and
 * remembers the editor's choice only above that. Here the navigation starts open on any screen
 * wider than a tablet (above Payload's 1024 px break, where it sits beside the page rather than
 * over it), unless the editor closed it before; the editor's open/closed choice is kept in
 * Payload's own `nav` preference at every desktop width.
 */
export function NavOpenOnDesktop({ children }: { children?: React.ReactNode }) {
  const { navOpen, setNavOpen } = useNav()
  const { getPreference, setPreference } = usePreferences()
  const {
    breakpoints: { l: largeBreak, m: midBreak },
  } = useWindowInfo()
  const opened = useRef(false)
  const lastSeen = useRef<boolean | null>(null)

  // Once per admin visit, when the window has been measured as desktop: Payload's own
  // effect has just closed the navigation (same commit); the preference is read after it.
  useEffect(() => {
    if (opened.current || midBreak !== false) return
    opened.current = true
    void (async () => {
      const preference = (await getPreference(PREFERENCE_KEYS.NAV)) as NavPreference
      const open = preference?.open !== false
      lastSeen.current = open
      if (open) setNavOpen(true)
    })()
  }, [midBreak, getPreference, setNavOpen])

  // Payload saves the choice itself above 1440 px; between 1025 and 1440 px we do.
  useEffect(() => {
    if (lastSeen.current === null || midBreak !== false || largeBreak !== true) return
    if (lastSeen.current === navOpen) return
    lastSeen.current = navOpen
    void setPreference(PREFERENCE_KEYS.NAV, { open: navOpen }, true)
  }, [navOpen, midBreak, largeBreak, setPreference])

  return <>{children}</>
}
