import { expect, test } from '@playwright/test'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { PHONE, openMobileMenu } from './site-helpers'

/**
 * Search for visitors: a plain GET form from the header (JavaScript off), results in the
 * visitor's language, crisis help above every result for words that signal distress, and the
 * mobile menu's offer to search the whole site. How hostile or odd queries are read (NUL, repeats,
 * very long ones) is tests/unit/search.test.ts.
 */
const LGBTQ_LINES = seedCrisisResources.filter((r) => r.isLgbtqSpecific)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor searches from the header, finds nothing, searches again and opens a result', async ({
    page,
  }) => {
    await page.goto('/about')
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    const form = page.getByRole('search')
    const searchbox = form.getByRole('searchbox', { name: 'Search the site' })
    // Nothing found says so, suggests pages and keeps crisis help in view.
    await searchbox.fill('qwertyzxcv')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=qwertyzxcv$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Nothing on the site matches “qwertyzxcv”.',
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      '/resources',
    )
    await expect(page.getByRole('main').getByText('Call or text 988, any time.')).toBeVisible()

    await searchbox.fill('trans')
    const answered = page.waitForResponse((r) => r.url().endsWith('/search?q=trans'))
    await form.getByRole('button', { name: 'Search' }).click()
    // Never kept by a shared cache: the answer is the visitor's.
    expect((await answered).headers()['cache-control']).toMatch(/private|no-store/)
    await expect(page).toHaveURL(/\/search\?q=trans$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “trans”$/)
    const results = page.getByRole('main').getByRole('heading', { level: 2 })
    // Title matches first, crisis lines before pages.
    await expect(results.first()).toHaveText('Trans Lifeline')
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('trans')
    await expect(page).toHaveTitle(/^Search/)
    await expect(page).not.toHaveTitle(/trans/i)
    await page.getByRole('main').getByRole('link', { name: 'Financial Transparency' }).click()
    await expect(page).toHaveURL(/\/financial-transparency$/)
  })

  test('a search that signals distress puts crisis help above every result, in both languages', async ({
    page,
  }) => {
    for (const [path, heading, call] of [
      ['/search?q=I+want+to+die', 'You don’t have to go through this alone', 'Call 988'],
      ['/es/search?q=quiero+morir', 'No tienes que pasar por esto a solas', 'Llama al 988'],
    ] as const) {
      await page.goto(path)
      const help = page.getByRole('region', { name: heading })
      await expect(help).toBeVisible()
      await expect(help.getByRole('link', { name: call }).first()).toHaveAttribute(
        'href',
        'tel:988',
      )
      await expect(
        help
          .getByRole('link', { name: /988/ })
          .filter({ hasText: /Text|Envía|mensaje/ })
          .first(),
      ).toHaveAttribute('href', /^sms:988/)
      for (const line of LGBTQ_LINES)
        await expect(
          help
            .getByRole('heading', { level: 4, name: line.name })
            .or(help.getByRole('heading', { name: line.name })),
        ).toBeVisible()
      // Above the results and the count.
      const helpBox = await help.boundingBox()
      const status = await page.getByRole('main').getByRole('status').boundingBox()
      expect(helpBox!.y).toBeLessThan(status!.y)
    }
  })
})

test('the mobile menu still filters itself, and offers to search the whole site', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  const menu = await openMobileMenu(page)
  await menu.getByRole('textbox', { name: 'Search menu' }).fill('trans')
  await expect(menu.getByRole('link', { name: /Financial Transparency/ }).first()).toBeVisible()
  await menu.getByRole('link', { name: 'Search the whole site for “trans”' }).click()
  await expect(page).toHaveURL(/\/search\?q=trans$/)
  await expect(page.getByRole('main').getByRole('link', { name: 'Trans Lifeline' })).toBeVisible()
})
