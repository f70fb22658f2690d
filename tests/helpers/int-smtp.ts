import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'

let catcher: Promise<SmtpCatcher> | undefined

/**
 * The mail catcher of the integration run. The int files share one Payload (vitest `isolate:
 * false`: Payload and its config are imported and initialised once), and its e-mail adapter
 * reads SMTP_* when payload.config is first imported — so there is one catcher, started by the
 * project's setup file (tests/helpers/int-setup.ts) before any file imports the config.
 */
export function testSmtp(): Promise<SmtpCatcher> {
  catcher ??= startSmtpCatcher().then((smtp) => {
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtp.port)
    return smtp
  })
  return catcher
}
