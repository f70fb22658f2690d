import { readFile } from 'node:fs/promises'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import {
  adminApi,
  createMember,
  deleteMember,
  type Member,
  signInByApi,
  signInWithForm,
} from '../helpers/auth'
import { caughtMail, freshIp, unique } from './forms-helpers'

/**
 * A first-time volunteer's inbox and settings tasks, end to end, on the e2e server
 * (playwright.config.ts): read the
 * dashboard, read a submission and whether the team was e-mailed, export the confirmed newsletter
 * subscribers and one form's submissions, change the contact phone and see it in the site's footer
 * in both languages, invite an editor; an editor sees who can change the settings.
 */
const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

test.use({ viewport: DESKTOP })

let api: APIRequestContext
let volunteer: Member
let editor: Member
const run = unique()
const contactName = `Casey Contact ${run}`
const contactEmail = `casey-${run}@example.org`
const volunteerEmail = `vic-${run}@example.org`
const subscriberEmail = `reader-${run}@example.org`
const pendingEmail = `pending-${run}@example.org`
let originalPhone = ''

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

async function signedInPage(browser: Browser, member: Member, path: string) {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  // The site's own pages (/onboarding) read the session the sign-in form starts; the admin's
  // screens need only its cookie.
  if (path.startsWith('/admin')) await signInByApi(page, member, path)
  else {
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`)
    await signInWithForm(page, member)
  }
  return page
}

test.beforeAll(async ({ playwright, baseURL }) => {
  api = await adminApi(playwright, baseURL!)
  volunteer = await createMember(api, 'admin', 'first-time-admin')
  editor = await createMember(api, 'editor', 'first-time-editor')
  const settings = await api.get('/api/globals/site-settings?depth=0')
  originalPhone = ((await settings.json()) as { phoneNumber: string }).phoneNumber
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
  if (originalPhone) {
    const res = await api.post('/api/globals/site-settings', {
      data: { phoneNumber: originalPhone },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }
  await deleteMember(api, volunteer)
  await deleteMember(api, editor)
  await api.dispose()
})

test(
  'a first-time volunteer reads the dashboard and a submission, and learns whether the team was e-mailed',
  { tag: '@shared' },
  async ({ browser }) => {
    const page = await signedInPage(browser, volunteer, '/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    // To-dos first, the site at a glance (and the server's figures) after.
    const sections = page.getByRole('heading', { level: 2 })
    await expect(sections).toHaveText(['Your to-dos', 'The site at a glance'])
    const todos = page.getByRole('region', { name: 'Your to-dos' })
    await expect(todos.getByRole('heading', { level: 3 })).toHaveText([
      'Crisis resources needing verification',
      'Not yet in Spanish',
      'Unread form submissions',
      'Team e-mails about submissions',
    ])
    const spanish = todos.getByRole('region', { name: 'Not yet in Spanish' })
    // Long lists show their first items; the rest is one click away.
    const more = spanish.getByText(/^Show \d+ more$/)
    if ((await more.count()) > 0) await more.click()
    await expect(spanish.getByRole('link', { name: 'Services & Programs' })).toHaveAttribute(
      'href',
      /\/admin\/collections\/pages\/\d+\?locale=es$/,
    )
    await expect(spanish).not.toContainText('/null')
    await expect(spanish.getByRole('link', { name: /^\// })).toHaveCount(0)
    const unread = todos.getByRole('region', { name: 'Unread form submissions' })
    await expect(unread.getByRole('link', { name: contactName })).toBeVisible()

    // The e2e server sends mail to the SMTP catcher, which accepts it: the team was e-mailed.
    const mailPanel = todos.getByRole('region', { name: 'Team e-mails about submissions' })
    await expect(mailPanel).toContainText('E-mail is set up')
    await expect(mailPanel).not.toContainText('Nobody is e-mailed')

    const glance = page.getByRole('region', { name: 'The site at a glance' })
    const health = glance.getByRole('region', { name: 'Site health' })
    await expect(health.getByRole('status')).toContainText('Status: Healthy')
    await expect(health.getByText('Uptime')).toBeHidden()
    await health.getByText('Server details').click()
    await expect(health.getByText('Uptime')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('dashboard-desktop.png'), fullPage: true })
    await page.setViewportSize(PHONE)
    await page.screenshot({ path: test.info().outputPath('dashboard-phone.png'), fullPage: true })
    await page.setViewportSize(DESKTOP)

    // The submission says plainly that a mail server accepted the team's e-mail, and when.
    await caughtMail((m) => m.subject.includes(contactName))
    await unread.getByRole('link', { name: contactName }).click()
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
  },
)

test(
  'a first-time volunteer exports confirmed subscribers and one form’s submissions',
  { tag: '@shared' },
  async ({ browser, page: visitor }) => {
    await confirmedSubscriber(visitor, subscriberEmail)
    const page = await signedInPage(browser, volunteer, '/admin/collections/newsletter-subscribers')

    // The list is searched for the new reader; the download takes what the list shows.
    await page.locator('#search-filter-input').fill(subscriberEmail)
    await expect(page).toHaveURL(/search=/)
    const subscribers = await downloadText(page, () =>
      page
        .getByRole('link', { name: 'Download the confirmed among the 1 subscriber shown (CSV)' })
        .click(),
    )
    expect(subscribers.name).toMatch(/^newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = subscribers.text.trim().split('\r\n')
    expect(header).toBe('email,name,language,consent_confirmed_at')
    const row = rows.find((r) => r.startsWith(subscriberEmail))
    // The name a visitor typed as a formula is defused; the consent date is today's.
    expect(row).toMatch(
      new RegExp(
        `^${subscriberEmail},'=Reader ${run},en,${new Date().toISOString().slice(0, 10)}T`,
      ),
    )
    expect(subscribers.text).not.toContain(pendingEmail)

    await page.goto('/admin/collections/form-submissions')
    await expect(
      page.getByRole('link', { name: /^Download all \d+ submissions \(CSV\)$/ }),
    ).toBeVisible()
    await page.locator('#search-filter-input').fill(contactEmail)
    await expect(page).toHaveURL(/search=/)
    const contact = await downloadText(page, () =>
      page.getByRole('link', { name: 'Download the 1 submission shown (CSV)' }).click(),
    )
    expect(contact.name).toMatch(/^form-submissions-selection-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(contact.text.split('\r\n')[0]).toBe(
      'id,submitted_at,form,status,name,email,topic,message',
    )
    expect(contact.text).toContain(contactEmail)
    expect(contact.text).not.toContain(volunteerEmail)
    await page.screenshot({ path: test.info().outputPath('submissions-list.png') })

    // The Outbox says what became of the reader's confirmation: a mail server took it, so its
    // text (a one-time link) was not kept.
    await page.goto('/admin/collections/outbox')
    await page.locator('#search-filter-input').fill(subscriberEmail)
    const sent = page.getByRole('row').filter({ hasText: subscriberEmail })
    await expect(sent).toHaveCount(1)
    await expect(sent).toContainText('Accepted by the mail server')
    await expect(page.getByText('Without a mail server set up, nothing is sent')).toBeVisible()
    await page.context().close()
  },
)

