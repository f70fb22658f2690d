import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** The Local API on the integration database prepared by the global setup. */
export function testPayload(): Promise<Payload> {
  instance ??= import('../../payload.config').then(({ default: config }) => getPayload({ config }))
  return instance
}

/** A team member made through the Local API, with the email and password to sign in with. */
export async function createTeamMember(name: string, role: 'admin' | 'editor', run: string) {
  const payload = await testPayload()
  const email = `${name}-${run}@example.org`
  const password = `${name}-password-1`
  const user = await payload.create({
    collection: 'users',
    data: { name: `${name} ${run}`, email, password, role } as never,
    overrideAccess: true,
  })
  return { ...user, email, password }
}
