import { expect, test, type Locator, type Page } from '@playwright/test'
import { SWIPE_EDGE_START_PX } from '@domain/constants'
import { LOCALES, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { expectNoAxeViolationsLightAndDark } from '../helpers/axe'
import { mobileMenu, openMobileMenu, PHONE, seedMenus, seedSettings } from './site-helpers'

/**
 * The mobile menu (below xl) in a browser: a full-screen titled dialog with search, Take Action
 * tiles, links and counted groups in the spec's order; its accordion groups; the no-match message
 * and Clear search; a fresh menu on each opening; closing by the close button, Escape, a press
 * outside and swipes; the focus trap and the page held still; contact details once the settings
 * arrive; the scroll hint; the slide-in; words that signal distress bring the crisis lines into
 * the menu, in both languages (axe on that state); without JavaScript the menu button is a link to
 * the menu's page, whose search leads to the search page's crisis help.
 *
 * Elsewhere: what the search keeps (items, sections, descriptions, case-insensitively) —
 * tests/unit/site-menu-filter.test.ts; choosing a link closes the menu and opens the page —
 * site-routes.spec.ts ("from the mobile menu …"); the scroll hint's arithmetic —
 * tests/unit/site-theme.test.ts ("mobile menu scroll hint"); which words signal distress —
 * tests/unit/search.test.ts ("signalsDistress").
 */
test.use({ viewport: PHONE })

// By attribute: while the dialog is open Radix hides the rest of the page from the a11y tree.
const opener = (page: Page) => page.locator('button[aria-label="Open menu"]')
const search = (dialog: Locator) => dialog.getByPlaceholder('Search menu...')
const groupButton = (dialog: Locator, title: string) =>
  dialog.getByRole('button', {
    name: new RegExp(`^${title.replace(/[&]/g, '\\$&')} \\d+ sections?$`),
  })

type Point = { x: number; y: number }
async function swipe(target: Locator, from: Point, to: Point) {
  const at = (p: Point) => [{ identifier: 1, clientX: p.x, clientY: p.y }]
  await target.dispatchEvent('touchstart', { touches: at(from), changedTouches: at(from) })
  await target.dispatchEvent('touchmove', { touches: at(to), changedTouches: at(to) })
  await target.dispatchEvent('touchend', { touches: [], changedTouches: at(to) })
}

async function expectClosedWithFocusBack(page: Page) {
  await expect(mobileMenu(page)).toBeHidden()
  await expect(opener(page)).toBeFocused()
  await expect(opener(page)).toHaveAttribute('aria-expanded', 'false')
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('opens as a titled dialog with search, Take Action tiles, links and counted groups in the spec’s order', async ({
  page,
}) => {
  const dialog = await openMobileMenu(page)
  await expect(opener(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(dialog.getByRole('textbox', { name: 'Search menu' })).toBeVisible()
  // Full screen below xl: the dialog covers the whole viewport.
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE })

  const donate = dialog.getByRole('link', { name: /^Donate/ })
  await expect(donate).toHaveAttribute('href', seedSettings.donationUrl)
  await expect(donate).toHaveAttribute('target', '_blank')
  await expect(donate).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(dialog.getByRole('link', { name: /^Volunteer/ })).toHaveAttribute(
    'href',
    '/volunteer',
  )
  for (const [label, href] of [
    ['Home', '/'],
    ['Thank You', '/thank-you'],
    ['Contact', '/contact'],
  ])
    await expect(dialog.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    )

  expect(seedMenus.map((m) => m.key).sort()).toEqual(
    ['about', 'get-involved', 'initiatives', 'resources', 'services'].sort(),
  )
  for (const menu of seedMenus) {
    const n = menu.sections.length
    const button = dialog.getByRole('button', {
      name: `${menu.title} ${n} ${n === 1 ? 'section' : 'sections'}`,
    })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  }
  // The groups follow the spec's order, whatever the collection's.
  const byKey = new Map<string, string>(seedMenus.map((m) => [m.key, m.title]))
  const expected = ['about', 'services', 'initiatives', 'resources', 'get-involved'].map((key) =>
    byKey.get(key)!,
  )
  const shown = await dialog
    .getByRole('button', { name: / \d+ sections?$/ })
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('span')?.textContent))
  expect(shown).toEqual(expected)
})

test('accordion groups show sections, the featured block, badges and the external marker', async ({
  page,
}) => {
  const dialog = await openMobileMenu(page)
  const services = groupButton(dialog, 'Services & Programs')
  await services.click()
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  const region = dialog.getByRole('region', { name: /Services & Programs/ })
  await expect(region.getByRole('heading', { name: 'Education' })).toBeVisible()
  await expect(region.getByRole('link', { name: /Ally Training.*Popular/ })).toBeVisible()
  await expect(region.getByRole('link', { name: /Events.*New/ })).toBeVisible()
  await expect(region.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
    'href',
    '/services#ally-training',
  )
  await services.click()
  await expect(region).toBeHidden()

  await groupButton(dialog, 'Get Involved').click()
  await expect(dialog.getByRole('link', { name: /Donate.*Support Us/ })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /Ambassador Program.*Featured/ })).toBeVisible()
  // The Donate tile links out: it says so to screen readers.
  await expect(dialog.getByRole('link', { name: /^Donate.*opens in a new tab/ })).toBeVisible()
})

