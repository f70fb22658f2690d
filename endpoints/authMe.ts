import type { Endpoint, PayloadHandler } from 'payload'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The signed-in team member, in the shape of Payload's GET /api/users/me, but answering 401
 * (not 200 with `user: null`) when there is no valid session, so a client can tell the two
 * Apart by status.
 */
const me: PayloadHandler = async (req) => {
  if (!req.user || req.user.collection !== 'users') {
    return Response.json(
      { user: null, message: 'Not signed in.' },
      { status: 401, headers: noStore },
    )
  }
  const user = await req.payload.findByID({
    collection: 'users',
    id: req.user.id,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  // Session ids stay on the server; JSON drops the undefined field.
  return Response.json(
    {
      user: { ...user, sessions: undefined },
      collection: 'users',
      strategy: (req.user as { _strategy?: string })._strategy,
    },
    { headers: noStore },
  )
}

/** GET /api/auth/me, and /api/api/auth/me: the doubled prefix is the path older clients call. */
export const authMeEndpoints: Endpoint[] = [
  { path: '/auth/me', method: 'get', handler: me },
  { path: '/api/auth/me', method: 'get', handler: me },
]
