import { expect, type Page, test } from '@playwright/test'
import { adminApi, signInByApi, WORKER_ADMIN } from '../helpers/auth'

/**
 * Issue 42, task 2: a first-time editor marks Trans Lifeline's phone line down this afternoon, as
 * the admin offers it ("Temporarily unavailable"), publishes, and a visitor's /crisis says so and
 * offers 988 instead of its Call button. Runs on the e2e server (playwright.config.ts); the saves and the time rules
 * are integration-tested too (tests/int/crisis-outages).
 */
const SLUG = 'trans-lifeline'
const ZONE = 'America/New_York'
const REASON = 'Phone system outage'
const QUARTER = 15 * 60_000

/** A time on the quarter hour, `minutes` from now, as the picker shows it in New York. */
function pickerTime(minutes: number): { date: Date; typed: string } {
  const date = new Date(Math.round((Date.now() + minutes * 60_000) / QUARTER) * QUARTER)
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, ...options }).format(date)
  const typed = `${part({ weekday: 'short' })}, ${part({ month: 'short', day: 'numeric', year: 'numeric' })} ${part({ hour: 'numeric', minute: '2-digit' })}`
  return { date, typed: typed.replace(/[\u202f\u2009]/g, ' ') }
}

async function typeTime(page: Page, name: 'from' | 'until', typed: string) {
  const input = page.locator(`#field-outages__0__${name} input`)
  await input.click()
  await input.fill(typed)
  await input.press('Enter')
  await page.keyboard.press('Escape')
}

test(
  'a first-time editor marks a line unavailable this afternoon; /crisis says so',
  { tag: '@shared' },
  async ({ browser, playwright, baseURL }) => {
    test.setTimeout(180_000)
    const api = await adminApi(playwright, baseURL!)
    const found = await api.get(`/api/crisis-resources?where[slug][equals]=${SLUG}&depth=0`)
    const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]
    const editor = await browser.newContext({ timezoneId: ZONE })
    try {
      const page = await editor.newPage()
      await signInByApi(page, WORKER_ADMIN)
      await page.goto(`/admin/collections/crisis-resources/${id}?locale=en`)
      // The field tells what it does and its limits before anything is typed.
      const add = page.getByRole('button', { name: 'Add Unavailable time' })
      await expect(add).toBeVisible({ timeout: 30_000 })
      await expect(
        page.getByText('its Call, Text and Chat buttons are hidden', { exact: false }),
      ).toBeVisible()
      await add.click()
      await expect(page.getByText('New unavailable time 01', { exact: true })).toBeVisible()
      await expect(page.getByText('Up to 80 characters.', { exact: false })).toBeVisible()

      const from = pickerTime(-60)
      const until = pickerTime(180)
      await typeTime(page, 'from', from.typed)
      await typeTime(page, 'until', until.typed)
      await page.getByRole('textbox', { name: /^Reason/ }).fill(REASON)
      // The row is named after its times, with their zone, and says it is on now.
      await expect(
        page.getByText(new RegExp(`^Unavailable .+ E[SD]T: ${REASON} — on now$`)),
      ).toBeVisible()

      await page.getByRole('button', { name: /^Publish changes$/ }).click()
      await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

      const saved = await api.get(`/api/crisis-resources/${id}?depth=0`)
      const [outage] = ((await saved.json()) as { outages: { from: string; until: string }[] })
        .outages
      expect(outage).toMatchObject({
        from: from.date.toISOString(),
        until: until.date.toISOString(),
      })

      // The visitor, in New York.
      const visitor = await browser.newContext({ timezoneId: ZONE })
      const site = await visitor.newPage()
      await site.goto('/crisis')
      const card = site.getByRole('main').getByRole('article', { name: 'Trans Lifeline' })
      const backAt = new Intl.DateTimeFormat('en-US', {
        timeZone: ZONE,
        hour: 'numeric',
        minute: '2-digit',
      })
        .format(until.date)
        .replace(/:00/, '')
        .replace(/\s*([AP])M/, (_, p: string) => ` ${p.toLowerCase()}m`)
      await expect(card.locator('[data-unavailable]')).toContainText(
        `Temporarily unavailable: ${REASON}. Back`,
      )
      await expect(card.locator('[data-unavailable]')).toContainText(`${backAt} your time.`)
      await expect(card.getByRole('link', { name: 'Call 1-877-565-8860' })).toHaveCount(0)
      await expect(
        card.getByRole('link', { name: 'Call 988 Suicide & Crisis Lifeline (988)' }),
      ).toBeVisible()
      await visitor.close()
    } finally {
      await editor.close()
      const restored = await api.patch(`/api/crisis-resources/${id}`, {
        data: { outages: [], _status: 'published' },
      })
      expect(restored.ok()).toBe(true)
      await api.dispose()
    }
  },
)
