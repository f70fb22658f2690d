import { isHttpsSite } from '@domain/site'
import type { CollectionConfig, FieldAccess } from 'payload'
import { adminButNotSelf, adminOnly, adminOrSelf, isAdmin, isTeamMember } from '../../access'
import { passwordResetEmail } from '@domain/auth/emails'
import { PASSWORD_RESET_TTL_MS } from '@domain/constants'
import {
  explainLoginErrors,
  guardAuthOperations,
  hideSessionsAfterLogin,
  hideSessionsFromMe,
  leaveDraftMode,
  refuseOwnRoleChange,
  requireCurrentPassword,
  validatePassword,
} from './hooks'
import {
  deactivatedField,
  endSessionsOnDeactivation,
  refuseDeactivatedLogin,
  releaseLocksOfDeleted,
} from './deactivation'
import { forgotPasswordEndpoint } from './forgot-password'
import { siteName } from './site-name'
import { deleteAlertsOfDeleted } from '../SignInAlerts'

/** Only admins may set roles; nobody can change their own role (no self-escalation). */
const canSetRole: FieldAccess = ({ req, id }) => {
  if (!isAdmin(req.user)) return false
  return !(id !== undefined && req.user && String(req.user.id) === String(id))
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Team member', plural: 'Team members' },
  admin: {
    // A member is known by name: in "Last saved by", the lock notice, pickers and this list.
    useAsTitle: 'name',
    listSearchableFields: ['name', 'email'],
    defaultColumns: ['name', 'email', 'role', 'deactivated', 'updatedAt'],
    group: 'Team',
    description:
      'Everyone who can sign in to this admin. When someone leaves, tick "Deactivated" on their page instead of deleting them: they can no longer sign in, and their name stays on what they saved.',
    components: {
      beforeListTable: ['/src/components/admin/InviteTeamMemberLink#InviteTeamMemberLink'],
    },
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lockout: Payload's (5 failures → locked 10 minutes, 423) let anyone keep the
    // owner out with 5 requests per 10 minutes, and its 423 only for real accounts listed the
    // team. Failed sign-ins are throttled per address and per account instead (./guards.ts).
    maxLoginAttempts: 0,
    // The session lives in the HttpOnly cookie only; responses never hand the JWT to scripts.
    removeTokenFromResponses: true,
    cookies: {
      sameSite: 'Lax',
      secure: isHttpsSite(),
    },
    forgotPassword: {
      expiration: PASSWORD_RESET_TTL_MS,
      generateEmailSubject: async (args) =>
        passwordResetEmail({ siteName: await siteName(args?.req), url: '', validForMinutes: 0 })
          .subject,
      generateEmailHTML: async (args) => {
        const { req, token, user } = args ?? {}
        const base = (req?.payload.config.serverURL ?? '').replace(/\/$/, '')
        return passwordResetEmail({
          siteName: await siteName(req),
          name: (user as { name?: string } | undefined)?.name,
          url: `${base}/reset-password?token=${encodeURIComponent(token ?? '')}`,
          validForMinutes: Math.round(PASSWORD_RESET_TTL_MS / 60_000),
        }).html
      },
    },
  },
  access: {
    admin: ({ req }) => isTeamMember(req.user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminButNotSelf,
    // Nobody is ever locked out (maxLoginAttempts 0 above): Payload's "Force Unlock" button and
    // its /api/users/unlock would do nothing, so nobody is offered them.
    unlock: () => false,
  },
  // Before Payload's own: forgot-password queues the e-mail instead of sending it (issue 58).
  endpoints: [forgotPasswordEndpoint],
  hooks: {
    beforeOperation: [guardAuthOperations, refuseOwnRoleChange, requireCurrentPassword],
    beforeValidate: [validatePassword],
    beforeChange: [endSessionsOnDeactivation],
    beforeLogin: [refuseDeactivatedLogin],
    beforeDelete: [releaseLocksOfDeleted, deleteAlertsOfDeleted],
    afterError: [explainLoginErrors],
    afterOperation: [hideSessionsAfterLogin],
    afterMe: [hideSessionsFromMe],
    afterLogout: [leaveDraftMode],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Admin — manages users and settings', value: 'admin' },
        { label: 'Editor — edits content, menus, media and crisis resources', value: 'editor' },
      ],
      access: { create: canSetRole, update: canSetRole },
      admin: { description: 'Only admins change roles, and nobody changes their own.' },
    },
    deactivatedField,
    {
      // No output: keeps the password errors true so Save sends what was typed (issue 39). A
      // field, not a document-controls slot: /admin/account renders no slots.
      name: 'passwordChecks',
      type: 'ui',
      admin: {
        disableListColumn: true,
        components: { Field: '/src/components/admin/PasswordFormChecks#PasswordFormChecks' },
      },
    },
    {
      // Checked by requireCurrentPassword; never stored (virtual) and never read back.
      name: 'currentPassword',
      label: 'Current password',
      type: 'text',
      virtual: true,
      maxLength: 1024,
      hooks: { afterRead: [() => undefined] },
      admin: {
        description: 'Needed to change your own email address or password.',
        condition: (data, _siblingData, { user }) =>
          Boolean(user && data?.id !== undefined && String(user.id) === String(data.id)),
        components: { Field: '/src/components/admin/CurrentPasswordField#CurrentPasswordField' },
      },
    },
  ],
}
