import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { WORKER_ADMIN } from '../helpers/auth'
import { caughtMail, freshIp, typeAndTab, unique } from './forms-helpers'

const NEUTRAL =
  "Thanks! Please check your inbox: if this address isn't on our list yet, we've sent it a link to confirm your subscription."

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })

async function signUp(page: Page, email: string) {
  await page.goto('/contact#newsletter')
  const form = page.getByRole('form', { name: 'Newsletter' })
  await form.getByLabel('E-mail address').focus()
  await typeAndTab(page, email)
  await typeAndTab(page, 'Reader')
  await expect(form.getByRole('button', { name: 'Sign up' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText(NEUTRAL)
}

/** What the admin sees (Payload accepts the session cookie only with our Origin). */
async function subscribersWith(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { origin: new URL(baseURL).origin }
  const login = await request.post('/api/users/login', { data: WORKER_ADMIN, headers })
  expect(login.ok()).toBe(true)
  const res = await request.get(
    `/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers },
  )
  expect(res.ok()).toBe(true)
  return (await res.json()).docs as { status: string; email: string }[]
}

test('sign up, confirm with the e-mailed link, and the link only works once', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `reader-${unique()}@example.org`
  await signUp(page, email)
  expect((await subscribersWith(request, baseURL!, email))[0].status).toBe('pending')

  const mail = await caughtMail((m) => m.to.includes(email))
  expect(mail.subject).toMatch(/^Please confirm your subscription/)
  const href = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)?.[0]
  expect(href).toBeTruthy()
  expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?id=\d+&sig=[\w-]+/)
  const link = new URL(href!)

  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
  await page.getByRole('button', { name: 'Confirm my subscription' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed")
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for confirming.' }),
  ).toBeVisible()
  expect((await subscribersWith(request, baseURL!, email))[0].status).toBe('confirmed')

  await page.goto(link.pathname + link.search)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This link can't be used")
})

test('signing up twice answers the same and stores one subscriber', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `twice-${unique()}@example.org`
  await signUp(page, email)
  await signUp(page, email.toUpperCase())
  const found = await subscribersWith(request, baseURL!, email)
  expect(found).toHaveLength(1)
  expect(found[0].status).toBe('pending')
})

test('the unsubscribe link works without signing in', async ({ page }) => {
  const email = `leaver-${unique()}@example.org`
  await signUp(page, email)
  const mail = await caughtMail((m) => m.to.includes(email))
  const link = new URL(mail.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/)![0])
  await page.goto(link.pathname + link.search)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed")

  await page.goto(`/newsletter/unsubscribe?id=${link.searchParams.get('id')}&sig=forged`)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This link can't be used")
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the confirmation link works, and only once', async ({ page, request, baseURL }) => {
    const email = `nojs-${unique()}@example.org`
    // Sign up through the page, as a visitor without JavaScript would.
    await page.goto('/contact#newsletter')
    const form = page.getByRole('form', { name: 'Newsletter' })
    await form.getByLabel('E-mail address').fill(email)
    await form.getByLabel(/name/i).first().fill('Reader')
    await form.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByText(NEUTRAL)).toBeVisible()

    const mail = await caughtMail((m) => m.to.includes(email))
    const href = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0]
    const link = new URL(href)
    await page.goto(link.pathname + link.search)
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed")
    expect((await subscribersWith(request, baseURL!, email))[0].status).toBe('confirmed')

    await page.goto(link.pathname + link.search)
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("This link can't be used")
  })
})
