import { expect, type Page } from '@playwright/test'
import { adminApi } from '../helpers/auth'
import { deleteOwn, ownCrisisLine, readLineDraft } from '../helpers/own-documents'
import { adminTest as test } from '../helpers/signed-in'

/**
 * Issue 42, task 2, in the admin: a first-time editor marks a line's phone down this afternoon,
 * as the admin offers it ("Temporarily unavailable"), and saves; the times saved are the ones
 * picked, in New York's zone. The line is a never-published copy of Trans Lifeline of this
 * test's own (saved as a draft), so no visitor's page changes and the test runs beside the
 * others. What visitors then get (/crisis, the dialog and the contacts file say so, 988 instead
 * of the Call button, back by itself) is crisis-unavailable.spec.ts; the saves and the time rules
 * are integration-tested (tests/int/crisis-outages.test.ts).
 */
const ZONE = 'America/New_York'
const REASON = 'Phone system outage'
const QUARTER = 15 * 60_000

test.use({ timezoneId: ZONE })

/** A time on the quarter hour, `minutes` from now, as the picker shows it in New York. */
function pickerTime(minutes: number): { date: Date; typed: string } {
  const date = new Date(Math.round((Date.now() + minutes * 60_000) / QUARTER) * QUARTER)
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, ...options }).format(date)
  const typed = `${part({ weekday: 'short' })}, ${part({ month: 'short', day: 'numeric', year: 'numeric' })} ${part({ hour: 'numeric', minute: '2-digit' })}`
  return { date, typed: typed.replace(/[\u202f\u2009]/g, ' ') }
}

async function typeTime(page: Page, name: 'from' | 'until', typed: string) {
  const field = page.locator(`#field-outages__0__${name}`)
  // The input says its zone: Payload's zone select beside it, the organisation's by default.
  await expect(field.getByRole('combobox', { name: 'Timezone' })).toBeVisible()
  await expect(field).toContainText('Eastern Time (New York)')
  const input = field.getByRole('textbox')
  await input.click()
  await input.fill(typed)
  await input.press('Enter')
  await page.keyboard.press('Escape')
}

test('a first-time editor marks a line unavailable this afternoon, and saves the times picked', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(playwright, baseURL!)
  const line = await ownCrisisLine(api, 'unavailable', { like: 'trans-lifeline' })
  try {
    await page.goto(`/admin/collections/crisis-resources/${line.id}?locale=en`)
    // The field tells what it does and its limits before anything is typed.
    const add = page.getByRole('button', { name: 'Add Unavailable time' })
    await expect(add).toBeVisible({ timeout: 30_000 })
    await expect(
      page.getByText('its Call, Text and Chat buttons are hidden', { exact: false }),
    ).toBeVisible()
    await add.click()
    await expect(page.getByText('New unavailable time 01', { exact: true })).toBeVisible({
      timeout: 30_000,
    })
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

    // Saved as a draft: the line was never published, and stays off the site.
    await page.getByRole('button', { name: /^Save draft$/i }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

    const saved = await readLineDraft<{
      outages: { from: string; until: string; reason: string }[]
    }>(api, line.id)
    expect(saved.outages).toHaveLength(1)
    expect(saved.outages[0]).toMatchObject({
      from: from.date.toISOString(),
      until: until.date.toISOString(),
      reason: REASON,
    })
  } finally {
    await deleteOwn(api, 'crisis-resources', line.id)
    await api.dispose()
  }
})
