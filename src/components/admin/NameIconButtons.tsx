'use client'

import { useTranslation } from '@payloadcms/ui'
import type React from 'react'
import { useEffect } from 'react'

type Names = {
  publishOptions: string
  removeFilter: string
  addFilter: string
  openRow: (row: string) => string
}

/** The admin's own language (Payload's i18n), not the content's: its words for each button. */
const NAMES: Record<string, Names> = {
  en: {
    publishOptions: 'More publish options',
    removeFilter: 'Remove this filter',
    addFilter: 'Add a filter',
    openRow: (row) => `Open “${row}”`,
  },
  es: {
    publishOptions: 'Más opciones de publicación',
    removeFilter: 'Quitar este filtro',
    addFilter: 'Añadir un filtro',
    openRow: (row) => `Abrir «${row}»`,
  },
}

/**
 * Payload draws some buttons as an icon alone, with no name: a screen reader says only
 * "button", and nothing tells a keyboard user what each is for (issues 41 and 60):
 * - the arrow beside "Publish changes" that opens "Schedule Publish" (and publishing one
 *   language);
 * - a list filter's × and + (remove this condition, add another);
 * - the pencil in a joined list (a submission's "E-mails sent about it") that opens the row in
 *   a drawer.
 * Payload's Button passes no name to them, so here each gets one (and the same as its tooltip)
 * whenever the admin draws it. Only Payload's class names are read, no internals imported;
 * tests/e2e/scheduled-publish.spec.ts and admin-tasks-inbox.spec.ts press them by these names.
 */
export function NameIconButtons({ children }: { children?: React.ReactNode }) {
  const { i18n } = useTranslation()
  const names = NAMES[i18n.language] ?? NAMES.en

  useEffect(() => {
    // Payload's class name → the button's name; one query of the page per change it draws.
    const rules: [string, (button: HTMLElement) => string][] = [
      ['.form-submit .popup-button', () => names.publishOptions],
      ['.condition__actions-remove', () => names.removeFilter],
      ['.condition__actions-add', () => names.addFilter],
      [
        '.drawer-link__doc-drawer-toggler',
        (button) => names.openRow(button.parentElement?.textContent?.trim() || '…'),
      ],
    ]
    const selector = rules.map(([s]) => s).join(', ')
    const nameAll = () => {
      for (const button of document.querySelectorAll<HTMLElement>(selector)) {
        const wanted = rules.find(([s]) => button.matches(s))?.[1](button)
        if (!wanted || button.getAttribute('aria-label') === wanted) continue
        button.setAttribute('aria-label', wanted)
        button.setAttribute('title', wanted)
      }
    }
    nameAll()
    const observer = new MutationObserver(nameAll)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [names])

  return <>{children}</>
}
