import type { Field } from 'payload'
import { teamFieldOnly } from '../access'

/**
 * Who saved: set on every save by a signed-in member (restores included), so each version
 * records its author. Read-only in the admin; team members only (never sent to visitors).
 */
export const updatedByField: Field = {
  name: 'updatedBy',
  type: 'relationship',
  relationTo: 'users',
  label: 'Last saved by',
  // Whatever a request sends, a signed-in member's save records that member (hook below).
  access: { read: teamFieldOnly },
  // Hidden until someone has saved (documents saved before authors were kept have none).
  admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.updatedBy) },
  hooks: {
    beforeChange: [({ req, value }) => (req.user ? req.user.id : value)],
  },
}

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
