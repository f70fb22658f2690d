import { expect, test } from '@playwright/test'
import { caughtMail, chooseByTyping, freshIp, typeAndTab, unique } from './forms-helpers'

/**
 * The contact form as visitors use it: with the keyboard only, its errors next to their fields,
 * and without JavaScript; each sent message reaches the team's mailbox. Elsewhere
 * (tests/int/forms-submissions.test.ts): what the team's e-mail says and where it goes, the
 * API's 400 with one message per field, and that submissions are for signed-in staff only.
 */
const CONFIRMATION =
  "Thank you. Your message is on its way to our team, and we'll reply within a few business days."

test.describe('contact form', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })

  test('sends a message with the keyboard only, and the team gets an e-mail', async ({ page }) => {
    const name = `Keyboard Tester ${unique()}`
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })

    await form.getByLabel('Your name').focus()
    await typeAndTab(page, name)
    await expect(form.getByLabel('E-mail address')).toBeFocused()
    await typeAndTab(page, 'keyboard.tester@example.org')
    await expect(form.getByLabel('Topic')).toBeFocused()
    await chooseByTyping(page, 'Press')
    await expect(form.getByLabel('Topic')).toHaveValue('Press')
    await expect(form.getByLabel('Message')).toBeFocused()
    await typeAndTab(page, 'Hello from a keyboard-only test. Please ignore.')
    await expect(form.getByRole('button', { name: 'Send message' })).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(form.getByRole('status')).toHaveText(CONFIRMATION)
    await expect(
      page.getByRole('region', { name: /notifications/i }).getByText(CONFIRMATION),
    ).toBeVisible()
    await expect(form.getByLabel('Your name')).toHaveValue('')

    await caughtMail((m) => m.subject.includes(name))
  })

  test('shows each error next to its field, focuses the first, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    const email = form.getByLabel('E-mail address')

    await form.getByLabel('Your name').focus()
    await typeAndTab(page, 'Robin')
    await typeAndTab(page, 'robin-at-example')
    await page.keyboard.press('Tab')
    await typeAndTab(page, 'Hi')
    await page.keyboard.press('Enter')

    await expect(form.getByRole('status')).toHaveText('Please correct the 3 fields marked below.')
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(
      'Error: Enter an e-mail address in the format name@example.org.',
    )
    await expect(form.getByLabel('Topic')).toHaveAccessibleDescription('Error: Choose a topic.')
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription(
      'Error: Your message must be at least 10 characters.',
    )
    await expect(form.getByLabel('Your name')).not.toHaveAttribute('aria-invalid')
    await expect(form.getByLabel('Your name')).toHaveValue('Robin')
    await expect(email).toHaveValue('robin-at-example')
    await expect(form.getByLabel('Message')).toHaveValue('Hi')

    // Correcting a field clears its message at once.
    await email.fill('robin@example.org')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await expect(form.getByRole('status')).toHaveText('Please correct the 2 fields marked below.')
  })

  test('works without JavaScript: errors and values come back, then it sends', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    })
    const page = await context.newPage()
    const name = `No Script ${unique()}`
    await page.goto('/contact')
    let form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Your name').fill(name)
    await form.getByLabel('E-mail address').fill('no-script@example')
    await form.getByLabel('Topic').selectOption('General question')
    await form.getByLabel('Message').fill('Sent from a browser without JavaScript.')
    await form.getByRole('button', { name: 'Send message' }).click()

    await page.waitForLoadState()
    form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByRole('status')).toHaveText('Please correct the field marked below.')
    await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription(/name@example\.org/)
    await expect(form.getByLabel('E-mail address')).toBeFocused()
    await expect(form.getByLabel('Your name')).toHaveValue(name)
    await expect(form.getByLabel('Topic')).toHaveValue('General question')
    await expect(form.getByLabel('Message')).toHaveValue('Sent from a browser without JavaScript.')

    await form.getByLabel('E-mail address').fill('no-script@example.org')
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.waitForLoadState()
    form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByRole('status')).toHaveText(CONFIRMATION)
    await expect(form.getByLabel('Your name')).toHaveValue('')
    await caughtMail((m) => m.subject.includes(name))
    await context.close()
  })
})
