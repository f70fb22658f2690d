'use client'

import type React from 'react'
import { createContext, useContext } from 'react'
import type { Messages } from '@domain/i18n/messages'

/** The words the browser shows on its own, in the page's language (the catalogue's `browser`). */
export type BrowserWords = Messages['browser']

const PageWordsContext = createContext<BrowserWords | null>(null)

/**
 * The site's layout hands the page's words to what the browser shows on its own (the crash
 * screen, the connection badge, toasts, the cookie banner): one language per page, never the
 * others, and no word of them in the script chunks.
 */
export function PageWordsProvider({
  words,
  children,
}: {
  words: BrowserWords
  children: React.ReactNode
}) {
  return <PageWordsContext.Provider value={words}>{children}</PageWordsContext.Provider>
}

/** The page's words; inside the site's layout (src/components/layout/SiteLayout.tsx) only. */
export function usePageWords(): BrowserWords {
  const words = useContext(PageWordsContext)
  if (!words) throw new Error('usePageWords: outside the site layout’s PageWordsProvider')
  return words
}
