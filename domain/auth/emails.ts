/**
 * The team e-mails (password reset, invitation) as HTML and plain text. Plain, readable markup
 * with inline styles only: many mail clients drop <style> blocks and external assets.
 */

import { DEFAULT_LOCALE } from '../i18n/locales'

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

type Email = { subject: string; html: string; text: string }

function layout(siteName: string, paragraphs: string[], action: { label: string; url: string }) {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('\n')
  return `<!doctype html>
<html lang="${DEFAULT_LOCALE}"><body style="margin:0;padding:24px;background:#fbfaf7;color:#1c1a33;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d9d5cc;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:700">${escapeHtml(siteName)}</p>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#3730a3;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0;line-height:1.5;font-size:14px;color:#4f4b66">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#3730a3;word-break:break-all">${escapeHtml(action.url)}</a></p>
</div></body></html>`
}

export function passwordResetEmail(opts: {
  siteName: string
  name?: string | null
  url: string
  validForMinutes: number
}): Email {
  const greeting = opts.name ? `Hello ${opts.name},` : 'Hello,'
  const paragraphs = [
    greeting,
    `Someone asked to reset the password of your ${opts.siteName} team account. To choose a new password, open the link below. It works once and expires in ${opts.validForMinutes} minutes.`,
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ]
  return {
    subject: `Reset your ${opts.siteName} team password`,
    html: layout(opts.siteName, paragraphs, { label: 'Choose a new password', url: opts.url }),
    text: `${paragraphs.join('\n\n')}\n\n${opts.url}\n`,
  }
}

export function invitationEmail(opts: {
  siteName: string
  name: string
  inviterName?: string | null
  role: 'admin' | 'editor'
  url: string
  expiresAt: Date
}): Email {
  const who = opts.inviterName ? `${opts.inviterName} has invited you` : 'You have been invited'
  const roleText =
    opts.role === 'admin'
      ? 'an admin (you will manage team members and settings)'
      : 'an editor (you will edit pages, menus, media and crisis resources)'
  const expires = opts.expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC')
  const paragraphs = [
    `Hello ${opts.name},`,
    `${who} to join the ${opts.siteName} team as ${roleText}.`,
    `To accept, open the link below and choose your password. The link works once and expires on ${expires}.`,
    'If you were not expecting this invitation, you can ignore this email.',
  ]
  return {
    subject: `You're invited to the ${opts.siteName} team`,
    html: layout(opts.siteName, paragraphs, { label: 'Accept the invitation', url: opts.url }),
    text: `${paragraphs.join('\n\n')}\n\n${opts.url}\n`,
  }
}

export function signInBurstEmail(opts: {
  siteName: string
  name?: string | null
  attempts: number
  windowMinutes: number
  url: string
}): Email {
  const greeting = opts.name ? `Hello ${opts.name},` : 'Hello,'
  const paragraphs = [
    greeting,
    `Someone tried to sign in to your ${opts.siteName} team account ${opts.attempts} times in ${opts.windowMinutes} minutes. If that was not you, someone may be guessing your password: they are slowed down and your account is not locked.`,
    'If your password is one you use anywhere else, choose a new one. The alert is also on your dashboard.',
  ]
  return {
    subject: `Many sign-in attempts on your ${opts.siteName} team account`,
    html: layout(opts.siteName, paragraphs, { label: 'Open your dashboard', url: opts.url }),
    text: `${paragraphs.join('\n\n')}\n\n${opts.url}\n`,
  }
}
