import { expect, test, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '@domain/constants'
import { DESKTOP, PHONE } from './site-helpers'

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

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test.describe(`theme on ${name}`, () => {
    test.use({ viewport })

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
}

test('the theme switch is a radio group operable with arrow keys', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await radio(page, 'Auto').focus()
  await page.keyboard.press('ArrowRight')
  await expect(radio(page, 'Dark')).toBeChecked()
  await expect(radio(page, 'Dark')).toBeFocused()
  await expect(html(page)).toHaveClass(/\bdark\b/)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(radio(page, 'Light')).toBeChecked()
  await expect(html(page)).toHaveClass(/\blight\b/)
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
