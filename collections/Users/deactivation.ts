import {
  AuthenticationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeLoginHook,
  type Field,
  type FieldAccess,
} from 'payload'
import { isAdmin } from '@domain/roles'

/** Admins deactivate others, never themselves (they would lock themselves out). */
const adminButNotSelf: FieldAccess = ({ req, id }) =>
  isAdmin(req.user) && !(id !== undefined && req.user && String(req.user.id) === String(id))

/**
 * Someone who leaves the team is deactivated instead of deleted: they can no longer sign in, a
 * session they had open stops working at once (their role grants nothing: domain/roles.ts, and
 * their sessions are ended), and their name stays on everything they saved (the History panel,
 * "Last saved by"). Turning it off again gives the account back as it was.
 */
export const deactivatedField: Field = {
  name: 'deactivated',
  type: 'checkbox',
  label: 'Deactivated (cannot sign in)',
  defaultValue: false,
  access: { create: adminButNotSelf, update: adminButNotSelf },
  admin: {
    position: 'sidebar',
    description:
      'For someone who left the team: they cannot sign in any more, and their name stays on what they saved. Use this instead of Delete. Only admins can change it, and not for themselves.',
    // The Team members list says Yes / No in this column, not Payload's raw true / false.
    components: { Cell: '/src/components/admin/YesNoCell#YesNoCell' },
  },
}

/**
 * Signing in with the right password to a deactivated account gets the answer of a wrong
 * password (401, the same body, after the same hashing, counted like one): a different answer
 * told whoever tried the password that it was right (issue 58).
 */
export const refuseDeactivatedLogin: CollectionBeforeLoginHook = ({ req, user }) => {
  if ((user as { deactivated?: unknown }).deactivated === true) throw new AuthenticationError(req.t)
  return user
}

/** Deactivating ends every session the member has open. */
export const endSessionsOnDeactivation: CollectionBeforeChangeHook = ({ data, originalDoc }) =>
  data.deactivated === true && originalDoc?.deactivated !== true ? { ...data, sessions: [] } : data

/**
 * Deleting a team member releases the documents they had open. Payload keeps a lock per open
 * edit screen (`payload-locked-documents`) and does not remove it with its holder: the lock was
 * left without one, and Payload's edit screen then failed for everyone on that document until
 * the lock aged out (5 minutes). Before the delete, in its transaction: the holder is still
 * there to match on.
 */
export const releaseLocksOfDeleted: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'payload-locked-documents',
    where: {
      and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: id } }],
    },
    overrideAccess: true,
    req,
  })
}
