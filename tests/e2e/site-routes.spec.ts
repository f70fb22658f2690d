import { expect, type Page, test } from '@playwright/test'
import { seedPages } from '../../src/seed/content/pages'
import { PUBLIC_ROUTES } from '../helpers/routes'
import {
  collectErrors,
  DESKTOP,
  expectCrisisButtonBottomRight,
  expectSectionInView,
  openMobileMenu,
  PHONE,
  seededHeading,
  seedSettings,
} from './site-helpers'

/**
 * The public site's routes in a browser: every seeded page answers with its title and heading and
 * no console error; the header, footer and crisis button on a phone and a desktop; menu anchors
 * landing below the sticky header; same-page links and Back; a page change's scroll and focus;
 * the skip link; /donate; the sitemap, robots, favicon and structured data.
 *
 * Elsewhere: the designed 404 page — cheap-requests.spec.ts (its heading and home link, in both
 * languages); the crisis button on the sign-in, crisis and not-found pages —
 * crisis-dialog.spec.ts; axe on every route — quality.spec.ts.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The header, the footer and the crisis button as a phone or a desktop shows them. */
async function expectSiteChrome(page: Page, route: string) {
  const desktop = page.viewportSize()!.width >= DESKTOP.width
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: /Belonging Network/ })).toBeVisible()
  if (desktop) {
    const nav = header.getByRole('navigation', { name: 'Main' })
    for (const label of ['About', 'Services', 'Initiatives', 'Get Involved'])
      await expect(nav.getByRole('button', { name: label, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Thank You' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden()
  } else {
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden()
  }
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Admin Login' })).toBeVisible()
  // The organisation's phone from Site settings, a call link named for a screen reader.
  await expect(
    footer.getByRole('link', { name: `Phone: ${seedSettings.phoneNumber}` }),
  ).toHaveAttribute('href', `tel:${seedSettings.phoneNumber.replace(/\D/g, '')}`)
  await expect(footer).toContainText(
    `© ${new Date().getUTCFullYear()} ${seedSettings.copyrightHolder}`,
  )
  await expectCrisisButtonBottomRight(page, route)
}

test('every public route renders its seeded title and heading without console errors; the header, footer and crisis button on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESKTOP)
  const errors = collectErrors(page)
  expect(PUBLIC_ROUTES.length).toBe(20)
  for (const [i, route] of PUBLIC_ROUTES.entries()) {
    const slug = route.path === '/' ? 'home' : route.path.slice(1)
    const seed = seedPages.find((p) => p.slug === slug)!
    const res = await page.goto(route.path)
    expect(res?.status(), route.path).toBe(200)
    await expect(page).toHaveTitle(new RegExp(escape(seed.seo?.title || seed.title)))
    await expect(
      page.getByRole('heading', { level: 1, name: seededHeading(slug), exact: true }),
    ).toBeVisible()
    // The same layout on every page: its parts are checked once per screen size.
    if (i === 0) await expectSiteChrome(page, route.path)
  }
  await page.setViewportSize(PHONE)
  await page.goto('/volunteer')
  await expectSiteChrome(page, '/volunteer (phone)')
  expect(errors).toEqual([])
})

test.describe('menu anchors land on their sections', () => {
  // Every menu anchor is a real section of its page: int foundation-seed.test.ts. Landing below
  // the sticky header with the panel closed is one behaviour: one anchor from each menu, and one
  // on another page than the menu's own.
  const anchors = [
    ['about', '/about#press'],
    ['about', '/resources#annual-report'],
    ['services', '/services#events'],
    ['get-involved', '/contact#social'],
  ] as const

  test('from the desktop mega menus', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    for (const [menu, href] of anchors) {
      await page.goto('/thank-you')
      const button = page.getByRole('button', {
        name: { about: 'About', services: 'Services', 'get-involved': 'Get Involved' }[menu],
        exact: true,
      })
      await button.click()
      await page.locator(`#mega-menu-${menu}-panel a[href="${href}"]`).first().click()
      const [path, id] = href.split('#')
      await expect(page).toHaveURL(new RegExp(`${escape(path)}#${id}$`))
      await expectSectionInView(page, id)
      // Choosing a link closes the panel, and its button says so.
      await expect(page.locator(`#mega-menu-${menu}-panel`)).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    }
  })

  test('from the mobile menu, and when the address is opened directly', async ({ page }) => {
    await page.setViewportSize(PHONE)
    for (const href of ['/about#press', '/volunteer#ambassador', '/services#events']) {
      await page.goto('/')
      const dialog = await openMobileMenu(page)
      await dialog.getByPlaceholder('Search menu...').fill(href.split('#')[1].slice(0, 5))
      await dialog.locator(`a[href="${href}"]`).first().click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${escape(href)}$`))
      await expectSectionInView(page, href.split('#')[1])
    }
    await page.goto('/about#careers')
    await expectSectionInView(page, 'careers')
  })
})

test('a link to a section of the same page jumps at once, and Back finds it after another page', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/project-silhouette')
  // Hydrated: the crisis link has become the dialog's button.
  await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
  const pageRequests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/project-silhouette') pageRequests.push(r.url())
  })
  await page.getByRole('link', { name: 'Request the guide' }).first().click()
  await expect(page).toHaveURL(/\/project-silhouette#request$/)
  await expectSectionInView(page, 'request')
  // The browser's own jump: the server is not asked for the same page again.
  expect(pageRequests).toEqual([])

  // Another page through the router, then Back: the address and the page are the section's.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).first().click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededHeading('about'))
  await page.goBack()
  await expect(page).toHaveURL(/\/project-silhouette#request$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    seededHeading('project-silhouette'),
  )
  // Forward again, and Back once more to the page's own entry without the #hash.
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededHeading('about'))
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/project-silhouette$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    seededHeading('project-silhouette'),
  )
})

test('a page change scrolls to the top and moves focus to the new heading', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Financial Transparency' }).click()
  await expect(page).toHaveURL(/\/financial-transparency$/)
  const heading = page.getByRole('heading', {
    level: 1,
    name: seededHeading('financial-transparency'),
  })
  await expect(heading).toBeFocused()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the skip link jumps to the content', async ({ page }) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
})

test('/donate sends visitors to the external donation page', async ({ request }) => {
  const res = await request.get('/donate', { maxRedirects: 0 })
  expect(res.status()).toBe(307)
  expect(res.headers().location).toBe(seedSettings.donationUrl)
})

test('sitemap (both languages), robots, favicon and structured data', async ({ request, page }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.ok()).toBe(true)
  const xml = await sitemap.text()
  for (const path of [
    '/about',
    '/policy/accessibility',
    '/volunteer',
    '/crisis',
    '/crisis/card',
    '/crisis/safety',
    '/es/about',
    '/es/crisis',
    '/es/services',
  ])
    expect(xml).toContain(`${path}</loc>`)
  // Each page names its other language.
  expect(xml).toMatch(/hreflang="es"[^>]*href="[^"]*\/es\/crisis"/)
  expect(xml).not.toContain('/__crash')
  expect(xml).not.toContain('/admin')

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Disallow: \/api/)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)

  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toContain('image/')
  expect((await request.get('/icon.svg')).ok()).toBe(true)

  await page.goto('/')
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  )
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: seedSettings.siteName,
    email: seedSettings.contactEmail,
  })
  // The seeded social links are platforms' front pages, not the organisation's profiles.
  expect(seedSettings.socialLinks?.length).toBeGreaterThan(0)
  expect(jsonLd.sameAs).toEqual([])
  await page.goto('/about')
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
})
