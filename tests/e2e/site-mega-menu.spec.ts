import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolationsLightAndDark } from '../helpers/axe'
import { DESKTOP, openMobileMenu, PHONE, seedMenus, seedSettings } from './site-helpers'

/**
 * The desktop header and its mega menus: panels built from the menus collection, opened and
 * closed by click, hover, keyboard, an outside click and the mouse leaving; the header's scrolled
 * and solid styles, its sign-in, theme, exit and Donate links; the switch to the mobile menu
 * below xl; axe on every open panel and the expanded mobile menu, in light and dark.
 *
 * Elsewhere: choosing a link closes the panel and opens the page — site-routes.spec.ts ("from
 * the desktop mega menus"); the mobile menu itself — site-mobile-menu.spec.ts.
 */

test.use({ viewport: DESKTOP })

const button = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true })
const panel = (page: Page, key: string) => page.locator(`#mega-menu-${key}-panel`)

async function centre(page: Page, name: string) {
  const box = (await button(page, name).boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/thank-you')
})

test('a click opens a panel built from the menus collection, a second click or one outside closes it; every header menu has one', async ({
  page,
}) => {
  const about = button(page, 'About')
  await expect(about).toHaveAttribute('aria-expanded', 'false')
  await expect(about).toHaveAttribute('aria-controls', 'mega-menu-about-panel')
  await about.click()
  await expect(about).toHaveAttribute('aria-expanded', 'true')

  const seed = seedMenus.find((m) => m.key === 'about')!
  const region = page.getByRole('region', { name: seed.title })
  await expect(region).toBeVisible()
  for (const section of seed.sections) {
    await expect(region.getByRole('heading', { name: section.title })).toBeVisible()
    for (const item of section.items) {
      const link = region.getByRole('link', { name: new RegExp(`^${item.name}`) }).first()
      await expect(link).toHaveAttribute('href', item.href)
      if (item.description) await expect(link).toContainText(item.description)
    }
  }
  await expect(region.getByRole('heading', { name: seed.featured!.title! })).toBeVisible()
  await expect(region.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
    'href',
    seed.featured!.href!,
  )
  await expect(region.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  const donate = region.getByRole('link', { name: /^Donate Now/ })
  await expect(donate).toHaveAttribute('href', seedSettings.donationUrl)
  await expect(donate).toHaveAttribute('target', '_blank')
  await expect(donate).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(region.getByRole('link', { name: /Phone/ })).toHaveAttribute(
    'href',
    `tel:${seedSettings.phoneNumber.replace(/\D/g, '')}`,
  )
  await expect(region.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
    'href',
    `mailto:${seedSettings.contactEmail}`,
  )
  await expect(region).toContainText(seedSettings.nationwideNote!)

  await about.click()
  await expect(about).toHaveAttribute('aria-expanded', 'false')
  await expect(panel(page, 'about')).toBeHidden()

  // Every header menu has its panel, with a titled section per seeded section; Resources is a
  // menu of the mobile menu only.
  const headerMenus = seedMenus.filter((m) => m.showInHeader)
  for (const menu of headerMenus) {
    await button(page, menu.buttonLabel).click()
    const shown = page.getByRole('region', { name: menu.title })
    await expect(shown).toBeVisible()
    await expect(shown.getByRole('heading', { level: 3 })).toHaveCount(
      menu.sections.length + (menu.featured?.title ? 1 : 0),
    )
  }
  await expect(button(page, 'Resources')).toHaveCount(0)

  // A click outside closes the open panel.
  const last = panel(page, headerMenus.at(-1)!.key)
  await expect(last).toBeVisible()
  await page.mouse.click(5, 880)
  await expect(last).toBeHidden()
})

test('pressing on one button and releasing elsewhere opens nothing', async ({ page }) => {
  const about = await centre(page, 'About')
  await page.mouse.move(about.x, about.y)
  await page.mouse.down()
  await page.mouse.move(about.x, about.y + 300)
  await page.mouse.up()
  await expect(button(page, 'About')).toHaveAttribute('aria-expanded', 'false')
  await expect(panel(page, 'about')).toBeHidden()
})

test('hovering switches panels only while one is open; the click after it keeps it open', async ({
  page,
}) => {
  const services = await centre(page, 'Services')
  await page.mouse.move(services.x, services.y)
  await expect(panel(page, 'services')).toBeHidden()

  await button(page, 'About').click()
  await expect(panel(page, 'about')).toBeVisible()
  await page.mouse.move(services.x, services.y, { steps: 4 })
  await expect(panel(page, 'services')).toBeVisible()
  await expect(panel(page, 'about')).toBeHidden()
  const initiatives = await centre(page, 'Initiatives')
  await page.mouse.move(initiatives.x, initiatives.y, { steps: 4 })
  await expect(button(page, 'Initiatives')).toHaveAttribute('aria-expanded', 'true')
  await expect(button(page, 'Services')).toHaveAttribute('aria-expanded', 'false')
  await page.mouse.down()
  await page.mouse.up()
  await expect(panel(page, 'initiatives')).toBeVisible()
  await button(page, 'Initiatives').click()
  await expect(panel(page, 'initiatives')).toBeHidden()
})

test('the mouse leaving the header closes the panel', async ({ page }) => {
  await button(page, 'Get Involved').click()
  const region = panel(page, 'get-involved')
  await expect(region).toBeVisible()
  // Measured once its content is there (it may still be downloading): an empty panel is short.
  await expect(region.getByRole('link').first()).toBeVisible()
  const box = (await region.boundingBox())!
  const start = await centre(page, 'Get Involved')
  // Moving down into the panel keeps it open: it belongs to the header.
  await page.mouse.move(start.x, box.y + 40, { steps: 4 })
  await page.mouse.move(box.x + 200, box.y + 40, { steps: 4 })
  await expect(region).toBeVisible()
  await page.mouse.move(box.x + 200, box.y + box.height + 60, { steps: 4 })
  await expect(region).toBeHidden()
})

test('keyboard: Enter opens, Tab enters the panel, Escape closes and returns focus', async ({
  page,
}) => {
  await button(page, 'About').focus()
  await page.keyboard.press('Enter')
  await expect(button(page, 'About')).toHaveAttribute('aria-expanded', 'true')
  // The panel's links come with its content (downloaded on the first wish to open, if the idle
  // preload has not brought it yet): Tab enters the panel once they are there.
  await expect(panel(page, 'about').getByRole('link').first()).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(panel(page, 'about').getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel(page, 'about')).toBeHidden()
  await expect(button(page, 'About')).toBeFocused()

  await page.keyboard.press('Space')
  await expect(panel(page, 'about')).toBeVisible()
  // Leaving the menu with the keyboard closes it too.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Belonging Network/ })
    .focus()
  await expect(panel(page, 'about')).toBeHidden()
})

test('header: scrolled style after 20 px, solid on /login, sign-in, theme, exit and Donate Now links', async ({
  page,
}) => {
  const header = page.getByRole('banner')
  await expect(header).not.toHaveAttribute('data-scrolled')
  // At the top nothing is behind the header: opaque, and no backdrop filter for the compositor to
  // redraw on every frame while the page loads. The blur comes with the scrolled style.
  await expect(header).toHaveCSS('backdrop-filter', 'none')
  await expect(header).toHaveCSS(
    'background-color',
    await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
  )
  await page.evaluate(() => window.scrollTo(0, 60))
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect(header).toHaveCSS('backdrop-filter', /blur/)
  // Back to 15 px: the style must go again (a change to wait for, where staying unscrolled is not).
  await page.evaluate(() => window.scrollTo(0, 15))
  await expect(header).not.toHaveAttribute('data-scrolled')
  await page.evaluate(() => window.scrollTo(0, 60))
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect(header.getByRole('link', { name: 'Team Sign In' })).toHaveAttribute('href', '/login')
  await expect(header.getByRole('radiogroup', { name: 'Theme' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Exit this site' })).toBeVisible()
  // Donate Now opens the donation page in a new tab.
  const donate = header.getByRole('link', { name: /^Donate Now/ }).first()
  await expect(donate).toBeVisible()
  await expect(donate).toHaveAttribute('href', seedSettings.donationUrl)
  await expect(donate).toHaveAttribute('target', '_blank')
  await expect(donate).toHaveAttribute('rel', 'noopener noreferrer')

  await page.goto('/login')
  await expect(header).toHaveAttribute('data-solid', 'true')
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(header.getByRole('link', { name: 'Team Sign In' })).toHaveCount(0)
})

test('below xl the mega menus give way to the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 1279, height: 900 })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
})

test('open panels and the expanded mobile menu pass axe in light and dark', async ({ page }) => {
  // Each state checked in light, then in dark in place: the page is loaded once.
  for (const seed of seedMenus.filter((m) => m.showInHeader)) {
    await button(page, seed.buttonLabel).click()
    await expect(panel(page, seed.key)).toBeVisible()
    await expectNoAxeViolationsLightAndDark(page, `${seed.key} panel`)
  }
  await page.keyboard.press('Escape')
  await page.setViewportSize(PHONE)
  const dialog = await openMobileMenu(page)
  for (const seed of seedMenus)
    await dialog
      .getByRole('button', { name: new RegExp(`^${seed.title.replace('&', '\\&')} `) })
      .click()
  await expectNoAxeViolationsLightAndDark(page, 'mobile menu, all groups open')
})
