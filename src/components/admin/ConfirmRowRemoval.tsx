'use client'

import type React from 'react'
import { useEffect } from 'react'
import { removalQuestion } from '@domain/row-summary'

/**
 * Payload's "Remove" in a block's or a row's menu deletes it at once, with everything written in
 * it, and the form has no undo. Here it asks first, naming the row ("Remove the block “Text
 * section · Who we are”…?"), in the browser's own confirmation dialog (keyboard and screen reader
 * ready, and synchronous: a "no" stops the click before Payload sees it).
 *
 * Payload renders the menu in a portal, away from its row, so the row is the one whose menu
 * button was pressed last. Only Payload's class names are read (`array-actions`, the menu's
 * `__remove` item, `-row-N` row ids), no internals imported; tests/e2e/admin-tasks-pages.spec.ts
 * removes a block through the real admin.
 */
export function ConfirmRowRemoval({ children }: { children?: React.ReactNode }) {
  useEffect(() => {
    let row: HTMLElement | null = null
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (!target) return
      const remove = target.closest('.array-actions__remove')
      if (!remove) {
        const menu = target.closest('.array-actions')
        if (menu) row = menu.closest<HTMLElement>('[id*="-row-"]')
        return
      }
      // Our row labels carry their name (RowLabels.tsx); others are read as shown.
      const named = row?.querySelector('[data-row-name]')?.getAttribute('data-row-name')
      const header = row?.querySelector('.row-label, [class*="__block-header"]')
      const isBlock = Boolean(row?.closest('.blocks-field'))
      if (window.confirm(removalQuestion(named ?? header?.textContent ?? '', isBlock))) return
      event.preventDefault()
      event.stopPropagation()
    }
    // Capturing on the window runs before React's own listener on its root.
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [])
  return <>{children}</>
}
