import { expect, test, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '@domain/constants'
import { DESKTOP } from './site-helpers'

/**
 * The theme in a browser (desktop): Auto follows the OS live; a choice is stored, survives reloads
 * without a flash and beats the OS; a choice in one tab applies in the others; the page content's
 * fade-in after a page change, not under reduced motion.
 *
 * Elsewhere: the stored preference and the no-flash script — tests/unit/site-theme.test.ts (the
 * same switch and script on every screen size: no phone copy here); the arrow keys — native
 * radios (ThemeSwitch.tsx), the browser's own behaviour, with the radio group's roles and names
 * checked by axe on every route (quality.spec.ts).
 */

const html = (page: Page) => page.locator('html')
const radio = (page: Page, name: 'Light' | 'Auto' | 'Dark') =>
  page.getByRole('banner').getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name })

/** Records the <html> class at the moment <body> appears: before any paint or hydration. */
async function recordClassBeforeBody(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        ;(window as unknown as { __classAtBody: string }).__classAtBody =
          document.documentElement.className
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
}
const classAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { __classAtBody?: string }).__classAtBody ?? '')

test.describe('theme', () => {
  test.use({ viewport: DESKTOP })

  test('defaults to Auto and follows the OS setting live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(radio(page, 'Auto')).toBeChecked()
    await expect(html(page)).toHaveClass(/\blight\b/)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await expect(html(page)).not.toHaveClass(/\blight\b/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html(page)).toHaveClass(/\blight\b/)
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.theme)).toBeNull()
  })

  test('a choice is stored, survives reloads without a flash, and beats the OS', async ({
    page,
  }) => {
    await recordClassBeforeBody(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/about')
    await radio(page, 'Dark').check()
    await expect(html(page)).toHaveClass(/\bdark\b/)
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.theme)).toBe('dark')

    await page.reload()
    expect(await classAtBody(page)).toBe('dark')
    await expect(radio(page, 'Dark')).toBeChecked()
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 17, 31)')

    await page.emulateMedia({ colorScheme: 'dark' })
    await radio(page, 'Light').check()
    await page.reload()
    expect(await classAtBody(page)).toBe('light')
    await expect(html(page)).toHaveClass(/\blight\b/)

    await radio(page, 'Auto').check()
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await page.reload()
    expect(await classAtBody(page)).toBe('dark')
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.theme)).toBe('system')
  })
})

test('a choice made in one tab applies in the others', async ({ context }) => {
  const [a, b] = [await context.newPage(), await context.newPage()]
  await a.goto('/')
  await b.goto('/contact')
  await radio(a, 'Dark').check()
  await expect(html(b)).toHaveClass(/\bdark\b/)
  await expect(radio(b, 'Dark')).toBeChecked()
})

test('page content fades in after a page change, but not under reduced motion', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/')
  const main = page.locator('#main-content')
  expect(await main.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(main).toHaveClass(/page-enter/)
  expect(await main.evaluate((el) => getComputedStyle(el).animationDelay)).toBe('0.15s')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.getByRole('banner').getByRole('link', { name: 'Thank You', exact: true }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  expect(await main.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await expect(main).toHaveCSS('opacity', '1')
})
