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

/** Runs axe on the page (or only inside `include`) and expects no violations. */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  const builder = dark
    ? new AxeBuilder({ page }).withRules(COLOUR_RULES)
    : new AxeBuilder({ page }).withTags(WCAG_TAGS)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([])
}
