import 'server-only'
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Payload, Where } from 'payload'
import type { NewsletterSubscriber } from '../../../payload-types'
import { readStaffSettings } from '@/lib/cms/queries'
import { NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_RESEND_INTERVAL_MS } from '@domain/constants'
import { env } from '@/lib/env'
import { sendMail } from '@/lib/cms/forms/mail'
import { oneLine } from '@/lib/cms/forms/summary'
import { DEFAULT_LOCALE, type Locale, toLocalePath } from '@domain/i18n/locales'
import { fill } from '@domain/i18n/fill'
import { messagesFor } from '@domain/i18n/messages'

/**
 * Newsletter double opt-in. A sign-up stores the address as "pending" with the SHA-256 hash of a
 * random token; the e-mailed link carries the token itself, works once, and expires. Unsubscribe
 * links are signed with the server secret (HMAC), so they need no stored state and never expire.
 * The subscriber's language (the form's) is stored: the e-mail and the pages its links open are
 * in that language, and so will be the newsletter.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

const siteUrl = (path: string) => `${env.SERVER_URL.replace(/\/$/, '')}${path}`

export function unsubscribeSignature(payload: Payload, id: number | string, email: string) {
  return createHmac('sha256', payload.secret)
    .update(`newsletter-unsubscribe:${id}:${email.toLowerCase()}`)
    .digest('base64url')
}

export const unsubscribeUrl = (
  payload: Payload,
  id: number | string,
  email: string,
  locale: Locale = DEFAULT_LOCALE,
) =>
  siteUrl(
    `${toLocalePath('/newsletter/unsubscribe', locale)}?id=${encodeURIComponent(String(id))}&sig=${unsubscribeSignature(payload, id, email)}`,
  )

export const confirmUrl = (token: string, locale: Locale = DEFAULT_LOCALE) =>
  siteUrl(`${toLocalePath('/newsletter/confirm', locale)}?token=${token}`)

const SUBSCRIBERS = 'newsletter-subscribers'

const findSubscriber = async (payload: Payload, where: Where) =>
  (
    await payload.find({
      collection: SUBSCRIBERS,
      where,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  ).docs[0]

const updateSubscriber = (payload: Payload, id: number, data: Partial<NewsletterSubscriber>) =>
  payload.update({ collection: SUBSCRIBERS, id, data, overrideAccess: true, depth: 0 })

const isUniqueViolation = (err: unknown) =>
  /unique|duplicate/i.test(String((err as Error)?.message ?? '')) ||
  (err as { code?: string })?.code === '23505'

export type SubscribeOutcome = 'sent' | 'already-confirmed' | 'recently-sent' | 'send-failed'

/**
 * Signs an address up (or sends a fresh link to a pending or unsubscribed one). The caller
 * answers the visitor the same way whatever the outcome, so the form never reveals whether an
 * address is on the list.
 */
export async function subscribe(
  payload: Payload,
  input: { email: string; name?: string; locale?: Locale },
  now = Date.now(),
): Promise<SubscribeOutcome> {
  const email = input.email.trim().toLowerCase()
  const name = input.name?.trim() || null
  const locale = input.locale ?? DEFAULT_LOCALE
  const existing = await findSubscriber(payload, { email: { equals: email } })

  if (existing?.status === 'confirmed') return 'already-confirmed'
  if (
    existing?.status === 'pending' &&
    existing.confirmationSentAt &&
    now - Date.parse(existing.confirmationSentAt) < NEWSLETTER_RESEND_INTERVAL_MS
  ) {
    return 'recently-sent'
  }

  const token = randomBytes(32).toString('base64url')
  const data = {
    status: 'pending' as const,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now + NEWSLETTER_CONFIRM_TTL_MS).toISOString(),
    confirmationSentAt: new Date(now).toISOString(),
    unsubscribedAt: null,
    language: locale,
    ...(name ? { name } : {}),
  }

  let id: number
  if (existing) {
    await updateSubscriber(payload, existing.id, data)
    id = existing.id
  } else {
    try {
      const created = await payload.create({
        collection: SUBSCRIBERS,
        data: { email, ...data },
        overrideAccess: true,
        depth: 0,
      })
      id = created.id
    } catch (err) {
      // Two sign-ups of one address at the same moment: the other one sends the link.
      if (isUniqueViolation(err)) return 'recently-sent'
      throw err
    }
  }

  const { siteName } = await readStaffSettings(payload)
  const hours = String(Math.round(NEWSLETTER_CONFIRM_TTL_MS / 3_600_000))
  const words = messagesFor(locale).newsletter.email
  const outcome = await sendMail(
    payload,
    {
      to: email,
      subject: oneLine(fill(words.subject, { site: siteName })),
      outboxAbout: { subscriber: id },
      text: [
        name ? fill(words.greetingNamed, { name: oneLine(name, 100) }) : words.greeting,
        '',
        fill(words.asked, { site: siteName }),
        '',
        confirmUrl(token, locale),
        '',
        fill(words.expires, { hours }),
        '',
        words.unsubscribe,
        unsubscribeUrl(payload, id, email, locale),
      ].join('\n'),
    },
    'newsletter confirmation',
  )
  // As before delivery was tracked: the link counts as sent once handed over, the log-only mode
  // of local installs included (a failure or a slow server lets the person ask again).
  if (outcome.status === 'sent' || outcome.status === 'log-only') return 'sent'
  // Let the person ask again at once instead of waiting for the resend interval.
  await updateSubscriber(payload, id, { confirmationSentAt: null })
  return 'send-failed'
}

export type ConfirmOutcome =
  { status: 'confirmed'; email: string } | { status: 'expired' | 'invalid' }

/** Activates the subscription a confirmation token belongs to. Each token works once. */
export async function confirmSubscription(
  payload: Payload,
  token: string,
  now = Date.now(),
): Promise<ConfirmOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'invalid' }
  const subscriber = await findSubscriber(payload, { tokenHash: { equals: hashToken(token) } })
  if (!subscriber || subscriber.status !== 'pending') return { status: 'invalid' }
  if (!subscriber.tokenExpiresAt || Date.parse(subscriber.tokenExpiresAt) <= now) {
    return { status: 'expired' }
  }
  await updateSubscriber(payload, subscriber.id, {
    status: 'confirmed',
    confirmedAt: new Date(now).toISOString(),
    tokenHash: null,
    tokenExpiresAt: null,
  })
  return { status: 'confirmed', email: subscriber.email }
}

/** Unsubscribes the address a signed link was made for. Repeating it changes nothing. */
export async function unsubscribe(
  payload: Payload,
  id: string,
  signature: string,
  now = Date.now(),
): Promise<'unsubscribed' | 'invalid'> {
  if (!/^\d{1,12}$/.test(id) || !signature) return 'invalid'
  const subscriber = await payload
    .findByID({
      collection: SUBSCRIBERS,
      id: Number(id),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!subscriber) return 'invalid'
  const expected = Buffer.from(unsubscribeSignature(payload, subscriber.id, subscriber.email))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  if (subscriber.status !== 'unsubscribed') {
    await updateSubscriber(payload, subscriber.id, {
      status: 'unsubscribed',
      unsubscribedAt: new Date(now).toISOString(),
      tokenHash: null,
      tokenExpiresAt: null,
    })
  }
  return 'unsubscribed'
}
