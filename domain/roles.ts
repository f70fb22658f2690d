/**
 * Team roles and who holds them. Plain predicates on the signed-in user (or none), shared by
 * the collections' access rules, the endpoints and the admin screens.
 */
export type Role = 'admin' | 'editor'

/** The part of a user these checks read; Payload's `req.user` fits it. */
type MaybeUser = { role?: unknown } | null | undefined

export function hasRole(user: MaybeUser, role: Role): boolean {
  return Boolean(user && user.role === role)
}

export const isAdmin = (user: MaybeUser): boolean => hasRole(user, 'admin')

/** Any signed-in team member (admin or editor). */
export const isTeamMember = (user: MaybeUser): boolean =>
  Boolean(user && (user.role === 'admin' || user.role === 'editor'))
