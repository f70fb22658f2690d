import type { Endpoint } from 'payload'
import { z } from 'zod'
import { LOCALES } from '@domain/i18n/locales'
import { isTeamMember } from '@domain/roles'
import type { HistoryCollection } from '@/lib/cms/history/diff'

/**
 * The History panel of an edit screen (pages, crisis lines, stories, events), team members only, with their own
 * access:
 * - GET  /api/{collection}/:id/history — the newest versions: who saved, what each changed,
 *   what restoring it would change now (per language and shared).
 * - POST /api/{collection}/:id/restore `{ version, language: <a locale code> | 'all' }` —
 *   restores one language of a version (the others and the shared details stay), or all of it.
 * The logic is in src/lib/cms/history.ts (server-only: imported when first used, since plain
 * Node scripts load payload.config.ts too).
 */
const restoreBody = z.object({
  version: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)], {
    message: 'Version: the id of a version of this document.',
  }),
  language: z.enum([...LOCALES, 'all'], {
    message: `Language: one of ${LOCALES.map((code) => `"${code}"`).join(', ')} (that language only) or "all".`,
  }),
})

const idOf = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null

export function versionHistoryEndpoints(collection: HistoryCollection): Endpoint[] {
  return [
    {
      path: '/:id/history',
      method: 'get',
      handler: async (req) => {
        if (!isTeamMember(req.user))
          return Response.json({ message: 'Sign in as a team member.' }, { status: 403 })
        const id = idOf(req.routeParams?.id)
        if (id === null) return Response.json({ message: 'Id: a number.' }, { status: 400 })
        const { readVersionHistory } = await import('@/lib/cms/history')
        const versions = await readVersionHistory(req.payload, req.user!, collection, id)
        return Response.json({ versions }, { headers: { 'Cache-Control': 'no-store' } })
      },
    },
    {
      path: '/:id/restore',
      method: 'post',
      handler: async (req) => {
        if (!isTeamMember(req.user))
          return Response.json({ message: 'Sign in as a team member.' }, { status: 403 })
        const id = idOf(req.routeParams?.id)
        if (id === null) return Response.json({ message: 'Id: a number.' }, { status: 400 })
        const body: unknown = await req.json?.().catch(() => null)
        const parsed = restoreBody.safeParse(body)
        if (!parsed.success) {
          const issue = parsed.error.issues[0]
          return Response.json(
            { message: issue?.message ?? 'Send { version, language }.' },
            { status: 400 },
          )
        }
        const { restoreVersion, RestoreError } = await import('@/lib/cms/history')
        try {
          const result = await restoreVersion(
            req.payload,
            req.user!,
            collection,
            id,
            Number(parsed.data.version),
            parsed.data.language,
          )
          return Response.json(result)
        } catch (err) {
          if (err instanceof RestoreError)
            return Response.json({ message: err.message }, { status: err.status })
          const status = (err as { status?: number }).status
          if (status === 400 || status === 403 || status === 404)
            return Response.json({ message: (err as Error).message }, { status })
          throw err
        }
      },
    },
  ]
}
