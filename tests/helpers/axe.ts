import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, as axe tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The WCAG A/AA rules a colour scheme can change. The site's dark theme changes colours only
 * (CSS variables under `html.dark`), never structure, names or roles: on a dark page axe checks
 * these, and every page checked in dark is checked with all the rules in light too.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Waits until no finite animation or transition runs: colours read mid-fade (the admin's nav
 * groups open with one) are neither the first nor the last, and axe reported their contrast.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}

/**
 * Runs axe on the page (or only inside `include`) and expects no violations.
 *
 * In axe's legacy mode: axe runs in the page itself. The default runs it per frame and then opens
 * a blank page to merge the frames' results, which doubled each check (/ 1.96 → 0.72 s, /crisis
 * 1.71 → 0.90 s) on pages that have no frames: the public site and the sign-in pages embed none
 * (the admin's live preview does; admin-tasks-chrome checks the admin with the default).
 */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  expect(await page.locator('iframe').count(), `${label}: frames need axe's default mode`).toBe(0)
  await animationsSettled(page)
  const axe = new AxeBuilder({ page }).setLegacyMode(true)
  const builder = dark ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([])
}

/**
 * Axe on the page as it is now, in light and then in dark: the site follows the system's switch
 * in place (ThemeProvider listens), so an open dialog, a panel or a form's errors stay and the
 * page is loaded once. Every rule in light, the colour rules in dark.
 */
export async function expectNoAxeViolationsLightAndDark(
  page: Page,
  label: string,
  include?: string,
) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    await expect(page.locator('html'), label).toHaveClass(new RegExp(`\\b${scheme}\\b`))
    await expectNoAxeViolations(page, `${label} (${scheme})`, include)
  }
}
