import { type ElementHandle, expect, type Page, test } from '@playwright/test'
import { LOCALES, localeOfPath, stripLocale, toLocalePath } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { OTHER_ROUTES, PUBLIC_ROUTES, STORY_ROUTES } from '../helpers/routes'

/**
 * The crisis button never covers a call, text or chat action (issue 58; WCAG 2.2 SC 2.4.11 Focus
 * Not Obscured): on every public route of tests/helpers/routes.ts (and /crisis, and the issue's
 * own search), in every language, on phones 320, 375 and 430 px wide — as the page arrives, and
 * with each action focused in turn. Once with JavaScript (the dialog button) and once without (the
 * link to /crisis). One page load per route and mode, laid out again at each width (the rule is
 * CSS only); the geometry is read in the page in one go.
 *
 * Elsewhere: focused elements other than these actions clear of the button — crisis-dialog.spec.ts
 * ("keeps focused elements clear of itself while tabbing"); the button's corner on the seeded
 * pages — site-routes.spec.ts.
 */
const ROUTES = [
  ...new Set(
    [
      ...PUBLIC_ROUTES.map((r) => r.path),
      ...STORY_ROUTES,
      '/crisis',
      '/search?q=I%20want%20to%20die',
      ...OTHER_ROUTES,
    ].flatMap((path) => LOCALES.map((locale) => toLocalePath(stripLocale(path), locale))),
  ),
]

/** Calls, texts and chats: CrisisResourceCard marks its chat links. */
const ACTIONS = 'a[href^="tel:"], a[href^="sms:"], a[data-chat-link]'

type Overlap = { action: string; when: 'on arrival' | 'focused' }

/** Every action `crisis` overlaps on the page as it is now, then with each focused. */
function overlaps(crisis: ElementHandle<HTMLElement | SVGElement>): Promise<Overlap[]> {
  return crisis.evaluate((crisis, selector) => {
    type Box = { left: number; right: number; top: number; bottom: number }
    const meet = (a: Box, b: Box) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    const found: Overlap[] = []
    // As it arrives: the last width's focusing scrolled it.
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
    const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (a) => a.getClientRects().length > 0,
    )
    const label = (a: HTMLElement) => `${a.textContent?.trim()} (${a.getAttribute('href')})`
    for (const a of shown)
      if (meet(a.getBoundingClientRect(), crisis.getBoundingClientRect()))
        found.push({ action: label(a), when: 'on arrival' })
    for (const a of shown) {
      a.focus()
      if (meet(a.getBoundingClientRect(), crisis.getBoundingClientRect()))
        found.push({ action: label(a), when: 'focused' })
    }
    return found
  }, ACTIONS)
}

const WIDTHS = [320, 375, 430]

/**
 * Each route loaded once, its crisis button found once by its role and name (a button with
 * JavaScript, a link without); each width is the same page laid out again (the rule is CSS only).
 */
async function overlapsAtEveryWidth(page: Page, hydrated: boolean): Promise<string[]> {
  const found: string[] = []
  for (const route of ROUTES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 740 })
    // The stylesheet is inline: the layout is whole once the document and its fonts are.
    await page.goto(route, { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const name = messagesFor(localeOfPath(route)).crisis.button
    const button = page.getByRole(hydrated ? 'button' : 'link', { name, exact: true })
    await expect(button, route).toBeVisible()
    const crisis = await button.elementHandle()
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 })
      for (const o of await overlaps(crisis!))
        found.push(`${route} at ${width} px: ${o.action} ${o.when}`)
    }
  }
  return found
}

test.describe.configure({ mode: 'parallel' })

test('at 320, 375 and 430 px the crisis button covers no call, text or chat action', async ({
  page,
}) => {
  test.setTimeout(240_000)
  expect(await overlapsAtEveryWidth(page, true)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('at 320, 375 and 430 px the crisis link covers no call, text or chat action', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    expect(await overlapsAtEveryWidth(page, false)).toEqual([])
  })
})
