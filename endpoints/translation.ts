import type { Endpoint } from 'payload'
import { isTeamMember } from '@domain/roles'

/**
 * GET /api/{pages|stories}/:id/translation — what a Spanish visitor sees of the page or story:
 * the published one's Spanish (`live`, null when never published) and the latest draft's
 * (`draft`), each `{ translated, reasons, englishPassages, englishPassageCount,
 * undescribedImages, undescribedImageCount }`. For the translation banner of the edit screen;
 * team members only, with their own access.
 */
export function translationEndpoint(collection: 'pages' | 'stories'): Endpoint {
  return {
    path: '/:id/translation',
    method: 'get',
    handler: async (req) => {
      if (!req.user || !isTeamMember(req.user))
        return Response.json({ message: 'Sign in as a team member.' }, { status: 403 })
      const id = String(req.routeParams?.id ?? '')
      if (!/^\d+$/.test(id)) return Response.json({ message: 'Id: a number.' }, { status: 400 })
      // Server-only module: imported when first used (payload.config.ts is loaded by plain Node
      // scripts too).
      const { readTranslationForEditor } = await import('@/lib/cms/admin')
      const state = await readTranslationForEditor(req.payload, req.user, collection, Number(id))
      if (!state.draft)
        return Response.json(
          { message: collection === 'pages' ? 'No such page.' : 'No such story.' },
          { status: 404 },
        )
      return Response.json(state, { headers: { 'Cache-Control': 'no-store' } })
    },
  }
}
