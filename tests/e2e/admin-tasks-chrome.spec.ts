import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { seedSettings } from '../../src/seed/content/settings'
import { asAdmin } from '../helpers/auth'
import { animationsSettled } from '../helpers/axe'
import { signedInMemberForSpec, VISITOR } from '../helpers/signed-in'
import { collectErrors, DESKTOP, PHONE } from './site-helpers'

/**
 * The admin's chrome for a first-time editor (issue 30): the navigation open on desktop, a
 * keyboard path through it (skip link, Tab out of rich text, a visible focus ring), axe clean;
 * on a phone no horizontal scrolling (the Pages list, an edit screen, the dashboard's charts)
 * and the organisation's mark; and /onboarding loads without console errors or script-policy
 * violations (quality.spec.ts and server-layers.spec.ts check the script policy of other pages,
 * not this one). Runs on the e2e server. "Create New" then leaving saves no page, and an empty
 * page is refused naming its fields: tests/int/pages-empty-drafts.test.ts.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const PAYLOAD_MARKUP_RULES = [
  'aria-command-name',
  'aria-hidden-focus',
  'aria-input-field-name',
  'button-name',
  'label',
  'label-content-name-mismatch',
  'list',
]

// A new editor each run: no admin preferences saved yet, as on a volunteer's first day. Signed
// in once for the spec: every test's page starts with that session.
const spec = signedInMemberForSpec('editor', 'chrome')

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}`), { timeout: 30_000 })
}

async function aboutPageId(): Promise<number> {
  const res = await asAdmin(spec.api, () =>
    spec.api.get('/api/pages?where[slug][equals]=about&limit=1&depth=0'),
  )
  return ((await res.json()) as { docs: { id: number }[] }).docs[0].id
}

/** A draft page with a 140-character title (the layout of About, without its row ids). */
async function longTitledPage(): Promise<number> {
  const about = await asAdmin(spec.api, () =>
    spec.api.get('/api/pages?where[slug][equals]=about&depth=0'),
  )
  const { layout } = ((await about.json()) as { docs: { layout: unknown[] }[] }).docs[0]
  const withoutIds = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutIds)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([k]) => k !== 'id')
              .map(([k, v]) => [k, withoutIds(v)]),
          )
        : value
  const title = 'A very long page title that an editor might write '.repeat(3).slice(0, 140)
  const res = await asAdmin(spec.api, () =>
    spec.api.post('/api/pages?draft=true', {
      data: { title, slug: `long-title-${Date.now()}`, layout: withoutIds(layout) },
    }),
  )
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

/** The editor's saved navigation preference (Payload's `nav`), read as the admin reads it. */
const savedNavOpen = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/payload-preferences/nav', { credentials: 'include' })
    const body = (await res.json()) as { value?: { open?: boolean } | null }
    return body.value?.open ?? null
  })

/** The control that has focus, described for assertion messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el ? `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim()}"` : ''
  })

/** The outline the focused element draws (computed style). */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const style = getComputedStyle(el)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })

/**
 * Nothing on the screen reaches past its right edge (the body clips sideways overflow, so the
 * document's own scroll width cannot tell): every element of the content column ends inside
 * the viewport.
 */
