import 'server-only'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { FormSubmission, NewsletterSubscriber } from '../../../payload-types'
import type { FormKind } from '@domain/forms/definitions'

type User = NonNullable<PayloadRequest['user']>

/**
 * The reads behind the CSV exports. Both run with the signed-in member's own access
 * (`overrideAccess: false`), so an export never holds more than the member may read, and take
 * the admin list's filters and search (`listed`, Payload's own query): exactly what it shows.
 */
export async function readSubmissionsForExport(
  payload: Payload,
  user: User,
  form: FormKind | null,
  listed: Where = {},
): Promise<FormSubmission[]> {
  const result = await payload.find({
    collection: 'form-submissions',
    where: { and: [listed, ...(form ? [{ form: { equals: form } }] : [])] },
    sort: '-createdAt',
    limit: 0,
    pagination: false,
    depth: 0,
    // The CSV has no column for the e-mails about each one (the `emails` join).
    joins: false,
    overrideAccess: false,
    user,
  })
  return result.docs
}

/** Confirmed subscribers only (the people who asked for the newsletter), oldest consent first. */
export async function readConfirmedSubscribers(
  payload: Payload,
  user: User,
  listed: Where = {},
): Promise<Pick<NewsletterSubscriber, 'email' | 'name' | 'language' | 'confirmedAt'>[]> {
  const result = await payload.find({
    collection: 'newsletter-subscribers',
    where: { and: [listed, { status: { equals: 'confirmed' } }] },
    sort: 'confirmedAt',
    select: { email: true, name: true, language: true, confirmedAt: true },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return result.docs
}
