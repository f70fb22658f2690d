import { expect, type Page, test } from '@playwright/test'
import { caughtMail, freshIp, typeAndTab, unique } from './forms-helpers'

/**
 * The newsletter's double opt-in as a visitor goes through it, with the keyboard: sign up, open
 * the e-mailed link, confirm. Elsewhere (tests/int/forms-newsletter.test.ts): the subscriber's
 * status, that a link works once, that signing up twice stores one subscriber and answers the
 * same, the unsubscribe link; without JavaScript, i18n-spanish.spec.ts ("a Spanish newsletter
 * sign-up … without JavaScript").
 */
const NEUTRAL =
  "Thanks! Please check your inbox: if this address isn't on our list yet, we've sent it a link to confirm your subscription."

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })

async function signUp(page: Page, email: string) {
  await page.goto('/contact#newsletter')
  const form = page.getByRole('form', { name: 'Newsletter' })
  // This server sends mail (its SMTP catcher): the form may promise the link.
  await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription(
    /We'll send a link to confirm it's you\./,
  )
  await form.getByLabel('E-mail address').focus()
  await typeAndTab(page, email)
  await typeAndTab(page, 'Reader')
  await expect(form.getByRole('button', { name: 'Sign up' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText(NEUTRAL)
}

test('sign up and confirm with the e-mailed link', async ({ page }) => {
  const email = `reader-${unique()}@example.org`
  await signUp(page, email)

  const mail = await caughtMail((m) => m.to.includes(email))
  expect(mail.subject).toMatch(/^Please confirm your subscription/)
  const href = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)?.[0]
  expect(href).toBeTruthy()
  expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?id=\d+&sig=[\w-]+/)
  const link = new URL(href!)

  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
  await page.getByRole('button', { name: 'Confirm my subscription' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed")
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for confirming.' }),
  ).toBeVisible()
})
