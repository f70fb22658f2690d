import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { isVerificationOverdue } from '@domain/crisis/verification'
import { authorName, readAuthorNames } from '../history/authors'
import { pageName } from './translation'

/**
 * The dashboard's lists of work: recent edits and crisis lines overdue for a check.
 * Each read runs with the signed-in member's own access (`overrideAccess: false`, `user`), so a
 * screen never shows what the member could not open; only the authors' names are read for
 * every member (../history/authors.ts).
 */
type User = NonNullable<PayloadRequest['user']>

export type RecentEdit = {
  kind: 'Page' | 'Story' | 'Menu' | 'Crisis resource'
  title: string
  href: string
  updatedAt: string
  status?: string | null
  /** Who saved it last; null when nobody recorded is known (a save by a script, the seed). */
  author: string | null
}

/**
 * What the team edited last, newest first, of everything editors edit (pages, stories, menus,
 * crisis lines): what it is, who saved it and when. Drafts count: an edit is an edit.
 */
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
  const [pages, stories, menus, crisis] = await Promise.all([
    payload.find({
      collection: 'pages',
      draft: true,
      select: { title: true, updatedAt: true, _status: true, updatedBy: true },
      ...common,
    }),
    payload.find({
      collection: 'stories',
      draft: true,
      select: { title: true, updatedAt: true, _status: true, updatedBy: true },
      ...common,
    }),
    payload.find({
      collection: 'menus',
      select: { title: true, updatedAt: true, updatedBy: true },
      ...common,
    }),
    payload.find({
      collection: 'crisis-resources',
      draft: true,
      select: { name: true, updatedAt: true, _status: true, updatedBy: true },
      ...common,
    }),
  ])
  const edits = [
    ...pages.docs.map((d) => ({
      kind: 'Page' as const,
      title: pageName(d.title, d._status),
      href: `/admin/collections/pages/${d.id}`,
      updatedAt: d.updatedAt,
      status: d._status,
      by: d.updatedBy,
    })),
    ...stories.docs.map((d) => ({
      kind: 'Story' as const,
      title: d.title?.trim() || 'Untitled story',
      href: `/admin/collections/stories/${d.id}`,
      updatedAt: d.updatedAt,
      status: d._status,
      by: d.updatedBy,
    })),
    ...menus.docs.map((d) => ({
      kind: 'Menu' as const,
      title: d.title,
      href: `/admin/collections/menus/${d.id}`,
      updatedAt: d.updatedAt,
      by: d.updatedBy,
    })),
    ...crisis.docs.map((d) => ({
      kind: 'Crisis resource' as const,
      title: d.name,
      href: `/admin/collections/crisis-resources/${d.id}`,
      updatedAt: d.updatedAt,
      status: d._status,
      by: d.updatedBy,
    })),
  ]
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, limit)
  const names = await readAuthorNames(
    payload,
    edits.map((e) => e.by),
  )
  return edits.map(({ by, ...edit }) => ({ ...edit, author: authorName(by, names) }))
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
