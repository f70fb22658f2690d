import { expect, test } from '@playwright/test'
import { expectNoAxeViolationsLightAndDark } from '../helpers/axe'

/**
 * axe (WCAG 2.0–2.2 A/AA) on the sign-in pages, including their error states; and what two of
 * them say: /oauth-callback that single sign-on is not set up, and /onboarding with a made-up
 * invitation link that it is not valid, each with the way to Team Sign In.
 */
// Each state is checked in light, then in dark in place: the site follows the system's switch.
test('sign-in pages have no axe violations in light and dark theme', async ({ page }) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.201' })

  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter your email address.')).toBeVisible()
  await expectNoAxeViolationsLightAndDark(page, '/login with field errors')
  await page.getByLabel('Email').fill('nobody@example.org')
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  await expectNoAxeViolationsLightAndDark(page, '/login with an error')

  for (const path of [
    '/login/forgot',
    '/reset-password?token=abc',
    '/onboarding',
    '/oauth-callback?code=abc&state=xyz',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /Loading|Opening/ }),
    ).toHaveCount(0)
    await expectNoAxeViolationsLightAndDark(page, path)
  }
  // The last of them: a sign-in through another service, which this site does not offer.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Single sign-on is not set up')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to Team Sign In' }),
  ).toHaveAttribute('href', '/login')

  await page.goto(`/onboarding?token=${'b'.repeat(43)}`)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This invitation link is not valid',
  )
  await expect(page.getByRole('link', { name: 'Go to Team Sign In' })).toBeVisible()
  await expectNoAxeViolationsLightAndDark(page, '/onboarding with a bad link')
})
