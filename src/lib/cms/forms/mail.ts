import 'server-only'
import type { Payload } from 'payload'
import { FORM_EMAIL_TIMEOUT_MS } from '@domain/constants'
import type { MailOutcome } from '@domain/forms/notification'
import { mailIsSetUp, type MessageAbout } from '@/lib/email/adapter'
import { deliveryOf } from '@/lib/email/outcome'

type Message = { to: string; subject: string; text: string; replyTo?: string } & MessageAbout

/** What became of one message (src/lib/email/outcome.ts), for this server's adapter. */
export const outcomeOf = (payload: Payload, info: unknown): MailOutcome =>
  deliveryOf(info, mailIsSetUp(payload))

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
