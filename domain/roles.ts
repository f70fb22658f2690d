/**
 * Team roles and who holds them. Plain predicates on the signed-in user (or none), shared by
 * the collections' access rules, the endpoints and the admin screens.
 */
export type Role = 'admin' | 'editor'

/** The part of a user these checks read; Payload's `req.user` fits it. */
type MaybeUser = { role?: unknown; deactivated?: unknown } | null | undefined

/**
 * A role counts only while the account is active: a deactivated team member (someone who left)
 * keeps their name on what they saved, but their role grants nothing, even to a session that was
 * open when they were deactivated.
 */
export function hasRole(user: MaybeUser, role: Role): boolean {
  return Boolean(user && user.deactivated !== true && user.role === role)
}

export const isAdmin = (user: MaybeUser): boolean => hasRole(user, 'admin')

/** Any signed-in team member (admin or editor). */
export const isTeamMember = (user: MaybeUser): boolean =>
  hasRole(user, 'admin') || hasRole(user, 'editor')
