import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'

/**
 * axe (WCAG 2.0–2.2 A/AA) on the sign-in pages, including their error states; and what two of
 * them say: /oauth-callback that single sign-on is not set up, and /onboarding with a made-up
 * invitation link that it is not valid, each with the way to Team Sign In.
 */
for (const scheme of ['light', 'dark'] as const) {
  test(`sign-in pages have no axe violations in ${scheme} theme`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    await page.setExtraHTTPHeaders({
      'X-Forwarded-For': `203.0.113.${scheme === 'light' ? 201 : 202}`,
    })

    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Enter your email address.')).toBeVisible()
    await expectNoAxeViolations(page, `/login with field errors (${scheme})`)
    await page.getByLabel('Email').fill('nobody@example.org')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
    await expectNoAxeViolations(page, `/login with an error (${scheme})`)

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
      await expectNoAxeViolations(page, `${path} (${scheme})`)
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
    await expectNoAxeViolations(page, `/onboarding with a bad link (${scheme})`)
  })
}
