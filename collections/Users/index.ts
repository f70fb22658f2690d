import type { CollectionConfig, FieldAccess } from 'payload'
import { adminOnly, adminOrSelf, isAdmin, isTeamMember } from '../../access'

/** Only admins may set roles; nobody can change their own role (no self-escalation). */
const canSetRole: FieldAccess = ({ req, id }) => {
  if (!isAdmin(req.user)) return false
  return !(id !== undefined && req.user && String(req.user.id) === String(id))
}

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
    group: 'Team',
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: {
      sameSite: 'Lax',
      secure: (process.env.SERVER_URL ?? '').startsWith('https:'),
    },
  },
  access: {
    admin: ({ req }) => isTeamMember(req.user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    unlock: adminOnly,
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
    },
  ],
}
