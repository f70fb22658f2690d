import { ADMIN_DATE_TIME_FORMAT } from '@domain/team-time'
import type { CollectionConfig, Field } from 'payload'
import { adminOnly } from '../../access'
import { issueToken, normaliseEmail, sendInvitation } from './hooks'
import { invitationState } from '@domain/auth/invitation-status'

/**
 * Invitations to join the team (/onboarding). An admin invites by name, e-mail and
 * role; the e-mail carries a single-use link (7 days) whose token is stored only as a hash.
 * Accepting happens through POST /api/auth/invitations/accept (endpoints/authInvitations.ts).
 */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  labels: { singular: 'Invitation', plural: 'Invitations' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'status', 'expiresAt'],
    group: 'Team',
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
    description:
      'Creating an invitation emails a sign-up link to the person. It works once and expires after 7 days; inviting the same address again replaces the old link.',
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    beforeValidate: [normaliseEmail],
    beforeChange: [issueToken],
    afterChange: [sendInvitation],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin — manages users and settings', value: 'admin' },
        { label: 'Editor — edits content, menus, media and crisis resources', value: 'editor' },
      ],
    },
    {
      name: 'status',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        afterRead: [
          ({ data }) =>
            ({ pending: 'Pending', accepted: 'Accepted', expired: 'Expired' })[
              invitationState(data ?? {})
            ],
        ],
      },
    },
    { name: 'tokenHash', type: 'text', hidden: true, index: true },
    ...(['expiresAt', 'acceptedAt'] as const).map((name): Field => ({
      name,
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_TIME_FORMAT },
      },
    })),
    {
      name: 'invitedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
