import type { Access, FieldAccess } from 'payload'
import { isAdmin, isTeamMember } from '@domain/roles'

export { hasRole, isAdmin, isTeamMember, type Role } from '@domain/roles'

export const anyone: Access = () => true
export const teamOnly: Access = ({ req }) => isTeamMember(req.user)
export const adminOnly: Access = ({ req }) => isAdmin(req.user)

/** Team members see drafts; visitors only see published documents. */
export const teamOrPublished: Access = ({ req }) =>
  isTeamMember(req.user) ? true : { _status: { equals: 'published' } }

/** Admins see every user; anyone else only themselves. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)
export const teamFieldOnly: FieldAccess = ({ req }) => isTeamMember(req.user)

/** Admins may delete other accounts, never their own (no locking the team out by accident). */
export const adminButNotSelf: Access = ({ req }) =>
  isAdmin(req.user) && req.user ? { id: { not_equals: req.user.id } } : false
