import 'server-only'
import type { Payload } from 'payload'
import { FORM_EMAIL_TIMEOUT_MS } from '@domain/constants'

type Message = { to: string; subject: string; text: string; replyTo?: string }

/**
 * Sends through Payload's e-mail adapter. Resolves true when the message was handed over,
 * false when sending failed or took too long (it may still finish in the background); never
 * throws, because a visitor's submission is already stored by then.
 */
export async function sendMail(payload: Payload, message: Message, what: string): Promise<boolean> {
  const sending = payload.sendEmail(message).then(
    () => true,
    (err: Error) => {
      payload.logger.error({ msg: `E-mail (${what}) could not be sent`, err: err.message })
      return false
    },
  )
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      payload.logger.warn(`E-mail (${what}) still sending after ${FORM_EMAIL_TIMEOUT_MS} ms`)
      resolve(false)
    }, FORM_EMAIL_TIMEOUT_MS)
  })
  try {
    return await Promise.race([sending, timeout])
  } finally {
    clearTimeout(timer)
  }
}
