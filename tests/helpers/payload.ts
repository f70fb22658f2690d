import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** The Local API on the integration database prepared by the global setup. */
export function testPayload(): Promise<Payload> {
  instance ??= import('../../payload.config').then(({ default: config }) => getPayload({ config }))
  return instance
}