test('a search without matches says so and Clear search empties it; the menu opens again afresh', async ({
  page,
}) => {
  let dialog = await openMobileMenu(page)
  await search(dialog).fill('zzzz')
  await expect(
    dialog.getByText('Nothing in the menu matches “zzzz”. Try another word.'),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Clear search' }).click()
  await expect(search(dialog)).toHaveValue('')
  await expect(groupButton(dialog, 'About')).toBeVisible()

  // Search text and expanded groups are gone when the menu opens again.
  await groupButton(dialog, 'About').click()
  await expect(groupButton(dialog, 'About')).toHaveAttribute('aria-expanded', 'true')
  await search(dialog).fill('press')
  await dialog.getByRole('button', { name: 'Close menu' }).click()
  await expect(dialog).toBeHidden()

  dialog = await openMobileMenu(page)
  await expect(search(dialog)).toHaveValue('')
  await expect(groupButton(dialog, 'About')).toHaveAttribute('aria-expanded', 'false')
})

test.describe('closing', () => {
  test('with the close button, Escape, or a press outside the panel; focus goes back', async ({
    page,
  }) => {
    let dialog = await openMobileMenu(page)
    await dialog.getByRole('button', { name: 'Close menu' }).click()
    await expectClosedWithFocusBack(page)

    await openMobileMenu(page)
    await page.keyboard.press('Escape')
    await expectClosedWithFocusBack(page)

    dialog = await openMobileMenu(page)
    // Full screen, the panel covers the backdrop. Should anything ever uncover it (here the
    // panel is narrowed for the test), a real press on it still closes the menu.
    await dialog.evaluate((el) => (el.style.left = '50%'))
    await page.mouse.click(10, 420)
    await expectClosedWithFocusBack(page)
  })

  test('with a swipe right from the left edge or down from the top, not while scrolling the list', async ({
    page,
  }) => {
    let dialog = await openMobileMenu(page)
    const box = (await dialog.boundingBox())!
    // Too short, then too steep: the menu stays.
    await swipe(dialog, { x: box.x + 5, y: 400 }, { x: box.x + 45, y: 405 })
    await expect(dialog).toBeVisible()
    await swipe(dialog, { x: box.x + 5, y: 300 }, { x: box.x + 125, y: 420 })
    await expect(dialog).toBeVisible()
    // Long and flat enough, but starting away from the left edge: a swipe inside, not a close.
    await swipe(dialog, { x: SWIPE_EDGE_START_PX + 6, y: 400 }, { x: 200, y: 410 })
    await swipe(dialog, { x: 150, y: 400 }, { x: 300, y: 410 })
    await expect(dialog).toBeVisible()
    await swipe(dialog, { x: box.x + 5, y: 400 }, { x: box.x + 125, y: 430 })
    await expectClosedWithFocusBack(page)

    dialog = await openMobileMenu(page)
    for (const title of ['About', 'Get Involved', 'Resources'])
      await groupButton(dialog, title).click()
    const list = dialog.locator('.overflow-y-auto')
    await list.evaluate((el) => el.scrollTo(0, 400))
    const item = dialog.getByRole('link', { name: /Careers/ })
    await swipe(item, { x: 200, y: 300 }, { x: 210, y: 450 })
    await expect(dialog).toBeVisible()

    const title = dialog.getByRole('heading', { name: 'Site menu' })
    await swipe(title, { x: 150, y: 20 }, { x: 160, y: 160 })
    await expectClosedWithFocusBack(page)
  })
})

test('focus is trapped while open and the page behind does not scroll', async ({ page }) => {
  const dialog = await openMobileMenu(page)
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
    ).toBe(true)
  }
  await page.keyboard.press('Shift+Tab')
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
  ).toBe(true)
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(10, 400)
  // The wheel reached the page and two frames passed: a page that could scroll has moved by then.
  const wheeled = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true, passive: true, capture: true },
        ),
      ),
  )
  await page.mouse.wheel(0, 600)
  await wheeled
  expect(await page.evaluate(() => window.scrollY)).toBe(before)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
})

