import type { Access, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { isAdmin } from '@domain/roles'
import { SIGN_IN_ALERT_KEEP_DAYS } from '@domain/constants'

/** Admins see every member's alerts; a member sees their own. */
const adminOrOwner: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (req.user) return { user: { equals: req.user.id } }
  return false
}

/**
 * A burst of sign-in attempts on a team member's account (LOGIN_BURST_ATTEMPTS in 15 minutes,
 * refused ones too), written by the `reportSignInBurst` job (collections/Users/tasks.ts) and
 * shown on that member's dashboard; they are e-mailed too when mail is set up. Never created or
 * edited through the API; the member (or an admin) deletes an alert once read.
 */
export const SignInAlerts: CollectionConfig = {
  slug: 'sign-in-alerts',
  labels: { singular: 'Sign-in alert', plural: 'Sign-in alerts' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'user', 'createdAt'],
    group: 'Team',
    description: `Many sign-in attempts on one account in a short time: someone may be guessing its password. Kept ${SIGN_IN_ALERT_KEEP_DAYS} days.`,
  },
  defaultSort: '-createdAt',
  access: {
    read: adminOrOwner,
    create: () => false,
    update: () => false,
    delete: adminOrOwner,
  },
  fields: [
    { name: 'summary', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'user',
      label: 'Account',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'attempts', type: 'number', required: true, admin: { readOnly: true } },
  ],
}

/** A deleted member's alerts go with them (an alert always names its account). */
export const deleteAlertsOfDeleted: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'sign-in-alerts',
    where: { user: { equals: id } },
    overrideAccess: true,
    req,
  })
}
