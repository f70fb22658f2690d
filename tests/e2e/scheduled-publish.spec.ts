import { expect, test } from '@playwright/test'
import { adminApi, createMember, deleteMember, signInByApi } from '../helpers/auth'

/**
 * Scheduled publishing as an editor meets it (issue 41): a draft page is scheduled in the admin's
 * "Schedule Publish" drawer for the next minute, in the organisation's time zone; it is not on the
 * site before, and once its time comes a visitor finds it — with nobody signed in and no restart
 * (the server runs its due jobs itself: docs/scheduled-publishing.md). A page rather than a story,
 * so /news and the home page's latest stories stay as other specs expect them; the story's
 * schedule and unpublish are integration-tested (tests/int/scheduled-publish.test.ts).
 */
const ZONE = 'America/New_York'
test.use({ timezoneId: ZONE })

/** The next whole minute at least 20 s away, as the drawer's field reads it: "Nov 28, 2026 4:20 PM". */
function nextMinute() {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return {
    at,
    typed: `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`,
  }
}

test('an editor schedules a draft page for the next minute; visitors get it then', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const api = await adminApi(playwright, baseURL!)
  const editor = await createMember(api, 'editor', 'schedule')
  const run = Date.now().toString(36)
  const slug = `open-house-${run}`
  const created = await api.post('/api/pages?draft=true', {
    data: {
      title: `Open house ${run}`,
      slug,
      _status: 'draft',
      layout: [{ blockType: 'hero', heading: `Open house ${run}` }],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc
  const visitor = await browser.newContext()
  try {
    await signInByApi(page, editor)
    await page.goto(`/admin/collections/pages/${id}`)
    await expect(page.getByRole('button', { name: 'Publish changes' })).toBeVisible({
      timeout: 30_000,
    })
    // The arrow beside "Publish changes" opens the drawer (its name: NamePublishOptions.tsx).
    await page.getByRole('button', { name: 'More publish options', exact: true }).click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    const drawer = page.locator('.schedule-publish')
    await expect(
      drawer.getByRole('heading', { name: `Schedule publish for Open house ${run}` }),
    ).toBeVisible()
    await drawer.getByText('Publish', { exact: true }).click()
    await expect(drawer.getByText('Eastern Time (New York)')).toBeVisible()

    const when = nextMinute()
    await drawer.locator('input[type="text"]').first().fill(when.typed)
    await drawer.getByRole('heading', { level: 2 }).click()
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible()
    const upcoming = drawer.getByRole('row').filter({ hasText: 'Eastern Time (New York)' })
    await expect(upcoming).toHaveCount(1)
    await expect(upcoming).toContainText('Publish')

    // Nobody is signed in from here on: the editor's tab is closed.
    await page.close()
    const anonymous = await visitor.newPage()
    expect((await anonymous.request.get(`/${slug}`)).status()).toBe(404)
    await expect(async () => {
      expect(Date.now()).toBeGreaterThanOrEqual(when.at.getTime())
      const res = await anonymous.goto(`/${slug}`)
      expect(res?.status()).toBe(200)
    }).toPass({ timeout: 100_000, intervals: [2_000] })
    await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(`Open house ${run}`)
  } finally {
    await visitor.close()
    await api.delete(`/api/pages/${id}`)
    await deleteMember(api, editor)
    await api.dispose()
  }
})
