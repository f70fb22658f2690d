'use client'

import type React from 'react'

/**
 * The admin's first focusable element (Payload's `header` slot, above its navigation): jumps
 * keyboard users past the navigation to the screen's content. Payload's edit screens render a
 * <main>; the others have the template's content column, which is focused instead.
 */
export function SkipLink() {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target =
      document.querySelector<HTMLElement>('main') ??
      document.querySelector<HTMLElement>('.template-default__wrap')
    if (!target) return
    event.preventDefault()
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus()
    target.scrollIntoView({ block: 'start' })
  }
  return (
    <a className="admin-skip-link" href="#main-content" onClick={onClick}>
      Skip to main content
    </a>
  )
}
