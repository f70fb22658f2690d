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
  const base = {
    depth: 0,
    limit,
    sort: '-updatedAt',
    overrideAccess: false,
    user,
    pagination: false,
  } as const
  const saved = { updatedAt: true, _status: true, updatedBy: true } as const
  const [pages, stories, menus, crisis] = await Promise.all([
    payload.find({ collection: 'pages', draft: true, select: { title: true, ...saved }, ...base }),
    payload.find({
      collection: 'stories',
      draft: true,
      select: { title: true, ...saved },
      ...base,
    }),
    payload.find({
      collection: 'menus',
      select: { title: true, updatedAt: true, updatedBy: true },
      ...base,
    }),
    payload.find({
      collection: 'crisis-resources',
      draft: true,
      select: { name: true, ...saved },
      ...base,
    }),
  ])
  type Saved = { id: number; updatedAt: string; _status?: string | null; updatedBy?: unknown }
  const edit = (kind: RecentEdit['kind'], collection: string, title: string, d: Saved) => ({
    kind,
    title,
    href: `/admin/collections/${collection}/${d.id}`,
    updatedAt: d.updatedAt,
    status: d._status,
    by: d.updatedBy,
  })
  const edits = [
    ...pages.docs.map((d) => edit('Page', 'pages', pageName(d.title, d._status), d)),
    ...stories.docs.map((d) => edit('Story', 'stories', d.title?.trim() || 'Untitled story', d)),
    ...menus.docs.map((d) => edit('Menu', 'menus', d.title, d)),
    ...crisis.docs.map((d) => edit('Crisis resource', 'crisis-resources', d.name, d)),
  ]
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, limit)
  const authors = edits.map((e) => e.by)
  const names = await readAuthorNames(payload, authors)
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