test(
  'a first-time volunteer changes the contact phone and visitors see it in the footer, in both languages',
  { tag: '@shared' },
  async ({ browser, page: visitor }) => {
    const phone = `(555) 010-${String(Math.floor(Math.random() * 9000) + 1000)}`
    const page = await signedInPage(browser, volunteer, '/admin/globals/site-settings')
    // Admins can change the settings: no "only admins" note for them.
    await expect(page.getByText('Only admins can change site settings.')).toHaveCount(0)
    const field = page.getByRole('textbox', { name: /^Phone Number\s*\*?$/ })
    await expect(field).toBeEditable({ timeout: 30_000 })
    await field.fill(phone)
    await page.getByRole('button', { name: /^Save$/ }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })
    await page.context().close()

    const digits = phone.replace(/\D/g, '')
    for (const path of ['/', '/es']) {
      await expect
        .poll(
          async () => {
            await visitor.goto(path)
            return visitor.getByRole('contentinfo').getByRole('link', { name: phone }).count()
          },
          { timeout: 15_000 },
        )
        .toBe(1)
      const link = visitor.getByRole('contentinfo').getByRole('link', { name: phone })
      await expect(link).toHaveAttribute('href', `tel:${digits}`)
      await expect(link).toHaveAccessibleName(
        path === '/es' ? `Teléfono: ${phone}` : `Phone: ${phone}`,
      )
    }
    const address = visitor.getByRole('contentinfo').locator('address')
    await address.screenshot({ path: test.info().outputPath('footer-address-es-desktop.png') })
    await visitor.setViewportSize(PHONE)
    await visitor.goto('/')
    await address.scrollIntoViewIfNeeded()
    await visitor.screenshot({ path: test.info().outputPath('footer-phone.png') })
  },
)

test(
  'an editor sees who can change the settings; the volunteer invites an editor',
  { tag: '@shared' },
  async ({ browser }) => {
    const asEditor = await signedInPage(browser, editor, '/admin/globals/site-settings')
    const note = asEditor
      .getByRole('note')
      .filter({ hasText: 'Only admins can change site settings.' })
    await expect(note).toBeVisible({ timeout: 30_000 })
    await expect(note).toContainText('your account is an editor')
    await expect(note).toContainText(volunteer.name)
    await expect(asEditor.getByRole('textbox', { name: /^Phone Number\s*\*?$/ })).not.toBeEditable()
    await asEditor.screenshot({ path: test.info().outputPath('settings-editor.png') })
    await asEditor.context().close()

    const inviteeEmail = `invited-editor-${run}@example.org`
    const page = await signedInPage(browser, volunteer, '/onboarding')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invite a team member' }),
    ).toBeVisible()
    await page.getByLabel('Name').fill(`Invited Editor ${run}`)
    await page.getByLabel('Email').fill(inviteeEmail)
    await page.getByRole('radio', { name: /Editor/ }).check()
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invitation' })).toContainText(
      inviteeEmail,
    )
    const mail = await caughtMail((m) => m.to.some((to) => to.includes(inviteeEmail)))
    expect(mail.text).toMatch(/\/onboarding\?token=[\w-]{43}/)
    await page.context().close()
  },
)
