import type { TaskConfig } from 'payload'
import { signInBurstEmail } from '@domain/auth/emails'
import { LOGIN_ACCOUNT_WINDOW_MS, SIGN_IN_ALERT_KEEP_DAYS } from '@domain/constants'
import { siteName } from './site-name'

export const SEND_PASSWORD_RESET_TASK = 'sendPasswordReset'
export const REPORT_SIGN_IN_BURST_TASK = 'reportSignInBurst'

const DAY_MS = 86_400_000

/**
 * The password-reset e-mail, sent after forgot-password answered (collections/Users/
 * forgot-password.ts queues this for every address asked, with or without an account). Payload's
 * own operation does the rest: no account → nothing; an account → a token and the e-mail. Run
 * without the runner's request, so the forgot-password guards for HTTP (origin, per-address
 * limit) do not count the runner.
 */
export const sendPasswordResetTask: TaskConfig<{
  input: { email: string }
  output: Record<string, never>
}> = {
  slug: SEND_PASSWORD_RESET_TASK,
  label: 'E-mail a password reset link',
  retries: 2,
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await req.payload.forgotPassword({ collection: 'users', data: { email: input.email } })
    return { output: {} }
  },
}

/**
 * A burst of sign-in attempts on one address typed (collections/Users/guards.ts queues this for
 * known and unknown addresses alike, so the sign-in's own work says nothing). With an account: an
 * alert on its dashboard (collections/SignInAlerts) and, once that is stored and when mail is set
 * up, an e-mail. Alerts past SIGN_IN_ALERT_KEEP_DAYS are dropped.
 */
export const reportSignInBurstTask: TaskConfig<{
  input: { email: string; attempts: number }
  output: Record<string, never>
}> = {
  slug: REPORT_SIGN_IN_BURST_TASK,
  label: 'Tell a team member of many sign-in attempts on their account',
  retries: 2,
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'attempts', type: 'number', required: true },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: input.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const user = docs[0]
    if (!user) return { output: {} }
    const windowMinutes = Math.round(LOGIN_ACCOUNT_WINDOW_MS / 60_000)
    await payload.create({
      collection: 'sign-in-alerts',
      data: {
        user: user.id,
        attempts: input.attempts,
        summary: `${input.attempts} sign-in attempts in ${windowMinutes} minutes`,
      },
      overrideAccess: true,
      depth: 0,
    })
    await payload.delete({
      collection: 'sign-in-alerts',
      where: { createdAt: { less_than: new Date(Date.now() - SIGN_IN_ALERT_KEEP_DAYS * DAY_MS) } },
      overrideAccess: true,
      depth: 0,
    })
    // Mail is set up (src/lib/email/adapter.ts names its adapter 'smtp' then).
    if ((payload.email as { name?: string } | undefined)?.name === 'smtp') {
      const base = (payload.config.serverURL ?? '').replace(/\/$/, '')
      const mail = signInBurstEmail({
        siteName: await siteName(req),
        name: user.name,
        attempts: input.attempts,
        windowMinutes,
        url: `${base}/admin/dashboard`,
      })
      await payload.sendEmail({ to: user.email, ...mail })
    }
    return { output: {} }
  },
}