test('contact information shows a loading line until the settings arrive', async ({ page }) => {
  // The settings answer only once the loading line has been seen (a fixed delay could end
  // before a busy machine has opened the menu).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/web/settings/public', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/about')
  const dialog = await openMobileMenu(page)
  await expect(dialog.getByText('Loading contact information...')).toBeVisible()
  release()
  await expect(dialog.getByRole('link', { name: /Phone/ })).toHaveAttribute(
    'href',
    `tel:${seedSettings.phoneNumber.replace(/\D/g, '')}`,
  )
  await expect(dialog.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
    'href',
    `mailto:${seedSettings.contactEmail}`,
  )
  await expect(dialog.getByText('Loading contact information...')).toHaveCount(0)
  await expect(dialog).toContainText(
    `© ${new Date().getUTCFullYear()} ${seedSettings.copyrightHolder}`,
  )
})

test('the scroll hint shows 5 dots that follow the list, and fades at the ends', async ({
  page,
}) => {
  const dialog = await openMobileMenu(page)
  await groupButton(dialog, 'About').click()
  const hint = dialog.getByTestId('scroll-hint')
  const dots = hint.locator('span')
  await expect(dots).toHaveCount(5)
  // The click may have scrolled the list to bring the button into view: start from the top.
  const list = dialog.locator('.overflow-y-auto')
  await list.evaluate((el) => el.scrollTo(0, 0))
  await expect(dots.nth(0)).toHaveAttribute('data-active', 'true')
  await expect(hint.locator('div.bg-gradient-to-b')).toHaveClass(/opacity-0/)
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(dots.nth(4)).toHaveAttribute('data-active', 'true')
  await expect(hint.locator('div.bg-gradient-to-t')).toHaveClass(/opacity-0/)
  await expect(hint.locator('div.bg-gradient-to-b')).toHaveClass(/opacity-100/)
})

test('slides in, except with reduced motion', async ({ page }) => {
  let dialog = await openMobileMenu(page)
  expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe('mobile-menu-in')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  dialog = await openMobileMenu(page)
  expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

/** Distress in each language's words; signalsDistress knows both, whatever the page's. */
const DISTRESS = { en: 'I want to die', es: 'quiero morir' } as const

test('words that signal distress show the crisis lines in the menu, in every language', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const t = messagesFor(locale)
    await page.goto(toLocalePath('/', locale))
    await page.getByRole('button', { name: t.mobileMenu.open }).click()
    const dialog = page.getByRole('dialog', { name: t.mobileMenu.title })
    await dialog.getByRole('textbox', { name: t.mobileMenu.search }).fill(DISTRESS[locale])
    const help = dialog.getByRole('region', { name: t.search.helpHeading })
    await expect(help).toBeVisible()
    await expect(dialog.getByRole('status')).toHaveText(t.search.helpHeading)
    // Not "Nothing in the menu matches …": the help is the answer.
    await expect(dialog.getByText(t.mobileMenu.nothing.split('“')[0]!)).toBeHidden()
    await expect(
      help.getByRole('link', { name: t.crisis.emergency.call988, exact: true }),
    ).toHaveAttribute('href', /^tel:988/)
    await expect(
      help.getByRole('link', { name: t.crisis.emergency.text988, exact: true }),
    ).toHaveAttribute('href', /^sms:988/)
    await expect(help.getByRole('heading', { name: t.search.helpLines })).toBeVisible()
    await expect(help.getByRole('link', { name: t.search.allLines })).toHaveAttribute(
      'href',
      t.crisis.page,
    )
    // Nothing lies over a call or text link: the menu covers the crisis button.
    const covered = await help.locator('a[href^="tel:"], a[href^="sms:"]').evaluateAll((links) =>
      links.flatMap((a) => {
        a.scrollIntoView({ block: 'center' })
        const r = a.getBoundingClientRect()
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        return a.contains(top) ? [] : [a.textContent]
      }),
    )
    expect(covered).toEqual([])
    if (locale === LOCALES[0])
      await expectNoAxeViolationsLightAndDark(page, 'menu with crisis help')
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu button leads to the menu as a page, whose search shows crisis help for distress', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const t = messagesFor(locale)
      await page.goto(toLocalePath('/', locale))
      await page.getByRole('link', { name: t.mobileMenu.open }).click()
      await expect(page).toHaveURL(t.mobileMenu.menuHref)
      await expect(page.getByRole('heading', { level: 1, name: t.mobileMenu.title })).toBeVisible()
      const explore = page.getByRole('navigation', { name: t.mobileMenu.explore })
      await expect(explore.getByRole('heading', { level: 2 })).toHaveCount(seedMenus.length)
      await expect(
        page.getByRole('navigation', { name: t.mobileMenu.mainPages }).getByRole('link'),
      ).toHaveCount(3)

      await page.getByRole('searchbox', { name: t.search.label }).fill(DISTRESS[locale])
      await page.getByRole('button', { name: t.search.button }).click()
      await expect(page).toHaveURL(new RegExp(`^[^?]*${t.mobileMenu.searchHref}\\?q=`))
      const help = page.getByRole('region', { name: t.search.helpHeading })
      await expect(
        help.getByRole('link', { name: t.crisis.emergency.call988, exact: true }),
      ).toBeVisible()
    }
  })
})
