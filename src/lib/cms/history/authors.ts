import 'server-only'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Who saved a page, story, crisis line or menu, by name: a team member may not open other
 * members' accounts (users: admins or self), but may know who saved what they edit (the History
 * panel, "Last saved by", the dashboard's recent edits). Their names only, nothing else of the
 * account.
 */
export async function readAuthorNames(
  payload: Payload,
  authors: unknown[],
  req?: PayloadRequest,
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      authors
        .map((a) => (a && typeof a === 'object' ? (a as { id?: unknown }).id : a))
        .filter((a): a is string | number => typeof a === 'string' || typeof a === 'number')
        .map(String),
    ),
  ]
  const names = new Map<string, string>()
  if (ids.length === 0) return names
  const users = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
    ...(req ? { req } : {}),
  })
  for (const u of users.docs) names.set(String(u.id), u.name)
  return names
}

/** An author's name as `readAuthorNames` found it, or "User 3" for one it did not; null for none. */
export function authorName(value: unknown, names: Map<string, string>): string | null {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (id === null || id === undefined) return null
  return names.get(String(id)) ?? `User ${String(id)}`
}
