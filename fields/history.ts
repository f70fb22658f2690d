import type { Field, FieldHook } from 'payload'
import { isTeamMember } from '@domain/roles'
import { teamFieldOnly } from '../access'

/**
 * Who saved: set on every save by a signed-in member (restores included), so each version
 * records its author. Team members only (never sent to visitors). The admin shows it as
 * "Last saved by" (below): a relationship shows the member's account, which an editor may not
 * open, so Payload would label it "Untitled - ID: 3".
 */
const updatedBy: Field = {
  name: 'updatedBy',
  type: 'relationship',
  relationTo: 'users',
  label: 'Saved by',
  // Whatever a request sends, a signed-in member's save records that member (hook below).
  access: { read: teamFieldOnly },
  admin: { hidden: true },
  hooks: {
    beforeChange: [({ req, value }) => (req.user ? req.user.id : value)],
  },
}

type NameCache = Map<string, Promise<string | null>>

/** The name of whoever saved, once per request and author (a list of versions names few). */
const nameOfAuthor: FieldHook = async ({ siblingData, req }) => {
  if (!isTeamMember(req.user)) return undefined
  const author = (siblingData as { updatedBy?: unknown } | undefined)?.updatedBy
  const id = author && typeof author === 'object' ? (author as { id?: unknown }).id : author
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const cache = (req.context.authorNames ??= new Map()) as NameCache
  let name = cache.get(String(id))
  if (!name) {
    // Server-only, and plain Node scripts load the config too: imported when first used.
    name = import('@/lib/cms/history').then(async ({ authorName, readAuthorNames }) =>
      authorName(id, await readAuthorNames(req.payload, [id], req)),
    )
    cache.set(String(id), name)
  }
  return name
}

/** "Last saved by: Sam Rivera", for every team member: the author's name, read-only. */
const lastSavedBy: Field = {
  name: 'lastSavedBy',
  type: 'text',
  virtual: true,
  label: 'Last saved by',
  access: { read: teamFieldOnly, create: () => false, update: () => false },
  // Hidden until someone has saved (documents saved before authors were kept have none).
  admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.lastSavedBy) },
  hooks: { afterRead: [nameOfAuthor] },
}

export const authorFields: Field[] = [updatedBy, lastSavedBy]

/**
 * The edit screen's "History" panel: each saved version with its author and what it changed,
 * compared with the current document, restored one language at a time
 * (endpoints/versionHistory.ts).
 */
export const historyField: Field = {
  name: 'history',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/src/components/admin/history/HistoryPanel#HistoryPanel' },
  },
}
