import { expect, test } from '@playwright/test'
import { caughtMail, chooseByTyping, freshIp, typeAndTab, unique } from './forms-helpers'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })

test('a PROJECT: SILHOUETTE request leads to the thank-you page (keyboard only)', async ({
  page,
}) => {
  const name = `Silhouette Requester ${unique()}`
  await page.goto('/project-silhouette')
  await page.getByRole('link', { name: 'Request the guide' }).first().focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#request$/)

  const form = page.getByRole('form', { name: 'Request your copy' })
  await form.getByLabel('Your name').focus()
  await typeAndTab(page, name)
  await typeAndTab(page, 'silhouette.requester@example.org')
  await chooseByTyping(page, 'A w')
  await expect(form.getByLabel('Who is the guide for?')).toHaveValue('A workplace')
  await typeAndTab(page, 'Example Co.')
  await typeAndTab(page, 'For a lunch-and-learn with our team.')
  await expect(form.getByRole('button', { name: 'Request the guide' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/project-silhouette-thank-you$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Thank you. We've received your request.",
  )
  const mail = await caughtMail((m) => m.subject.includes(name))
  expect(mail.subject).toBe(`PROJECT: SILHOUETTE request: ${name}`)
  expect(mail.text).toContain('Organization (optional): Example Co.')
})

test('without JavaScript the request also redirects', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  })
  const page = await context.newPage()
  await page.goto('/project-silhouette')
  const form = page.getByRole('form', { name: 'Request your copy' })
  await form.getByLabel('Your name').fill(`No Script ${unique()}`)
  await form.getByLabel('E-mail address').fill('no-script.requester@example.org')
  await form.getByLabel('Who is the guide for?').selectOption('My family')
  await form.getByLabel('How will you use the guide?').fill('To talk with my parents about it.')
  await form.getByRole('button', { name: 'Request the guide' }).click()
  await expect(page).toHaveURL(/\/project-silhouette-thank-you$/)
  await context.close()
})
