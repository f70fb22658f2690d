import { expect, type Page } from '@playwright/test'
import { seedMenus } from '../../src/seed/content/menus'
import { seedPages } from '../../src/seed/content/pages'
import { seedSettings } from '../../src/seed/content/settings'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

export { seedMenus, seedSettings }

/** The h1 a seeded page shows: its hero heading, or its title when it has no hero. */
export function seededHeading(slug: string): string {
  const page = seedPages.find((p) => p.slug === slug)
  if (!page) throw new Error(`no seeded page ${slug}`)
  const first = page.layout[0] as { blockType: string; heading?: string }
  return first.blockType === 'hero' && first.heading ? first.heading : page.title
}

/** Console errors and uncaught exceptions of a page, to assert there are none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** The site header's bottom edge, for checking that a section is not hidden under it. */
export async function headerBottom(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox()
  expect(box).not.toBeNull()
  return box!.y + box!.height
}

/** Waits until an element's top edge sits in view, below the sticky header. */
export async function expectSectionInView(page: Page, id: string) {
  const section = page.locator(`[id="${id}"]`)
  await expect(section).toBeInViewport()
  const bottom = await headerBottom(page)
  await expect
    .poll(async () => (await section.boundingBox())?.y ?? -1, { message: `#${id} below header` })
    .toBeGreaterThanOrEqual(bottom - 1)
}

export const mobileMenu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' })

export async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const dialog = mobileMenu(page)
  await expect(dialog).toBeVisible()
  // The panel slides in; measure and swipe it only where it comes to rest.
  await dialog.evaluate((el) =>
    Promise.all(el.getAnimations().map((a) => a.finished.catch(() => null))),
  )
  return dialog
}

/**
 * Opens /exit and waits for its answer to clear the site's storage. A navigation can fail before
 * /exit answers (just back online, say), so it is tried again until it does.
 */
export async function quickExitClearsStorage(page: Page) {
  await expect(async () => {
    const exit = page.waitForResponse((res) => new URL(res.url()).pathname === '/exit', {
      timeout: 5000,
    })
    await page.goto('/exit').catch(() => {})
    expect((await (await exit).allHeaders())['clear-site-data']).toContain('"storage"')
  }).toPass({ timeout: 30_000 })
}

/**
 * The crisis button sits in the bottom-right corner (within 24 px of both edges) with a 44 px
 * target, on whatever page is open.
 */
export async function expectCrisisButtonBottomRight(page: Page, route: string) {
  const viewport = page.viewportSize()!
  const button = page.getByRole('button', { name: 'Immediate Crisis Support' })
  await expect(button, route).toBeVisible()
  const box = (await button.boundingBox())!
  expect(viewport.width - (box.x + box.width), `${route}: right gap`).toBeLessThanOrEqual(24)
  expect(viewport.height - (box.y + box.height), `${route}: bottom gap`).toBeLessThanOrEqual(24)
  expect(box.height, `${route}: target size`).toBeGreaterThanOrEqual(44)
}
