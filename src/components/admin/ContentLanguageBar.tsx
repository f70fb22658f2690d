'use client'

import { useLocale } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'
import './content-language-bar.css'

/**
 * Payload keeps the content language an editor last picked, on every screen: after a Spanish
 * edit the menus list opens in Spanish without a word. While it is not the default (English),
 * a bar on every admin screen says which language is shown and switches back in one step.
 */
export function ContentLanguageBar() {
  const locale = useLocale()
  const pathname = usePathname()
  const params = useSearchParams()
  // Only where content is edited or listed (the dashboard and team screens have no language).
  const onContent = /^\/admin\/(collections|globals)\//.test(pathname ?? '')
  if (!locale || locale.code === 'en' || !onContent) return null
  const english = new URLSearchParams(params?.toString())
  english.set('locale', 'en')
  const label = typeof locale.label === 'string' ? locale.label : locale.code
  return (
    <div className="content-language-bar" role="note" lang="en">
      <span>
        You are seeing and editing the <strong>{label}</strong> content ({locale.code}).
      </span>{' '}
      <a href={`${pathname}?${english.toString()}`}>Switch to English</a>
    </div>
  )
}
