'use client'

import { useConfig, useLocale } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'
import { DEFAULT_LANGUAGE } from '@domain/i18n/languages.mjs'
import './content-language-bar.css'

type FieldLike = {
  localized?: boolean
  fields?: FieldLike[]
  tabs?: FieldLike[]
  blocks?: (FieldLike | string)[]
}

/** Whether any field, however deep (groups, rows, tabs, arrays, blocks), has a value per language. */
const hasLocalizedField = (fields: FieldLike[] | undefined): boolean =>
  (fields ?? []).some(
    (f) =>
      f.localized === true ||
      hasLocalizedField(f.fields) ||
      hasLocalizedField(f.tabs) ||
      hasLocalizedField(f.blocks?.filter((b): b is FieldLike => typeof b === 'object')),
  )

/**
 * Payload keeps the content language an editor last picked, on every screen: after a Spanish
 * edit the menus list opens in Spanish without a word. While it is not the default language,
 * a bar on every screen of a collection or global with content per language (pages, crisis
 * lines, menus, media, settings…) says which language is shown and switches back in one step.
 * Screens of things that have one language (the team, submissions, the outbox) get none.
 */
export function ContentLanguageBar() {
  const locale = useLocale()
  const pathname = usePathname()
  const params = useSearchParams()
  const { getEntityConfig } = useConfig()
  // Only where content is edited or listed (the dashboard has no language).
  const [, kind, slug] = /^\/admin\/(collections|globals)\/([^/]+)/.exec(pathname ?? '') ?? []
  if (!locale || locale.code === DEFAULT_LANGUAGE.code || !slug) return null
  const entity =
    kind === 'collections'
      ? getEntityConfig({ collectionSlug: slug })
      : getEntityConfig({ globalSlug: slug })
  if (!entity || !hasLocalizedField(entity.fields as FieldLike[])) return null
  const english = new URLSearchParams(params?.toString())
  english.set('locale', DEFAULT_LANGUAGE.code)
  const label = typeof locale.label === 'string' ? locale.label : locale.code
  return (
    <div className="content-language-bar" role="note" lang={DEFAULT_LANGUAGE.code}>
      <span>
        You are seeing and editing the <strong>{label}</strong> content ({locale.code}).
      </span>{' '}
      <a href={`${pathname}?${english.toString()}`}>Switch to {DEFAULT_LANGUAGE.englishName}</a>
    </div>
  )
}
