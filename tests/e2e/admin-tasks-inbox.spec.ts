import { readFile } from 'node:fs/promises'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { adminApi, createMember, deleteMember, type Member } from '../helpers/auth'
import { type Session, sessionOf } from '../helpers/signed-in'
import { caughtMail, freshIp, unique } from './forms-helpers'

/**
 * A first-time volunteer's inbox tasks, end to end, on the e2e server (playwright.config.ts):
 * read the dashboard (to-dos, site health, recent edits, the crisis lines to verify), read a
 * submission and whether the team was e-mailed, export the confirmed newsletter subscribers and
 * one form's submissions, and see what the Outbox did; an editor answers a visitor (the
 * submission's topic, the e-mails sent about it) and sees who can change the settings. Each test works on submissions and subscribers of its own, so they run beside the
 * rest. Elsewhere: what the exports hold (tests/int/forms-delivery-exports.test.ts); a changed
 * contact phone reaching the footer (the write: tests/int/database-writes.test.ts "menus and site
 * settings"; the footer: site-routes.spec.ts); inviting a team member (auth-onboarding.spec.ts).
 */
const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

test.use({ viewport: DESKTOP })

let api: APIRequestContext
let volunteer: Member
let editor: Member
/** Each member's session, signed in once for the spec (never signed out). */
const sessions = new Map<Member, Session>()
const run = unique()
const contactName = `Casey Contact ${run}`
const contactEmail = `casey-${run}@example.org`
const volunteerEmail = `vic-${run}@example.org`
const subscriberEmail = `reader-${run}@example.org`
const pendingEmail = `pending-${run}@example.org`

async function postForm(kind: string, data: Record<string, unknown>) {
  const res = await api.post(`/api/forms/${kind}`, {
    data,
    headers: { 'x-forwarded-for': freshIp() },
  })
  expect(res.status(), `${kind}: ${await res.text()}`).toBe(200)
}

/** A confirmed subscriber: signs up, then opens the e-mailed link and confirms. */
async function confirmedSubscriber(page: Page, email: string) {
  await postForm('newsletter', { email, name: `=Reader ${run}` })
  const mail = await caughtMail((m) => m.to.includes(email))
  const href = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0]
  expect(href).toBeTruthy()
  const link = new URL(href!)
  await page.goto(link.pathname + link.search)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed")
}

async function downloadText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  const path = await download.path()
  return {
    name: download.suggestedFilename(),
    text: (await readFile(path!, 'utf8')).replace(/^\uFEFF/, ''),
  }
}

/**
 * Searches a collection's list as a person does once it has loaded: Payload's list view first
 * puts its default query in the address (`limit=`, `sort=`), replacing it, and a search typed
 * before that was dropped from it (seen: a cold server's first list, CI).
 */
async function searchList(page: Page, text: string) {
  await expect(page).toHaveURL(/[?&]limit=/)
  await page.locator('#search-filter-input').fill(text)
  await expect(page).toHaveURL(/search=/)
}

