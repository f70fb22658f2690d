import { expect, type Page, test } from '@playwright/test'
import { adminApi, createMember, deleteMember, signInByApi } from '../helpers/auth'
import { withE2eDatabase } from '../helpers/e2e-database'
import { paragraph } from '../helpers/lexical'

/**
 * Scheduled publishing as an editor meets it (issue 41): a draft story and a draft page are each
 * scheduled in the admin's "Schedule Publish" drawer for the next minute, in the organisation's
 * time zone; neither is on the site before, and once their time comes a visitor finds both — the
 * story on /news, under its category — with nobody signed in and no restart (the server runs its
 * due jobs itself: docs/scheduled-publishing.md). The story is dated long ago, in a category of
 * its own, so it is never the newest on /news or the home page. The test does not wait for the
 * minute: once both are
 * scheduled it moves their jobs' time to now in the e2e server's database, and the server's own
 * runner (every 2 s there) publishes them. Against a server started elsewhere (BASE_URL) it waits.
 * Unpublishing at a time and the runner's rules are integration-tested
 * (tests/int/scheduled-publish.test.ts).
 */
const ZONE = 'America/New_York'
test.use({ timezoneId: ZONE })

/** Makes the scheduled publishing of these documents due now (Payload's `payload_jobs` rows). */
function dueNow(docs: { collection: string; id: number }[]) {
  return withE2eDatabase((db) =>
    db.query(
      `UPDATE payload_jobs SET wait_until = now()
        WHERE completed_at IS NULL AND task_slug = 'schedulePublish'
          AND (input->'doc'->>'relationTo') || '/' || (input->'doc'->>'value') = ANY($1)`,
      [docs.map((d) => `${d.collection}/${d.id}`)],
    ),
  )
}

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

/** Opens a document's edit screen and schedules its publishing for the next minute; returns when. */
async function scheduleNextMinute(page: Page, editPath: string, title: string): Promise<Date> {
  await page.goto(editPath)
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeVisible({
    timeout: 30_000,
  })
  // The arrow beside "Publish changes" opens the drawer (its name: NameIconButtons.tsx).
  await page.getByRole('button', { name: 'More publish options', exact: true }).click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('heading', { name: `Schedule publish for ${title}` })).toBeVisible()
  // Never published: "Publish" is chosen for the editor (SchedulePublishButton.tsx; Payload's own
  // drawer preselected "Unpublish", which would do nothing at that time).
  await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
  await expect(drawer.getByRole('radio', { name: 'Unpublish', exact: true })).not.toBeChecked()
  await expect(drawer.getByText('Eastern Time (New York)')).toBeVisible()

  const when = nextMinute()
  // Payload's date picker may drop what was typed while it is still drawing (seen once on a
  // loaded machine: Save found the field empty); typed again until it holds the time.
  const input = drawer.locator('input[type="text"]').first()
  await expect(async () => {
    await input.fill(when.typed)
    await drawer.getByRole('heading', { level: 2 }).click()
    await expect(input).toHaveValue(/\d:\d\d/, { timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  const upcoming = drawer.getByRole('row').filter({ hasText: 'Eastern Time (New York)' })
  await expect(upcoming).toHaveCount(1)
  await expect(upcoming).toContainText('Publish')
  expect(Date.now(), 'scheduled before its time').toBeLessThan(when.at.getTime())
  return when.at
}

// Its story is dated 2001 and filed under a category of its own: it is never among the latest,
// and stories.spec.ts reads the seeded stories' order among whatever else /news lists.
test('an editor schedules a draft story and a draft page for the next minute; visitors get both then', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Two edit screens and their drawers, then the visitor's pages: 13–21 s alone and beside two
  // busy loops; once, in the first of three e2e runs in a row (8eb0bbd), past 60 s with no step's
  // own wait run out (the artifacts were overwritten by the next run). Against a server started
  // elsewhere (BASE_URL) it also waits for the minute.
  test.setTimeout(process.env.BASE_URL ? 180_000 : 120_000)
  const api = await adminApi(playwright, baseURL!)
  const editor = await createMember(api, 'editor', 'schedule')
  const run = Date.now().toString(36)
  const created: { collection: string; id: number }[] = []
  const create = async (collection: string, data: Record<string, unknown>) => {
    const res = await api.post(`/api/${collection}?draft=true`, { data })
    expect(res.ok(), await res.text()).toBe(true)
    const { doc } = (await res.json()) as { doc: { id: number; slug: string } }
    created.push({ collection, id: doc.id })
    return doc
  }
  const visitor = await browser.newContext()
  try {
    const category = await create('categories', { name: `Schedule ${run}` })
    const storyTitle = `Monday open house ${run}`
    // Dated long ago (publishing keeps a date the editor set: tests/int/stories.test.ts), so
    // it never leads /news or the home page while other tests read them.
    const story = await create('stories', {
      title: storyTitle,
      summary: 'Come and meet the team.',
      body: paragraph('Doors open at nine.'),
      categories: [category.id],
      publishedAt: '2001-01-01T12:00:00.000Z',
      _status: 'draft',
    })
    const pageTitle = `Open house ${run}`
    const draftPage = await create('pages', {
      title: pageTitle,
      slug: `open-house-${run}`,
      _status: 'draft',
      layout: [{ blockType: 'hero', heading: pageTitle }],
    })

    await signInByApi(page, editor)
    const storyAt = await scheduleNextMinute(
      page,
      `/admin/collections/stories/${story.id}`,
      storyTitle,
    )
    const pageAt = await scheduleNextMinute(
      page,
      `/admin/collections/pages/${draftPage.id}`,
      pageTitle,
    )

    // Nobody is signed in from here on: the editor's tab is closed.
    await page.close()
    const anonymous = await visitor.newPage()
    const storyPath = `/news/${story.slug}`
    const pagePath = `/${draftPage.slug}`
    if (Date.now() < storyAt.getTime())
      expect((await anonymous.request.get(storyPath)).status()).toBe(404)
    if (Date.now() < pageAt.getTime())
      expect((await anonymous.request.get(pagePath)).status()).toBe(404)
    const moved = await dueNow([
      { collection: 'stories', id: story.id },
      { collection: 'pages', id: draftPage.id },
    ])
    if (moved) expect(moved.rowCount, 'both jobs made due').toBe(2)
    const last = moved ? 0 : Math.max(storyAt.getTime(), pageAt.getTime())
    await expect(async () => {
      expect(Date.now()).toBeGreaterThanOrEqual(last)
      expect((await anonymous.request.get(storyPath)).status()).toBe(200)
      expect((await anonymous.request.get(pagePath)).status()).toBe(200)
    }).toPass({ timeout: moved ? 30_000 : 100_000, intervals: [1_000] })

    await anonymous.goto(pagePath)
    await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(pageTitle)
    await anonymous.goto(`/news?category=${category.slug}`)
    await expect(anonymous.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      storyTitle,
    ])
    await anonymous.getByRole('link', { name: storyTitle }).click()
    await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(storyTitle)
  } finally {
    await visitor.close()
    for (const { collection, id } of created.reverse())
      await api.delete(`/api/${collection}/${id}?overrideLock=true`)
    await deleteMember(api, editor)
    await api.dispose()
  }
})
