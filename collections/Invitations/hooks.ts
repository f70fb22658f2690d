import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
} from 'payload'
import { invitationEmail } from '@domain/auth/emails'
import { generateLinkToken, hashLinkToken } from '@domain/auth/tokens'
import { INVITATION_TTL_MS } from '@domain/constants'
import type { Invitation } from '../../src/payload-types'

/** The raw link of a new invitation, for the request that created it (never stored). */
export const INVITATION_URL_CONTEXT_KEY = 'invitationUrl'
/** Set by the accept endpoint: the only way `acceptedAt` changes. */
export const ACCEPTING_CONTEXT_KEY = 'acceptingInvitation'

export const normaliseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  return data
}

/**
 * New invitation: a fresh token (only its hash is stored), expiry, inviter. Later edits may
 * change name and role; the token, dates, inviter and address stay as they were.
 */
export const issueToken: CollectionBeforeChangeHook<Invitation> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'create') {
    const existing = await req.payload.count({
      collection: 'users',
      where: { email: { equals: data.email } },
      overrideAccess: true,
      req,
    })
    if (existing.totalDocs > 0) {
      throw new ValidationError({
        collection: 'invitations',
        errors: [
          { path: 'email', message: 'A team member with this email already has an account.' },
        ],
      })
    }
    const token = generateLinkToken()
    const base = (req.payload.config.serverURL ?? '').replace(/\/$/, '')
    req.context[INVITATION_URL_CONTEXT_KEY] = `${base}/onboarding?token=${token}`
    return {
      ...data,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS).toISOString(),
      acceptedAt: null,
      invitedBy: req.user?.id ?? null,
    }
  }
  if (!originalDoc) return data
  return {
    ...data,
    email: originalDoc.email,
    tokenHash: originalDoc.tokenHash,
    expiresAt: originalDoc.expiresAt,
    invitedBy: originalDoc.invitedBy,
    acceptedAt: req.context[ACCEPTING_CONTEXT_KEY] ? data.acceptedAt : originalDoc.acceptedAt,
  }
}

/** Only the newest link for an address works; then the invitation goes out by e-mail. */
export const sendInvitation: CollectionAfterChangeHook<Invitation> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  await req.payload.delete({
    collection: 'invitations',
    where: {
      and: [
        { email: { equals: doc.email } },
        { id: { not_equals: doc.id } },
        { acceptedAt: { exists: false } },
      ],
    },
    overrideAccess: true,
    req,
  })
  const url = req.context[INVITATION_URL_CONTEXT_KEY]
  if (typeof url !== 'string') return doc
  const settings = await req.payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    .catch(() => null)
  const inviter = req.user && 'name' in req.user ? (req.user.name as string) : null
  const message = invitationEmail({
    siteName: settings?.siteName || 'Community Network',
    name: doc.name,
    inviterName: inviter,
    role: doc.role,
    url,
    expiresAt: new Date(doc.expiresAt ?? Date.now()),
  })
  await req.payload.sendEmail({ to: doc.email, ...message })
  return doc
}