/** A tab of `member`'s, signed in (their session of this spec), open at `path`. */
async function signedInPage(browser: Browser, member: Member, path: string) {
  const context = await browser.newContext({
    viewport: DESKTOP,
    storageState: sessions.get(member),
  })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

test.beforeAll(async ({ playwright, baseURL }) => {
  api = await adminApi(playwright, baseURL!)
  volunteer = await createMember(api, 'admin', 'first-time-admin')
  editor = await createMember(api, 'editor', 'first-time-editor')
  for (const member of [volunteer, editor])
    sessions.set(member, await sessionOf(playwright, baseURL!, member))
  await postForm('contact', {
    name: contactName,
    email: contactEmail,
    topic: 'Press',
    message: 'Could someone call me back about the community event?',
  })
  await postForm('volunteer', {
    name: `Vic Volunteer ${run}`,
    email: volunteerEmail,
    state: 'Ohio',
    track: 'ambassador',
    interests: ['Events'],
    availability: 'A few hours a month',
    consent: true,
  })
  await postForm('newsletter', { email: pendingEmail })
})

test.afterAll(async () => {
  await deleteMember(api, volunteer)
  await deleteMember(api, editor)
  await api.dispose()
})
test('a first-time volunteer reads the dashboard and a submission, and learns whether the team was e-mailed', async ({
  browser,
}) => {
  const page = await signedInPage(browser, volunteer, '/admin/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // To-dos first, the site at a glance (and the server's figures) after.
  const sections = page.getByRole('heading', { level: 2 })
  await expect(sections).toHaveText(['Your to-dos', 'The site at a glance'])
  const todos = page.getByRole('region', { name: 'Your to-dos' })
  await expect(todos.getByRole('heading', { level: 3 })).toHaveText([
    'Crisis resources needing verification',
    'Past events to review',
    'Not yet in Spanish',
    'Unread form submissions',
    'Team e-mails about submissions',
  ])
  const spanish = todos.getByRole('region', { name: 'Not yet in Spanish' })
  // Long lists show their first items; the rest is one click away ("Show N more", a native
  // disclosure). The link is read whether it is folded or not: its place in the list depends on
  // the pages the other workers' tests make meanwhile, and once (CI, 12d67c1) the list was seen
  // folded again after a click (not reproduced since in 12 tries on a loaded machine).
  await expect(spanish.getByText(/^Show \d+ more$/)).toBeVisible()
  await expect(
    spanish.getByRole('link', { name: 'Services & Programs', includeHidden: true }),
  ).toHaveAttribute('href', /\/admin\/collections\/pages\/\d+\?locale=es$/)
  await expect(spanish).not.toContainText('/null')
  await expect(spanish.getByRole('link', { name: /^\//, includeHidden: true })).toHaveCount(0)
  // The crisis lines to check again lead to their edit screens.
  await expect(
    todos
      .getByRole('region', { name: 'Crisis resources needing verification' })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', /\/admin\/collections\/crisis-resources(\/\d+)?$/)
  // The seeded past event, not published since it ended, leads to its edit screen.
  const review = todos.getByRole('region', { name: 'Past events to review' })
  await expect(review.getByRole('link', { name: 'Fall community potluck' })).toHaveAttribute(
    'href',
    /\/admin\/collections\/events\/\d+$/,
  )
  await expect(review).toContainText(/Ended \w+/)
  // The newest unread submissions lead to them (other tests send some at the same time, so this
  // one may already be further down: it is found through the list below).
  const unread = todos.getByRole('region', { name: 'Unread form submissions' })
  await expect(unread).toContainText(/\d+ submissions? marked “New”/)
  await expect(unread.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/admin\/collections\/form-submissions(\/\d+)?$/,
  )

  // The e2e server sends mail to the SMTP catcher, which accepts it: the team was e-mailed.
  const mailPanel = todos.getByRole('region', { name: 'Team e-mails about submissions' })
  await expect(mailPanel).toContainText('E-mail is set up')
  await expect(mailPanel).not.toContainText('Nobody is e-mailed')

  const glance = page.getByRole('region', { name: 'The site at a glance' })
  await expect(
    glance.getByRole('region', { name: 'Recent edits' }).getByRole('link').first(),
  ).toBeVisible()
  const health = glance.getByRole('region', { name: 'Site health' })
  await expect(health.getByRole('status')).toContainText('Status: Healthy')
  await expect(health).toContainText('Database')
  await expect(health.getByText('Uptime')).toBeHidden()
  await health.getByText('Server details').click()
  await expect(health.getByText('Uptime')).toBeVisible()
  // Health is polled; the panel asks the server again when told to.
  const again = page.waitForRequest((r) => r.url().endsWith('/api/health'))
  await health.getByRole('button', { name: 'Check now' }).click()
  await again
  await page.screenshot({ path: test.info().outputPath('dashboard-desktop.png'), fullPage: true })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: test.info().outputPath('dashboard-phone.png'), fullPage: true })
  await page.setViewportSize(DESKTOP)

  // The submission says plainly that a mail server accepted the team's e-mail, and when.
  await caughtMail((m) => m.subject.includes(contactName))
  await unread.getByRole('link', { name: 'All submissions' }).click()
  await searchList(page, contactEmail)
  await page.getByRole('link', { name: contactName }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/form-submissions\/\d+/)
  const notification = page.getByRole('status').filter({ hasText: 'E-mailed to the team' })
  await expect(notification).toContainText(
    'The team was e-mailed: a mail server accepted the message.',
  )
  await expect(page.getByText('Team e-mailed at')).toBeVisible()
  await page.screenshot({
    path: test.info().outputPath('submission-desktop.png'),
    fullPage: true,
  })
  await page.context().close()
})

test('a first-time volunteer exports confirmed subscribers and one form’s submissions', async ({
  browser,
  page: visitor,
}) => {
  await confirmedSubscriber(visitor, subscriberEmail)
  const page = await signedInPage(browser, volunteer, '/admin/collections/newsletter-subscribers')

  // The list is searched for the new reader; the download takes what the list shows (what a
  // download holds: tests/int/forms-delivery-exports.test.ts).
  await searchList(page, subscriberEmail)
  const subscribers = await downloadText(page, () =>
    page
      .getByRole('link', { name: 'Download the confirmed among the 1 subscriber shown (CSV)' })
      .click(),
  )
  expect(subscribers.name).toMatch(/^newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(subscribers.text).toContain(subscriberEmail)

  await page.goto('/admin/collections/form-submissions')
  await expect(
    page.getByRole('link', { name: /^Download all \d+ submissions \(CSV\)$/ }),
  ).toBeVisible()
  await searchList(page, contactEmail)
  const contact = await downloadText(page, () =>
    page.getByRole('link', { name: 'Download the 1 submission shown (CSV)' }).click(),
  )
  expect(contact.name).toMatch(/^form-submissions-selection-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(contact.text).toContain(contactEmail)
  await page.screenshot({ path: test.info().outputPath('submissions-list.png') })

  // The Outbox says what became of the reader's confirmation: a mail server took it, so its
  // text (a one-time link) was not kept.
  await page.goto('/admin/collections/outbox')
  await searchList(page, subscriberEmail)
  const sent = page.getByRole('row').filter({ hasText: subscriberEmail })
  await expect(sent).toHaveCount(1)
  await expect(sent).toContainText('Accepted by the mail server')
  await expect(page.getByText('Without a mail server set up, nothing is sent')).toBeVisible()
  await page.context().close()
})

test('an editor answers a visitor: opens a submission, sees its topic, follows what was sent', async ({
  browser,
}) => {
  await caughtMail((m) => m.subject.includes(contactName))
  const page = await signedInPage(browser, editor, '/admin/collections/form-submissions')
  // The topic is a column of the list, beside who wrote.
  await expect(page.getByRole('columnheader', { name: /^Topic/ })).toBeVisible()
  await searchList(page, contactEmail)
  await expect(page.getByRole('row').filter({ hasText: contactName })).toContainText('Press')
  // A filter's icon buttons say what they do (Payload draws them unnamed: NameIconButtons.tsx).
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('button', { name: 'Add Filter' }).click()
  await expect(page.getByRole('button', { name: 'Remove this filter' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add a filter' })).toBeVisible()
  // A date filter picks a whole day and says so (the list's times keep their hour and zone).
  const condition = page.locator('.condition').first()
  await condition.locator('.condition__field').click()
  await page.keyboard.type('Created At')
  await page.keyboard.press('Enter')
  await condition.locator('.condition__operator').click()
  await page.getByRole('option', { name: 'equals', exact: true }).click()
  await condition.locator('.condition__value input').click()
  await page.locator('.react-datepicker__day--today').click()
  await expect(condition.locator('.condition__value input')).toHaveValue(
    /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}$/,
  )
  await expect(page.getByRole('row').filter({ hasText: contactName }).first()).toContainText(
    /\d:\d\d [AP]M \(GMT[+-]\d+\)/,
  )
  await page.getByRole('button', { name: 'Remove this filter' }).click()
  await page.getByRole('link', { name: contactName }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/form-submissions\/\d+/)
  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue('Press')

  // The e-mails sent about it are listed on it, and open from there.
  const emails = page.locator('#field-emails')
  await expect(emails.getByRole('heading', { name: 'E-mails sent about it' })).toBeVisible()
  const notification = emails.getByRole('row').filter({ hasText: `(from ${contactName})` })
  await expect(notification).toContainText('Accepted by the mail server')
  await notification.getByRole('button', { name: /^Open “.+”$/ }).click()
  const sent = page.getByRole('dialog').filter({ hasText: contactName })
  await expect(
    sent.getByRole('heading', { level: 2, name: `Contact form: Press (from ${contactName})` }),
  ).toBeVisible()
  await expect(sent).toContainText('Accepted by the mail server')
  // It is the Outbox's entry, which an editor may open on its own page too.
  await expect(sent.getByRole('link', { name: /^\d+$/ })).toHaveAttribute(
    'href',
    /\/admin\/collections\/outbox\/\d+$/,
  )
  await page.screenshot({ path: test.info().outputPath('submission-emails.png'), fullPage: true })
  await page.context().close()
})

test('an editor sees who can change the settings and cannot; an admin gets no such note', async ({
  browser,
}) => {
  const page = await signedInPage(browser, editor, '/admin/globals/site-settings')
  const note = page.getByRole('note').filter({ hasText: 'Only admins can change site settings.' })
  await expect(note).toBeVisible({ timeout: 30_000 })
  await expect(note).toContainText('your account is an editor')
  await expect(note).toContainText(volunteer.name)
  await expect(page.getByRole('textbox', { name: /^Phone Number\s*\*?$/ })).not.toBeEditable()
  await page.screenshot({ path: test.info().outputPath('settings-editor.png') })
  await page.context().close()

  // Admins can change the settings: no note for them.
  const asAdmin = await signedInPage(browser, volunteer, '/admin/globals/site-settings')
  await expect(asAdmin.getByRole('textbox', { name: /^Phone Number\s*\*?$/ })).toBeEditable({
    timeout: 30_000,
  })
  await expect(asAdmin.getByText('Only admins can change site settings.')).toHaveCount(0)
  await asAdmin.context().close()
})