const expectNothingPastTheRightEdge = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.template-default__wrap *')]
          .filter((el) => {
            const r = el.getBoundingClientRect()
            return r.width > 0 && r.height > 0 && r.right > window.innerWidth + 1
          })
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`)
          .slice(0, 10),
      ),
    )
    .toEqual([])

test('a first-time editor on a desktop sees the navigation open, and keeps it closed once closed', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await open(page, '/admin/collections/pages')
  const nav = page.locator('.template-default')
  await expect(nav).toHaveClass(/template-default--nav-open/)
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Media' })).toBeVisible()
  // Still open once Payload has measured the window (it closes the nav up to 1440 px; its
  // animation class follows that measurement), and that close was not taken for a choice.
  await expect(nav).toHaveClass(/template-default--nav-animate/)
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Media' })).toBeVisible()
  await expect(nav).toHaveClass(/template-default--nav-open/)
  expect(await savedNavOpen(page)).toBeNull()
  await page.reload()
  await expect(nav).toHaveClass(/template-default--nav-animate/)
  await expect(nav).toHaveClass(/template-default--nav-open/)
  expect(await savedNavOpen(page)).toBeNull()

  // The editor closes it: it stays closed on the next visit (Payload's own nav preference).
  const toggler = page.locator('.template-default__nav-toggler')
  await expect(toggler).toHaveAccessibleName(/Close Menu/i)
  await toggler.click()
  await expect(nav).not.toHaveClass(/template-default--nav-open/)
  await expect.poll(() => savedNavOpen(page)).toBe(false)
  await page.reload()
  await expect(page.locator('.template-default')).toHaveClass(/template-default--nav-animate/)
  await expect(page.locator('.template-default')).not.toHaveClass(/template-default--nav-open/)
  // Open again for the other tests of this editor.
  await expect(toggler).toHaveAccessibleName(/Open Menu/i)
  await toggler.click()
  await expect(nav).toHaveClass(/template-default--nav-open/)
  await expect.poll(() => savedNavOpen(page)).toBe(true)
})

test('keyboard: the skip link comes first and works; Tab leaves rich text; focus is visible', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await open(page, '/admin/collections/pages')
  const id = await aboutPageId()
  await page.goto(`/admin/collections/pages/${id}?locale=en`)
  const richText = page.locator('[contenteditable="true"]').first()
  await expect(richText).toBeVisible({ timeout: 30_000 })

  // The first Tab from the top of the screen reaches the skip link, which shows itself.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.matches('main, .template-default__wrap')),
    )
    .toBe(true)

  // Breadcrumb and preview controls draw a focus ring.
  for (const control of [
    page.locator('.step-nav a').first(),
    page.locator('.live-preview-toggler, #live-preview-toggler').first(),
    page.locator('.preview-btn, #preview-button').first(),
  ]) {
    await page.keyboard.press('Tab')
    await control.focus()
    await expect(control).toBeFocused()
    const ring = await focusOutline(page)
    expect(ring.style, await focused(page)).not.toBe('none')
    expect(ring.width, await focused(page)).toBeGreaterThanOrEqual(2)
  }

  // Tab inside the rich text moves on and changes nothing.
  const text = await richText.textContent()
  await richText.click()
  await page.keyboard.press('Tab')
  await expect(richText).not.toBeFocused()
  expect(
    await richText.evaluate((el) => el.contains(document.activeElement)),
    await focused(page),
  ).toBe(false)
  expect(await richText.textContent()).toBe(text)
  // No indent was added (Lexical writes it as an inline padding).
  await expect(richText.locator('[style*="padding-inline-start"]')).toHaveCount(0)
})

test('"Log out" is named in words and in view however long the navigation; live preview shows a whole tablet', async ({
  page,
}) => {
  // A laptop's screen: the navigation's list is taller than the window.
  await page.setViewportSize({ width: DESKTOP.width, height: 640 })
  await open(page, '/admin/collections/pages')
  const logOut = page.getByRole('complementary').getByRole('link', { name: 'Log out' })
  await expect(logOut).toHaveText('Log out')
  await expect(logOut).toBeInViewport({ ratio: 1 })

  // Live preview at the tablet's size: what does not fit beside the form scrolls into view.
  await page.setViewportSize(DESKTOP)
  await page.goto(`/admin/collections/pages/${await aboutPageId()}?locale=en`)
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible({ timeout: 30_000 })
  const toggler = page.locator('#live-preview-toggler')
  if (!(await toggler.getAttribute('class'))?.includes('live-preview-toggler--active'))
    await toggler.click()
  await expect(toggler).toHaveClass(/live-preview-toggler--active/)
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  await page.getByRole('button', { name: 'Tablet', exact: true }).click()
  const frame = page.locator('.live-preview-window iframe')
  const main = page.locator('.live-preview-window__main')
  await expect
    .poll(async () => Math.round((await frame.boundingBox())?.width ?? 0))
    .toBeGreaterThanOrEqual(768)
  // Scrolled to its far corner, the device's right and bottom edges are in view too.
  await main.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight))
  const [device, area] = await Promise.all([frame.boundingBox(), main.boundingBox()])
  expect(device!.x + device!.width).toBeLessThanOrEqual(area!.x + area!.width + 1)
  expect(device!.y + device!.height).toBeLessThanOrEqual(area!.y + area!.height + 1)
  // Closed again for the other tests of this editor (Payload keeps it as a preference), and
  // stored before the page closes: a phone test that followed once found the About page in live
  // preview, with no editor in view (e2e tier run three times in a row, 8eb0bbd).
  const stored = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      r.url().includes('/api/payload-preferences/collection-pages') &&
      (r.request().postData() ?? '').includes('"editViewType":"default"'),
  )
  await toggler.click()
  await expect(toggler).not.toHaveClass(/live-preview-toggler--active/)
  expect((await stored).ok()).toBe(true)
})

test('on a phone, a heading scrolled to stops below the edit screen’s sticky bar', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(`/admin/collections/pages/${await aboutPageId()}?locale=en`)
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible({ timeout: 30_000 })
  // A heading in the middle of the long About page, brought into view as a link or the keyboard
  // would: its top must not be under the bar with Save and Publish.
  const seen = await page.evaluate(() => {
    const bar = document.querySelector('.doc-controls')!.getBoundingClientRect()
    const room = document.documentElement.scrollHeight - window.innerHeight
    const heading = [...document.querySelectorAll<HTMLElement>('h2, h3, h4, [role=heading]')].find(
      (h) => {
        if (h.closest('aside, nav, .doc-controls')) return false
        const top = h.getBoundingClientRect().top + window.scrollY
        return h.offsetParent && top > window.innerHeight && top < room
      },
    )
    if (!heading) return null
    heading.scrollIntoView({ block: 'start', behavior: 'instant' })
    return {
      heading: heading.textContent,
      top: heading.getBoundingClientRect().top,
      barBottom: document.querySelector('.doc-controls')!.getBoundingClientRect().bottom,
      barHeight: bar.height,
    }
  })
  expect(seen, 'a heading in the middle of the edit screen').not.toBeNull()
  expect(seen!.top, JSON.stringify(seen)).toBeGreaterThanOrEqual(seen!.barBottom)
})

test('axe finds nothing on the dashboard and on a page edit screen', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await open(page, '/admin/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  // The navigation opens once the editor's preference is read (NavOpenOnDesktop), after Payload
  // closed it on measuring the window; axe run while it came in once read a nav label's colour
  // mid-way ("color-contrast: #nav-group-Team\ admin …", e2e server, a just-started run). What
  // is checked is what an editor reads once it is open: a lasting violation still fails.
  await expect(page.locator('.template-default')).toHaveClass(/template-default--nav-open/)
  await expect(async () => {
    await animationsSettled(page)
    const dashboard = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    expect(dashboard.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
  }).toPass({ timeout: 15_000 })

  await page.goto(`/admin/collections/pages/${await aboutPageId()}?locale=en`)
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible({ timeout: 30_000 })
  // Rules that fail on Payload's own markup of the edit screen (icon buttons and drag handles
  // without names, its tab list, react-select's input, Lexical's unnamed textbox): fixing them
  // means changing Payload's components, not our styles; every other rule must pass.
  await animationsSettled(page)
  const edit = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .disableRules(PAYLOAD_MARKUP_RULES)
    .analyze()
  expect(edit.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
})

test('on a phone the Pages list, a page and a new event’s edit screens and the dashboard’s charts fit, under the organisation’s mark', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await open(page, '/admin/collections/pages')
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
  await expect(page.locator('table').first()).toBeVisible()
  await expectNothingPastTheRightEdge(page)
  // Payload's screens show the site's mark and name, and its icon.
  await expect(page.locator(`[title="${seedSettings.siteName}"]`).first()).toBeVisible()
  await expect(page.locator('link[rel="icon"][href="/icon.svg"]').first()).toBeAttached()

  // The longest title a page may have (140 characters), in the edit screen's breadcrumb.
  const id = await longTitledPage()
  try {
    await page.goto(`/admin/collections/pages/${id}?locale=en`)
    await expect(page.locator('[contenteditable="true"]').first()).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.step-nav')).toContainText('Pages')
    await expectNothingPastTheRightEdge(page)
  } finally {
    await asAdmin(spec.api, () => spec.api.delete(`/api/pages/${id}?overrideLock=true`))
  }

  // A new event: its long choices ("Every month, on the same weekday …") wrap.
  await page.goto('/admin/collections/events/create')
  await expect(page.getByText('Every month, on the same weekday', { exact: false })).toBeVisible()
  await expectNothingPastTheRightEdge(page)

  // The dashboard's charts, with their numbers as a table for screen readers too.
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('img', { name: /Crisis help used per day/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /Form submissions per week/ })).toBeVisible()
  const usage = page.getByRole('table', { name: /Crisis help used per day/ })
  await expect(usage).toBeAttached()
  await expect(usage.getByRole('row')).toHaveCount(31)
  await expectNothingPastTheRightEdge(page)
})

/** Console errors, uncaught exceptions and script-policy violations of a page, as they come. */
async function watch(page: Page) {
  const errors = collectErrors(page)
  await page.exposeFunction('reportCspViolation', (v: string) => errors.push(`CSP: ${v}`))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  )
  return errors
}

test('/onboarding loads without console errors or script-policy violations', async ({
  page,
  browser,
}) => {
  // A visitor, with and without an invitation link.
  const visitorContext = await browser.newContext(VISITOR)
  const visitor = await visitorContext.newPage()
  const visitorErrors = await watch(visitor)
  for (const path of ['/onboarding', '/onboarding?token=not-a-real-invitation-token']) {
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
    await visitor.waitForLoadState('networkidle')
  }
  await visitorContext.close()
  expect(visitorErrors).toEqual([])

  // Signed in (the admin's "Invite a team member" link).
  const errors = await watch(page)
  await page.goto('/onboarding')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})
