import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import ICAL from 'ical.js'
import { byPath, expectSaved } from '../helpers/admin-fields'
import { adminApi, createMember, deleteMember, signInByApi } from '../helpers/auth'
import { deleteOwn, runId } from '../helpers/own-documents'
import { seedEvents } from '../../src/seed/content/events'
import { seedSettings } from './site-helpers'

/**
 * Events (issue 61) as a person meets them. A visitor without JavaScript finds the demo events
 * on /services and /events, filters them, reads a training with its access and time zone, and
 * takes calendar files that a real iCalendar parser (ical.js) reads: a sensitive group's entry
 * says nothing but the site's name, a cancelled night is cancelled in the feed. An editor then
 * announces an event in the admin and finds it on the site. Repeats, time zones and the file's
 * RFC 5545 details are unit tests (events-timing, events-ics); saves, access and the refresh job
 * tests/int/events.test.ts.
 */
const demo = seedEvents()
const titleOf = (slug: string) => demo.find((e) => e.slug === slug)!.en.title
const TRAINING = titleOf('ally-training-for-workplaces')
const GROUP = titleOf('peer-support-group-online')
const CANCELLED = titleOf('community-night-game-night')
const PAST = titleOf('fall-community-potluck')
const NEUTRAL = `${seedSettings.siteName} event`

type Entry = {
  summary: string
  location: string | null
  status: string | null
  tzid: string | null
}

/** The events of a calendar file as a calendar app reads them. */
async function calendarOf(api: APIRequestContext, href: string) {
  const res = await api.get(href)
  expect(res.status(), href).toBe(200)
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await res.text()))
  const entries: Entry[] = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    summary: String(vevent.getFirstPropertyValue('summary')),
    location: (vevent.getFirstPropertyValue('location') as string | null) ?? null,
    status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | null,
  }))
  return { res, calendar, entries }
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')

test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('finds events, filters them, reads one and takes its calendar entry, discreet where it must be', async ({
    page,
  }) => {
    await page.goto('/services#events')
    const section = page.locator('section#events')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Upcoming events')
    await expect(section.getByRole('link', { name: GROUP })).toBeVisible()

    await section.getByRole('link', { name: 'See all events' }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
    for (const title of [TRAINING, GROUP, CANCELLED])
      await expect(cards(page).filter({ hasText: title })).toHaveCount(1)
    await expect(cards(page).filter({ hasText: PAST })).toHaveCount(0)
    await expect(cards(page).filter({ hasText: CANCELLED })).toContainText('Cancelled')
    const subscribe = page.getByRole('link', { name: 'Subscribe to all events' })
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/events\/calendar\.ics$/)

    await page.getByRole('link', { name: 'Online', exact: true }).click()
    await expect(page).toHaveURL(/\/events\?mode=online$/)
    await expect(cards(page).filter({ hasText: GROUP })).toHaveCount(1)
    await expect(cards(page).filter({ hasText: TRAINING })).toHaveCount(0)

    await page.goto('/events?when=past')
    await expect(cards(page).filter({ hasText: PAST })).toHaveCount(1)
    await expect(cards(page).filter({ hasText: TRAINING })).toHaveCount(0)
    // A page the list does not have is not found, before any page of it is read.
    for (const query of ['when=past&page=2', 'page=2', 'page=0', 'mode=boat', 'category=nope'])
      expect((await page.request.get(`/events?${query}`)).status(), query).toBe(404)

    await page.goto('/events')
    await cards(page).filter({ hasText: TRAINING }).getByRole('link', { name: TRAINING }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRAINING)
    const main = page.getByRole('main')
    await expect(main.getByText('Step-free access')).toBeVisible()
    await expect(main.locator('time').first()).toHaveText(/ E[SD]T$/)
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    )
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: TRAINING, isAccessibleForFree: true })

    const add = main.getByRole('link', { name: 'Add to calendar' })
    const own = await calendarOf(page.request, (await add.getAttribute('href'))!)
    expect(own.entries).toEqual([
      expect.objectContaining({ summary: TRAINING, tzid: 'America/New_York', status: 'CONFIRMED' }),
    ])
    expect(own.calendar.getAllSubcomponents('vtimezone')).toHaveLength(1)

    // A support group: its page says what its entry shows, and the entry shows only that.
    await page.goto(`/events/peer-support-group-online`)
    await expect(page.getByRole('main')).toContainText(
      `This event’s calendar entries are always discreet: they say only “${NEUTRAL}”`,
    )
    const group = await calendarOf(
      page.request,
      (await page
        .getByRole('main')
        .getByRole('link', { name: 'Add to calendar' })
        .getAttribute('href'))!,
    )
    expect(group.entries).toEqual([expect.objectContaining({ summary: NEUTRAL, location: null })])
    expect(group.res.headers()['content-disposition']).toBe('attachment; filename="event.ics"')
    expect(group.calendar.getFirstPropertyValue('x-wr-calname')).toBe(NEUTRAL)

    // The feed a calendar subscribes to: cancelled says so, the group stays discreet.
    const feed = await calendarOf(page.request, '/events/calendar.ics')
    expect(feed.entries).toContainEqual(
      expect.objectContaining({ summary: CANCELLED, status: 'CANCELLED' }),
    )
    expect(feed.entries.map((e) => e.summary)).not.toContain(GROUP)
    expect(feed.entries).toContainEqual(
      expect.objectContaining({ summary: NEUTRAL, location: null }),
    )
    const discreet = await calendarOf(page.request, '/events/calendar.ics?discreet=1')
    expect(new Set(discreet.entries.map((e) => e.summary))).toEqual(new Set([NEUTRAL]))
  })
})

