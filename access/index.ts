import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { isAdmin, isTeamMember } from '@domain/roles'

export { hasRole, isAdmin, isTeamMember, type Role } from '@domain/roles'

export const teamOnly: Access = ({ req }) => isTeamMember(req.user)
export const adminOnly: Access = ({ req }) => isAdmin(req.user)

/**
 * The site's own read: the Local API, as src/lib/cms runs it for a page (no user, so the rules
 * below still hide drafts and team-only fields). Payload's generic REST is the team's: a visitor
 * reads the purpose-built public endpoints instead (docs/public-api.md), so an anonymous REST
 * read of a collection or global is refused (403) here, by Payload's own access control.
 */
const isSiteRead = (req: PayloadRequest) => req.payloadAPI === 'local'

/** Content the site shows whole: the team through any API, the site's own reads. */
export const teamOrSite: Access = ({ req }) => isTeamMember(req.user) || isSiteRead(req)

/** Content with drafts: the team sees drafts; the site's own reads only published documents. */
export const teamOrSitePublished: Access = ({ req }) =>
  isTeamMember(req.user) ? true : isSiteRead(req) ? { _status: { equals: 'published' } } : false

/** A collection with drafts: the team writes it and reads its versions, the site reads what is published. */
export const publishedContentAccess = {
  read: teamOrSitePublished,
  create: teamOnly,
  update: teamOnly,
  delete: teamOnly,
  readVersions: teamOnly,
}

/** Records the site writes itself (its endpoints, jobs, mailer): the team reads, admins delete. */
export const siteRecordAccess = {
  read: teamOnly,
  create: () => false,
  update: () => false,
  delete: adminOnly,
}

/**
 * A request of Payload's file route (`/api/<collection>/file/:filename`, its router's params).
 * With S3 storage the plugin finds where the file is kept by reading its document as the
 * visitor (overrideAccess: false) inside that route, after Payload's own file check passed.
 */
const isFileRoute = (req: PayloadRequest) => typeof req.routeParams?.filename === 'string'

/** Uploads: the files themselves (`/api/media/file/…`, the site's images) for anyone. */
export const filesOrTeamOrSite: Access = (args) =>
  Boolean(args.isReadingStaticFile) ||
  isFileRoute(args.req) ||
  isTeamMember(args.req.user) ||
  isSiteRead(args.req)

/** Admins see every user; anyone else only themselves. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export const teamFieldOnly: FieldAccess = ({ req }) => isTeamMember(req.user)

/** Admins may delete other accounts, never their own (no locking the team out by accident). */
export const adminButNotSelf: Access = ({ req }) =>
  isAdmin(req.user) && req.user ? { id: { not_equals: req.user.id } } : false
