import { startSmtpCatcher } from '../helpers/smtp-catcher'
import { SMTP_CATCHER } from './forms-helpers'

/**
 * Starts the SMTP catcher the e2e server sends its mail to (SMTP_HOST=127.0.0.1, SMTP_PORT
 * from SMTP_CATCHER: 2525 unless E2E_SMTP_PORT says otherwise), with an HTTP listing on the
 * next port that the specs read. The returned function
 * stops it after the run.
 */
export default async function globalSetup() {
  const catcher = await startSmtpCatcher({
    port: SMTP_CATCHER.smtpPort,
    httpPort: SMTP_CATCHER.httpPort,
  })
  return async () => {
    await catcher.stop()
  }
}
