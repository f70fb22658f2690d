import type { Endpoint } from 'payload'
import { DEFAULT_LOCALE, isLocale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { isTeamMember } from '@domain/roles'

/**
 * GET /api/{pages|stories|events}/:id/translation?locale=es — what a visitor of that language (any of
 * the list but the default) sees of the page or story: the published one's words in it (`live`,
 * null when never published) and the latest draft's (`draft`), each `{ translated, reasons,
 * englishPassages, englishPassageCount, undescribedImages, undescribedImageCount }`, and the
 * note its visitors read on an untranslated page (`notice`). For the translation banner of the
 * edit screen; team members only, with their own access.
 */
const NOT_FOUND = {
  pages: 'No such page.',
  stories: 'No such story.',
  events: 'No such event.',
} as const

export function translationEndpoint(collection: 'pages' | 'stories' | 'events'): Endpoint {
  return {
    path: '/:id/translation',
    method: 'get',
    handler: async (req) => {
      if (!req.user || !isTeamMember(req.user))
        return Response.json({ message: 'Sign in as a team member.' }, { status: 403 })
      const id = String(req.routeParams?.id ?? '')
      if (!/^\d+$/.test(id)) return Response.json({ message: 'Id: a number.' }, { status: 400 })
      const locale = new URL(req.url ?? '', 'http://site').searchParams.get('locale')
      if (!isLocale(locale) || locale === DEFAULT_LOCALE)
        return Response.json(
          { message: 'Locale: a language the site translates into (?locale=…).' },
          { status: 400 },
        )
      // Server-only module: imported when first used (payload.config.ts is loaded by plain Node
      // scripts too).
      const { readTranslationForEditor } = await import('@/lib/cms/admin')
      const state = await readTranslationForEditor(req.payload, req.user, collection, +id, locale)
      if (!state.draft) return Response.json({ message: NOT_FOUND[collection] }, { status: 404 })
      const notice = messagesFor(locale).untranslated ?? ''
      return Response.json({ ...state, notice }, { headers: { 'Cache-Control': 'no-store' } })
    },
  }
}
