import type { EmailAdapter, Payload } from 'payload'
import nodemailer from 'nodemailer'
import { redactLinks } from '@domain/outbox'
import { recordInOutbox as record, type OutboxAbout } from '../cms/outbox'
import { addresses, deliveryOf } from './outcome'
import type { ServerEnv } from '../env'

/** True when a mail server is set up: emails are really sent (else only kept in the outbox). */
export const mailIsSetUp = (payload: Payload) =>
  (payload.email as { name?: string } | undefined)?.name === 'smtp'

/**
 * A message for Payload's sendEmail, naming what it is about (a submission, a subscriber) for
 * its Outbox entry; the adapter takes that off before nodemailer sees the message.
 */
export type MessageAbout = { outboxAbout?: OutboxAbout }

/**
 * Payload e-mail through nodemailer. With SMTP settings it sends for real; without them nothing
 * goes out and each message is logged. Either way the outbox records what became of it.
 */
export function emailAdapter(env: ServerEnv): EmailAdapter {
  return ({ payload }) => {
    const transport = env.SMTP_HOST
      ? nodemailer.createTransport({
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        })
      : nodemailer.createTransport({ jsonTransport: true })
    return {
      name: env.SMTP_HOST ? 'smtp' : 'log',
      defaultFromAddress: env.EMAIL_FROM,
      defaultFromName: env.EMAIL_FROM_NAME,
      sendEmail: async ({
        outboxAbout,
        ...message
      }: Parameters<typeof payload.sendEmail>[0] & MessageAbout) => {
        const from = message.from ?? { name: env.EMAIL_FROM_NAME, address: env.EMAIL_FROM }
        const entry = {
          to: addresses(message.to).join(', ').slice(0, 500),
          subject: String(message.subject ?? '').slice(0, 500),
          // Without its links' secrets: the team reads what was sent, never a way in.
          text: typeof message.text === 'string' ? redactLinks(message.text) : undefined,
          ...outboxAbout,
        }
        let info: unknown
        try {
          info = await transport.sendMail({ ...message, from })
        } catch (err) {
          await record(payload, { ...entry, status: 'failed', detail: (err as Error).message })
          throw err
        }
        if (!env.SMTP_HOST) {
          payload.logger.info({
            msg: 'E-mail (no SMTP configured, not sent: kept in the outbox)',
            to: message.to,
            subject: message.subject,
          })
          await record(payload, { ...entry, status: 'not-sent' })
          return info
        }
        const delivery = deliveryOf(info, true)
        await record(
          payload,
          delivery.status === 'failed'
            ? { ...entry, status: 'failed', detail: delivery.reason }
            : { to: entry.to, subject: entry.subject, status: 'sent', ...outboxAbout },
        )
        return info
      },
    }
  }
}
