import { expect, type Page } from '@playwright/test'
import { type Closure, closureDays } from '@domain/crisis/hours/schedule'
import { openArrayRow } from '../helpers/admin-rows'
import { adminApi } from '../helpers/auth'
import { deleteOwn, ownCrisisLine, readLineDraft } from '../helpers/own-documents'
import { adminTest as test } from '../helpers/signed-in'

/**
 * Issue 30, the hours task in the admin: an editor who has never seen the admin changes Friday's
 * hours of a hotline and adds a week's closure, and saves. The line is a never-published copy of
 * the LGBT National Hotline of this test's own (saved as a draft), so no visitor's page changes
 * and the test runs beside the others. What /crisis then says of such hours is unit-tested
 * (tests/unit/crisis-hours-ranges.test.ts, crisis-hours.test.ts) and integration-tested over
 * REST (tests/int/crisis-hours.test.ts: Friday 4 pm – 1 am and a week off).
 */
const ZONE = 'America/New_York'
const NOTE = 'Staff week off'

type Saved = {
  hours: { weekly: { day: string; open: string; close: string }[]; closures?: Closure[] }
}

/** A calendar day in New York, `offset` days from today there, as Y-M-D parts. */
function nyDay(offset: number): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE })
    .format(new Date())
    .split('-')
    .map(Number)
  return new Date(Date.UTC(y, m - 1, d + offset, 12))
}
const format = (day: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(day)

/**
 * Payload's date picker takes a typed day in the field's display format. (Its label points at
 * the picker's wrapper, not at the input, so the input is found inside the field.)
 */
async function pickDay(page: Page, name: 'firstDay' | 'lastDay', day: Date) {
  const input = page
    .locator(`[id^="field-hours__closures__"][id$="__${name}"] input`)
    .filter({ visible: true })
  await input.click()
  await input.fill(
    format(day, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
  )
  await input.press('Enter')
  await page.keyboard.press('Escape')
}

/**
 * The edit view's requests for its form state (a POST to its own address after each change),
 * counted while they are on their way: a row added while one is can be dropped by its answer.
 */
function formStateRequests(page: Page, path: string) {
  let pending = 0
  const isFormState = (url: string, method: string) =>
    method === 'POST' && new URL(url).pathname === path
  page.on('request', (r) => {
    if (isFormState(r.url(), r.method())) pending++
  })
  const done = (r: { url: () => string; method: () => string }) => {
    if (isFormState(r.url(), r.method())) pending--
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return { settled: () => expect.poll(() => pending, { timeout: 20_000 }).toBe(0) }
}

test('a first-time editor changes Friday’s hours and adds a week off, and saves them', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const api = await adminApi(playwright, baseURL!)
  const line = await ownCrisisLine(api, 'hours')
  const first = nyDay(0)
  const last = nyDay(6)
  const path = `/admin/collections/crisis-resources/${line.id}`
  const formState = formStateRequests(page, path)

  try {
    await page.goto(`${path}?locale=en`)

    // The rows say which day they are; the zone is named as people name it.
    const friday = page.getByText('Friday 4 pm – midnight', { exact: true })
    await expect(friday).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Saturday 12 pm – 5 pm', { exact: true })).toBeVisible()
    await expect(page.getByText('Eastern Time (New York)')).toBeVisible()
    await expect(page.getByText('America/New_York')).toHaveCount(0)
    // And the two buttons say what they do.
    await expect(
      page.getByText('"Publish changes" updates the site within seconds', { exact: false }),
    ).toBeVisible()

    // Friday: open until 1 am. The row's name follows as the time is picked.
    // The whole bar of a row opens it (Payload's toggle button lies over the row's name).
    const opens = page.getByLabel('Opens at').filter({ visible: true })
    const closes = page.getByLabel('Closes at').filter({ visible: true })
    await openArrayRow(
      page.locator('.collapsible__toggle-wrap', { has: friday }).locator('.collapsible__toggle'),
      closes,
    )
    await expect(closes).toHaveCount(1)
    await expect(closes).toHaveValue('00:00')
    // A time left empty is named at once, before any save.
    await opens.fill('')
    await closes.focus()
    await expect(page.getByRole('alert').filter({ hasText: 'Opens at: pick a time' })).toBeVisible()
    await opens.fill('16:00')
    await closes.fill('01:00')
    await expect(page.getByText('Friday 4 pm – Saturday 1 am', { exact: true })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Opens at' })).toHaveCount(0)

    // A week's closure, from today to six days on, with a note. "Add Closure" is pressed once,
    // when no answer about the form's state is on its way (one could drop the new row: ci52),
    // and the row is waited for, however long a loaded machine takes: a second press made two
    // rows (a 31-minute CI run on 2 cores).
    await formState.settled()
    await page.getByRole('button', { name: 'Add Closure' }).click()
    const firstDayLabel = page.getByText('First day closed').filter({ visible: true })
    await expect(firstDayLabel).toHaveCount(1, { timeout: 30_000 })
    await pickDay(page, 'firstDay', first)
    await pickDay(page, 'lastDay', last)
    await page.getByRole('textbox', { name: /^Note/ }).filter({ visible: true }).fill(NOTE)
    const sameYear = first.getUTCFullYear() === last.getUTCFullYear()
    const rowName = `Closed ${format(first, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) })} – ${format(last, { month: 'short', day: 'numeric', year: 'numeric' })} (7 days): ${NOTE}`
    await expect(page.getByText(rowName, { exact: true })).toBeVisible()

    // Saved as a draft: the line was never published, and stays off the site.
    await page.getByRole('button', { name: /^Save draft$/i }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

    const saved = await readLineDraft<Saved>(api, line.id)
    expect(saved.hours.weekly.find((o) => o.day === 'friday')).toMatchObject({
      open: '16:00',
      close: '01:00',
    })
    expect(saved.hours.closures).toHaveLength(1)
    expect(saved.hours.closures![0].note).toBe(NOTE)
    expect(closureDays(saved.hours.closures![0])).toEqual({
      first: first.toISOString().slice(0, 10),
      last: last.toISOString().slice(0, 10),
    })
  } finally {
    await deleteOwn(api, 'crisis-resources', line.id)
    await api.dispose()
  }
})
