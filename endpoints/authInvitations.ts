import {
  addDataAndFileToRequest,
  createLocalReq,
  loginOperation,
  ValidationError,
  type Endpoint,
  type Payload,
  type PayloadHandler,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { z } from 'zod'
import { isAdmin } from '@domain/roles'
import { INVITATION_URL_CONTEXT_KEY, ACCEPTING_CONTEXT_KEY } from '../collections/Invitations/hooks'
import { invitationState } from '@domain/auth/invitation-status'
import { assertPasswordStrength, PASSWORD_TOO_SHORT } from '../collections/Users/hooks'
import { assertTrustedOrigin, limitInvitationUse } from '../collections/Users/guards'
import { toSessionUser } from '../src/lib/auth/session-storage'
import { hashLinkToken, looksLikeLinkToken } from '@domain/auth/tokens'
import { ADMIN_HOME_PATH, PASSWORD_MIN_LENGTH } from '@domain/constants'
import type { Invitation } from '../src/payload-types'

const noStore = { 'Cache-Control': 'no-store' }

const MESSAGES = {
  invalid:
    'This invitation link is not valid. Check that you opened the whole link from the email, or ask an admin to send a new invitation.',
  used: 'This invitation link has already been used. If you set your password, sign in with it; otherwise ask an admin for a new invitation.',
  expired: 'This invitation link has expired. Ask an admin to send you a new invitation.',
} as const

type LinkProblem = keyof typeof MESSAGES

const fail = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error, ...extra }, { status, headers: noStore })

async function findInvitation(
  payload: Payload,
  token: unknown,
): Promise<{ invitation: Invitation } | { problem: LinkProblem }> {
  if (!looksLikeLinkToken(token)) return { problem: 'invalid' }
  const found = await payload.find({
    collection: 'invitations',
    where: { tokenHash: { equals: hashLinkToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const invitation = found.docs[0]
  if (!invitation) return { problem: 'invalid' }
  const state = invitationState(invitation)
  if (state === 'accepted') return { problem: 'used' }
  if (state === 'expired') return { problem: 'expired' }
  return { invitation }
}

const inviteSchema = z.object({
  name: z.string().trim().min(1, 'Enter their name.').max(120, 'Use at most 120 characters.'),
  email: z.email('Enter an email address like name@example.org.').trim().toLowerCase(),
  role: z.enum(['admin', 'editor'], 'Choose a role.'),
})

function fieldErrorsOf(issues: z.core.$ZodIssue[]) {
  const fieldErrors: Record<string, string> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form')
    fieldErrors[key] ??= issue.message
  }
  return fieldErrors
}

/** POST /api/auth/invitations — an admin invites a team member (name, e-mail, role). */
const invite: PayloadHandler = async (req) => {
  if (!req.user) return fail(401, 'Your session has ended. Please sign in again.')
  if (!isAdmin(req.user)) return fail(403, 'Only admins can invite team members.')
  await addDataAndFileToRequest(req)
  const parsed = inviteSchema.safeParse(req.data ?? {})
  if (!parsed.success) {
    return fail(400, 'Please correct the highlighted fields.', {
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    })
  }
  try {
    const doc = await req.payload.create({
      collection: 'invitations',
      data: parsed.data,
      overrideAccess: false,
      user: req.user,
      req,
    })
    // Without SMTP the e-mail only reaches the server log, so the admin gets the link to pass on.
    const logOnly = req.payload.email?.name === 'log'
    const url = req.context[INVITATION_URL_CONTEXT_KEY]
    const { id, name, email, role, expiresAt } = doc
    return Response.json(
      {
        invitation: { id, name, email, role, expiresAt },
        emailSent: !logOnly,
        ...(logOnly && typeof url === 'string' ? { inviteUrl: url } : {}),
      },
      { status: 201, headers: noStore },
    )
  } catch (err) {
    if (err instanceof ValidationError) {
      const fieldErrors: Record<string, string> = {}
      for (const e of err.data.errors) fieldErrors[e.path] ??= e.message
      return fail(400, 'Please correct the highlighted fields.', { fieldErrors })
    }
    throw err
  }
}

/** POST /api/auth/invitations/check — is this link usable? Tells the page what to show. */
const check: PayloadHandler = async (req) => {
  await limitInvitationUse(req)
  await addDataAndFileToRequest(req)
  const result = await findInvitation(req.payload, req.data?.token)
  if ('problem' in result) {
    return Response.json(
      { status: result.problem, message: MESSAGES[result.problem] },
      { headers: noStore },
    )
  }
  const { name, email, role, expiresAt } = result.invitation
  return Response.json({ status: 'valid', name, email, role, expiresAt }, { headers: noStore })
}

/**
 * POST /api/auth/invitations/accept — `{ token, password }`: creates the account with the
 * invited role, marks the link used, and signs the new member in (HttpOnly cookie).
 */
const accept: PayloadHandler = async (req) => {
  await limitInvitationUse(req)
  assertTrustedOrigin(req)
  await addDataAndFileToRequest(req)
  const { token, password } = (req.data ?? {}) as { token?: unknown; password?: unknown }
  const result = await findInvitation(req.payload, token)
  if ('problem' in result) {
    return fail(result.problem === 'invalid' ? 404 : 410, MESSAGES[result.problem], {
      code: result.problem,
    })
  }
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
    return fail(400, PASSWORD_TOO_SHORT, { fieldErrors: { password: PASSWORD_TOO_SHORT } })
  }
  assertPasswordStrength(password)
  const { invitation } = result
  const taken = await req.payload.count({
    collection: 'users',
    where: { email: { equals: invitation.email } },
    overrideAccess: true,
  })
  if (taken.totalDocs > 0) return fail(410, MESSAGES.used, { code: 'used' })

  await req.payload.create({
    collection: 'users',
    data: { email: invitation.email, name: invitation.name, role: invitation.role, password },
    overrideAccess: true,
  })
  await req.payload.update({
    collection: 'invitations',
    id: invitation.id,
    data: { acceptedAt: new Date().toISOString() },
    overrideAccess: true,
    context: { [ACCEPTING_CONTEXT_KEY]: true },
  })
  // The operation itself (not `payload.login`, which drops the token when responses must not
  // carry it): the token goes into the HttpOnly cookie only.
  const session = await loginOperation({
    collection: req.payload.collections.users,
    data: { email: invitation.email, password },
    req: await createLocalReq({}, req.payload),
    overrideAccess: true,
  })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: req.payload.collections.users.config.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
    token: session.token ?? '',
  })
  return Response.json(
    { user: toSessionUser(session.user), redirect: ADMIN_HOME_PATH },
    { headers: { ...noStore, 'Set-Cookie': cookie } },
  )
}

export const authInvitationEndpoints: Endpoint[] = [
  { path: '/auth/invitations', method: 'post', handler: invite },
  { path: '/auth/invitations/check', method: 'post', handler: check },
  { path: '/auth/invitations/accept', method: 'post', handler: accept },
]
