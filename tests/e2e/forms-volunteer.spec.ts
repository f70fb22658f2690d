import { expect, test } from '@playwright/test'
import {
  caughtMail,
  chooseByTyping,
  chooseWithArrows,
  freshIp,
  typeAndTab,
  unique,
} from './forms-helpers'

/**
 * The volunteer form as visitors use it: the ambassador track with the keyboard only (the
 * application reaches the team's mailbox), and errors tied to each group with nothing typed
 * lost. What the team's e-mail says (the track named): tests/int/forms-submissions.test.ts.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })

test('a volunteer applies for the ambassador track with the keyboard only', async ({ page }) => {
  const name = `Ambassador Applicant ${unique()}`
  await page.goto('/volunteer#ambassador')
  await expect(page.getByRole('link', { name: 'Apply as an ambassador' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Apply to volunteer' })

  await form.getByLabel('Your name').focus()
  await typeAndTab(page, name)
  await typeAndTab(page, 'ambassador.applicant@example.org')
  await chooseByTyping(page, 'Ohio')
  await expect(form.getByLabel('State or territory')).toHaveValue('Ohio')

  const general = form.getByRole('radio', { name: 'General volunteering' })
  const ambassador = form.getByRole('radio', { name: 'Ambassador program' })
  await expect(general).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(ambassador).toBeChecked()

  await page.keyboard.press('Tab')
  await expect(form.getByRole('checkbox', { name: 'Community moderation' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(form.getByRole('checkbox', { name: 'Education and training' })).toBeChecked()
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(form.getByRole('checkbox', { name: 'Events' })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')

  await expect(form.getByLabel('How much time could you give?')).toBeFocused()
  await chooseWithArrows(page, 2)
  await expect(form.getByLabel('How much time could you give?')).toHaveValue('A few hours a week')
  await typeAndTab(page, 'I run a youth group in Columbus.')
  await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('link', { name: 'Read our privacy policy' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Send application' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(form.getByRole('status')).toHaveText(/Thank you for applying!/)
  await expect(
    page.getByRole('region', { name: /notifications/i }).getByText(/Thank you for applying!/),
  ).toBeVisible()
  await expect(ambassador).not.toBeChecked()

  await caughtMail((m) => m.subject.includes(name))
})

test('volunteer errors are tied to each group and nothing typed is lost', async ({ page }) => {
  await page.goto('/volunteer')
  const form = page.getByRole('form', { name: 'Apply to volunteer' })
  await form.getByLabel('Your name').fill('Pat')
  await form.getByLabel('E-mail address').fill('pat@example.org')
  await form.getByRole('checkbox', { name: 'Technology' }).check()
  await form.getByLabel(/Tell us a little about yourself/).fill('Some words I typed.')
  await form.getByRole('button', { name: 'Send application' }).click()

  await expect(form.getByRole('status')).toHaveText('Please correct the 4 fields marked below.')
  await expect(form.getByLabel('State or territory')).toBeFocused()
  await expect(form.getByRole('radio', { name: 'Ambassador program' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(
    form.getByRole('group', { name: "I'd like to apply for" }),
  ).toHaveAccessibleDescription(/Error: Choose how you would like to help\./)
  await expect(form.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
    /Error: Please tick this box/,
  )
  await expect(form.getByRole('checkbox', { name: 'Technology' })).toBeChecked()
  await expect(form.getByLabel(/Tell us a little about yourself/)).toHaveValue(
    'Some words I typed.',
  )
})
