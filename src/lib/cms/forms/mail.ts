import 'server-only'
import type { Payload } from 'payload'
import { FORM_EMAIL_TIMEOUT_MS } from '@domain/constants'
import type { MailOutcome } from '@domain/forms/notification'

type Message = { to: string; subject: string; text: string; replyTo?: string }

const addresses = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((a) =>
        typeof a === 'string' ? a : String((a as { address?: unknown })?.address ?? ''),
      )
    : []

/**
 * What became of one message, from nodemailer's answer: "sent" only when a mail server
 * accepted at least one recipient. The log-only adapter (no SMTP configured) answers without
 * any accepted recipient, so its messages count as not sent.
 */
export function outcomeOf(payload: Payload, info: unknown): MailOutcome {
  const accepted = addresses((info as { accepted?: unknown } | null)?.accepted).filter(Boolean)
  if (accepted.length > 0) return { status: 'sent', accepted }
  const adapter = (payload.email as { name?: string } | undefined)?.name
  if (adapter !== 'smtp') return { status: 'log-only' }
  const rejected = addresses((info as { rejected?: unknown } | null)?.rejected).filter(Boolean)
  return {
    status: 'failed',
    reason: rejected.length
      ? `The mail server refused ${rejected.join(', ')}.`
      : 'The mail server accepted no recipient.',
  }
}

/**
 * Sends through Payload's e-mail adapter and says what became of the message. Never throws,
 * because a visitor's submission is already stored by then. When sending takes longer than
 * FORM_EMAIL_TIMEOUT_MS the answer is "sending", with `later` resolving to the final outcome.
 */
export async function sendMail(
  payload: Payload,
  message: Message,
  what: string,
): Promise<MailOutcome & { later?: Promise<MailOutcome> }> {
  const sending: Promise<MailOutcome> = payload.sendEmail(message).then(
    (info: unknown) => outcomeOf(payload, info),
    (err: Error) => {
      payload.logger.error({ msg: `E-mail (${what}) could not be sent`, err: err.message })
      return { status: 'failed', reason: `Sending failed: ${err.message}` }
    },
  )
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<MailOutcome & { later: Promise<MailOutcome> }>((resolve) => {
    timer = setTimeout(() => {
      payload.logger.warn(`E-mail (${what}) still sending after ${FORM_EMAIL_TIMEOUT_MS} ms`)
      resolve({ status: 'sending', later: sending })
    }, FORM_EMAIL_TIMEOUT_MS)
  })
  try {
    return await Promise.race([sending, timeout])
  } finally {
    clearTimeout(timer)
  }
}