// @shared: while it lasts its published event is on /events, in the sitemap and in the crawl of
// quality.spec.ts, which the chromium project's tests read as the seed left them.
test(
  'an editor announces an online event in the admin and visitors find it with its time zone',
  {
    tag: '@shared',
  },
  async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const api = await adminApi(playwright, baseURL!)
    const editor = await createMember(api, 'editor', 'events-task')
    const title = `Queer book club ${runId()}`
    let eventId: number | undefined
    try {
      await signInByApi(page, editor)
      await page.goto('/admin/collections/events/create?locale=en')
      await expect(byPath(page, 'title')).toBeEditable({ timeout: 30_000 })
      await byPath(page, 'title').fill(title)
      await byPath(page, 'summary').fill('We read one book a month and talk about it online.')
      for (const [path, when] of [
        ['startsAt', 'Jun 10, 2027 6:00 PM'],
        ['endsAt', 'Jun 10, 2027 7:30 PM'],
      ] as const) {
        await expect(byPath(page, path)).toContainText('Eastern Time (New York)')
        const input = byPath(page, path).getByRole('textbox')
        await input.click()
        await input.fill(when)
        await input.press('Enter')
        await page.keyboard.press('Escape')
      }
      await byPath(page, 'categories').click()
      await page.getByRole('option', { name: 'Community night', exact: true }).click()
      await page.getByRole('checkbox', { name: 'Discreet in calendars' }).check()
      await page.getByRole('button', { name: 'Where and access' }).click()
      // Payload draws its own circle over the radio input: the label is what a person clicks.
      await byPath(page, 'attendance').getByText('Online', { exact: true }).click()
      await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked()
      await byPath(page, 'accessibility').click()
      await page.getByRole('option', { name: 'Live captions', exact: true }).click()

      await page.getByRole('button', { name: /^Publish changes$/ }).click()
      await expectSaved(page)
      await expect(page).toHaveURL(/\/admin\/collections\/events\/(\d+)/, { timeout: 20_000 })
      eventId = Number(/\/events\/(\d+)/.exec(page.url())![1])
      const slug = (await (await api.get(`/api/events/${eventId}?depth=0`)).json()).slug as string

      await page.goto(`/events/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const main = page.getByRole('main')
      await expect(main.locator('time').first()).toHaveText(
        'Thursday, June 10, 2027, 6:00 – 7:30 PM EDT',
      )
      await expect(main.getByText('Live captions')).toBeVisible()
      await expect(main).toContainText(`This event’s calendar entries are always discreet`)
      await page.goto('/events?mode=online')
      await expect(cards(page).filter({ hasText: title })).toHaveCount(1)
    } finally {
      if (eventId) await deleteOwn(api, 'events', eventId)
      await deleteMember(api, editor)
    }
  },
)
