import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { isVerificationOverdue } from '@domain/crisis/verification'
import { pageName } from './translation'

/**
 * The dashboard's lists of work: recent edits and crisis lines overdue for a check.
 * Each read runs with the signed-in member's own access (`overrideAccess: false`, `user`), so a
 * screen never shows what the member could not open.
 */
type User = NonNullable<PayloadRequest['user']>

export type RecentEdit = {
  kind: 'Page' | 'Menu' | 'Crisis resource'
  title: string
  href: string
  updatedAt: string
  status?: string | null
}

export async function readRecentEdits(
  payload: Payload,
  user: User,
  limit = 8,
): Promise<RecentEdit[]> {
  const common = {
    depth: 0,
    limit,
    sort: '-updatedAt',
    overrideAccess: false,
    user,
    pagination: false,
  } as const
  const [pages, menus, crisis] = await Promise.all([
    payload.find({
      collection: 'pages',
      draft: true,
      select: { title: true, updatedAt: true, _status: true },
      ...common,
    }),
    payload.find({ collection: 'menus', select: { title: true, updatedAt: true }, ...common }),
    payload.find({
      collection: 'crisis-resources',
      draft: true,
      select: { name: true, updatedAt: true, _status: true },
      ...common,
    }),
  ])
  const edits: RecentEdit[] = [
    ...pages.docs.map((d) => ({
      kind: 'Page' as const,
      title: pageName(d.title, d._status),
      href: `/admin/collections/pages/${d.id}`,
      updatedAt: d.updatedAt,
      status: d._status,
    })),
    ...menus.docs.map((d) => ({
      kind: 'Menu' as const,
      title: d.title,
      href: `/admin/collections/menus/${d.id}`,
      updatedAt: d.updatedAt,
    })),
    ...crisis.docs.map((d) => ({
      kind: 'Crisis resource' as const,
      title: d.name,
      href: `/admin/collections/crisis-resources/${d.id}`,
      updatedAt: d.updatedAt,
      status: d._status,
    })),
  ]
  return edits.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)).slice(0, limit)
}

export type OverdueResource = {
  id: number | string
  name: string
  href: string
  lastVerified: string | null
}

export async function readCrisisResourcesToVerify(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<OverdueResource[]> {
  const result = await payload.find({
    collection: 'crisis-resources',
    draft: true,
    depth: 0,
    limit: 200,
    sort: 'lastVerified',
    overrideAccess: false,
    user,
    pagination: false,
    select: { name: true, lastVerified: true },
  })
  // Never verified first (Postgres sorts empty dates last), then the longest unchecked.
  return result.docs
    .filter((d) => isVerificationOverdue(d.lastVerified, now))
    .sort((a, b) => (a.lastVerified ? 1 : 0) - (b.lastVerified ? 1 : 0))
    .map((d) => ({
      id: d.id,
      name: d.name,
      href: `/admin/collections/crisis-resources/${d.id}`,
      lastVerified: d.lastVerified ?? null,
    }))
}
