'use client'

import { useTranslation } from '@payloadcms/ui'
import type React from 'react'
import { useEffect } from 'react'

const NAMES: Record<string, string> = {
  en: 'More publish options',
  es: 'Más opciones de publicación',
}

/**
 * Beside "Publish changes" Payload draws an arrow that opens "Schedule Publish" (and publishing
 * one language), as a button with no name: a screen reader says only "button", and nothing tells
 * a sighted keyboard user what it is for either (issue 41). Payload's Button passes no name to
 * that arrow, so here it gets one — and the same as its tooltip — whenever the admin draws it.
 *
 * Only Payload's class names are read (`form-submit`, `popup-button`), no internals imported;
 * tests/e2e/scheduled-publish.spec.ts opens the drawer by this name in the real admin.
 */
export function NamePublishOptions({ children }: { children?: React.ReactNode }) {
  const { i18n } = useTranslation()
  const name = NAMES[i18n.language] ?? NAMES.en

  useEffect(() => {
    const nameArrows = () => {
      for (const arrow of document.querySelectorAll<HTMLElement>('.form-submit .popup-button')) {
        if (arrow.getAttribute('aria-label') === name) continue
        arrow.setAttribute('aria-label', name)
        arrow.setAttribute('title', name)
      }
    }
    nameArrows()
    const observer = new MutationObserver(nameArrows)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [name])

  return <>{children}</>
}
