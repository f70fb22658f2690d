import { expect, test } from '@playwright/test'
import { signedInMemberForSpec } from '../helpers/signed-in'

/**
 * Issue 39: changing one's own password on the admin's account screen (/admin/account) needs
 * the current password; a wrong one is named under its field, the right one saves. The rule
 * itself at the API (wrong or missing → 400 naming the field, right → 200) is
 * tests/int/auth-throttle.test.ts.
 */
// The member, signed in once (through the API) for the spec.
const spec = signedInMemberForSpec('editor', 'account-password')

test('changing your own password in the admin asks for the current one', async ({ page }) => {
  await page.goto('/admin/account')
  await expect(page).toHaveURL(/\/admin\/account/, { timeout: 30_000 })

  const newPassword = `${spec.member.password}-new`
  const save = page.getByRole('button', { name: 'Save' })
  /**
   * Opens "Change Password" and fills the three fields, then saves at once: Payload's form kept
   * stale errors here (a "required" on the new password, the server's error on the current one
   * after it was corrected) and its Save sent nothing (src/components/admin/PasswordFormChecks).
   */
  const fillForm = async (currentPassword: string) => {
    if (await page.getByLabel('New Password').isHidden())
      await page.getByRole('button', { name: 'Change Password' }).click()
    await page.getByLabel('New Password').fill(newPassword)
    await page.getByLabel('Confirm Password').fill(newPassword)
    await page.getByLabel('Current password').fill(currentPassword)
    await expect(save).toBeEnabled()
  }
  const saved = () =>
    page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/api\/users\//.test(r.url()),
      { timeout: 15_000 },
    )

  await fillForm('not-my-password')
  const refusedSave = saved()
  await save.click()
  const refused = await refusedSave
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain('Current password is incorrect')
  // On screen: under the field, or Payload's notice naming it.
  await expect(
    page.getByText(/Current password is incorrect|field is invalid: current ?password/i).first(),
  ).toBeVisible()

  await fillForm(spec.member.password)
  const acceptedSave = saved()
  await save.click()
  expect((await acceptedSave).status()).toBe(200)
  await expect(page.getByText('Updated successfully.')).toBeVisible()
})
