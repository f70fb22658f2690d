import type { EmailAdapter } from 'payload'
import nodemailer from 'nodemailer'
import type { ServerEnv } from '../env'

/**
 * Payload e-mail through nodemailer. With SMTP settings it sends for real; without them each
 * message is written to the log (local development, the embedded database mode).
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
      sendEmail: async (message) => {
        const from = message.from ?? { name: env.EMAIL_FROM_NAME, address: env.EMAIL_FROM }
        const info = await transport.sendMail({ ...message, from })
        if (!env.SMTP_HOST) {
          payload.logger.info({
            msg: 'E-mail (no SMTP configured, logged only)',
            to: message.to,
            subject: message.subject,
            text: message.text,
          })
        }
        return info
      },
    }
  }
}
