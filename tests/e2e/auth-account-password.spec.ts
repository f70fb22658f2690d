import { expect, test } from '@playwright/test'
import { memberForSpec, signInWithForm } from '../helpers/auth'

/**
 * Issue 39: changing one's own password on the admin's account screen (/admin/account) needs
 * the current password; a wrong one is named under its field, the right one saves.
 */
const spec = memberForSpec('editor', 'account-password')

test('changing your own password in the admin asks for the current one', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/login?redirect=%2Fadmin%2Faccount')
  await signInWithForm(page, spec.member)
  await expect(page).toHaveURL(/\/admin\/account/, { timeout: 30_000 })

  const newPassword = `${spec.member.password}-new`
  const choosePassword = async () => {
    await page.getByRole('button', { name: 'Change Password' }).click()
    await page.getByLabel('New Password').fill(newPassword)
    await page.getByLabel('Confirm Password').fill(newPassword)
  }
  const current = page.getByLabel('Current password')
  await choosePassword()
  await current.fill('not-my-password')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Current password is incorrect')).toBeVisible()

  // Payload closes "Change Password" after a refused save: choose the new password again.
  await choosePassword()
  await current.fill(spec.member.password)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully.')).toBeVisible()

  const res = await spec.api.post('/api/users/login', {
    data: { email: spec.member.email, password: newPassword },
    headers: { 'X-Forwarded-For': '203.0.113.39' },
  })
  expect(res.status()).toBe(200)
})
