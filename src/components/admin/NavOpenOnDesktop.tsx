'use client'

import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { PREFERENCE_KEYS } from 'payload/shared'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'

type NavPreference = { open?: boolean } | null | undefined

/**
 * Payload closes its side navigation whenever it measures a window up to 1440 px wide (most
 * laptops), and remembers the editor's choice only above that. Here the navigation is open on
 * any screen wider than a tablet (above Payload's 1024 px break, where it sits beside the page
 * rather than over it) unless the editor closed it: a click on the menu button at those widths
 * is kept in Payload's own `nav` preference, which Payload itself keeps above 1440 px.
 */
export function NavOpenOnDesktop({ children }: { children?: React.ReactNode }) {
  const { navOpen, setNavOpen } = useNav()
  const { getPreference, setPreference } = usePreferences()
  const {
    breakpoints: { l: largeBreak, m: midBreak },
  } = useWindowInfo()
  const [wanted, setWanted] = useState<boolean | null>(null)
  const toggledByEditor = useRef(false)

  useEffect(() => {
    let live = true
    void getPreference(PREFERENCE_KEYS.NAV).then((preference) => {
      if (live) setWanted((preference as NavPreference)?.open !== false)
    })
    return () => {
      live = false
    }
  }, [getPreference])

  // Payload's close runs in the commit where the window is measured (or re-measured after a
  // resize); opening in the next task lands after it.
  useEffect(() => {
    if (wanted !== true || midBreak !== false) return
    const timer = setTimeout(() => setNavOpen(true), 0)
    return () => clearTimeout(timer)
  }, [wanted, midBreak, largeBreak, setNavOpen])

  // Only the editor's own click on a menu button counts as a choice, never Payload's close.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('.nav-toggler'))
        toggledByEditor.current = true
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    if (!toggledByEditor.current) return
    toggledByEditor.current = false
    if (midBreak !== false || largeBreak !== true) return
    setWanted(navOpen)
    void setPreference(PREFERENCE_KEYS.NAV, { open: navOpen }, true)
  }, [navOpen, midBreak, largeBreak, setPreference])

  return <>{children}</>
}
