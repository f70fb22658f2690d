import { expect, test } from '@playwright/test'
import { expectNoAxeViolationsLightAndDark } from '../helpers/axe'

test('forms showing their errors pass axe in light and dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  for (const [path, formName, submit] of [
    ['/contact', 'Send us a message', 'Send message'],
    ['/contact', 'Newsletter', 'Sign up'],
    ['/volunteer', 'Apply to volunteer', 'Send application'],
    ['/project-silhouette', 'Request your copy', 'Request the guide'],
  ] as const) {
    await page.goto(path)
    const form = page.getByRole('form', { name: formName })
    await form.getByRole('button', { name: submit }).click()
    await expect(form.getByRole('status')).toHaveText(/Please correct/)
    const id = await form.locator('xpath=ancestor::section[1]').getAttribute('id')
    await expectNoAxeViolationsLightAndDark(page, formName, `#${id}`)
  }
})

test('form controls are large enough to tap on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/volunteer')
  const form = page.getByRole('form', { name: 'Apply to volunteer' })
  for (const control of [
    form.getByLabel('Your name'),
    form.getByLabel('State or territory'),
    form.getByText('Ambassador program', { exact: true }),
    form.getByText('Events', { exact: true }),
    form.getByRole('button', { name: 'Send application' }),
  ]) {
    const box = await control
      .locator(
        'xpath=ancestor-or-self::*[self::label or self::input or self::select or self::button][1]',
      )
      .boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  }
})
