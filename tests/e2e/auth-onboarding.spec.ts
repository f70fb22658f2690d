import { caughtMail } from './forms-helpers'
import { expect, test } from '@playwright/test'
import { asAdmin, createMember, deleteMember, memberForSpec, signInWithForm } from '../helpers/auth'

/** An admin invites; the invitee sets a password and lands in the admin; links work once. */
const spec = memberForSpec('admin', 'inviter')

test('invite → set password → signed in in the admin; the link then no longer works', async ({
  page,
  browser,
}) => {
  const email = `invitee-${Date.now()}@example.org`
  await page.goto('/login?redirect=%2Fonboarding')
  await signInWithForm(page, spec.member)
  await expect(page.getByRole('heading', { level: 1, name: 'Invite a team member' })).toBeVisible()
  await page.getByLabel('Name').fill('Robin Invitee')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('radio', { name: /Editor/ }).check()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Invitation' })).toContainText(email)

  // The e2e server sends mail to the local SMTP catcher; the invitation carries the link.
  const mail = await caughtMail((m) => m.to.some((to) => to.includes(email)))
  const link = /https?:\/\/\S+\/onboarding\?token=[\w-]{43}/.exec(mail.text)?.[0] ?? ''
  expect(link).toMatch(/\/onboarding\?token=[\w-]{43}$/)

  const invitee = await browser.newContext()
  const tab = await invitee.newPage()
  await tab.goto(link)
  await expect(tab.getByRole('heading', { level: 1, name: 'Welcome, Robin Invitee' })).toBeVisible()
  await expect(tab.getByLabel('Email')).toHaveValue(email)
  await tab.getByLabel('New password', { exact: true }).fill('short')
  await tab.getByLabel('Repeat the new password').fill('short')
  await tab.getByRole('button', { name: 'Set password and continue' }).click()
  await expect(tab.getByText('Use at least 10 characters.')).toBeVisible()

  await tab.getByLabel('New password', { exact: true }).fill('robin-chose-this-one')
  await tab.getByLabel('Repeat the new password').fill('robin-chose-this-one')
  await tab.getByRole('button', { name: 'Set password and continue' }).click()
  // Setting the password, signing in and the admin's first render: on a busy 2-core CI machine
  // the three took 9 s (ci50), past the default 10 s of an expect.
  await expect(tab).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 })
  await expect(tab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(tab.getByText('Robin Invitee')).toBeVisible()
  await invitee.close()

  const again = await browser.newContext()
  const second = await again.newPage()
  await second.goto(link)
  await expect(second.getByRole('main').getByRole('alert')).toContainText(
    'This invitation link has already been used',
  )
  await again.close()

  const created = await asAdmin(spec.api, () =>
    spec.api.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`),
  )
  const { docs } = (await created.json()) as { docs: { id: number; role: string }[] }
  expect(docs[0]?.role).toBe('editor')
  await asAdmin(spec.api, () => spec.api.delete(`/api/users/${docs[0]!.id}`))
})

test('a made-up link gets a clear message', async ({ page }) => {
  await page.goto(`/onboarding?token=${'a'.repeat(43)}`)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This invitation link is not valid',
  )
  await expect(page.getByRole('link', { name: 'Go to Team Sign In' })).toBeVisible()
})

test('editors cannot invite, in the page and at the API', async ({ page, playwright, baseURL }) => {
  const editor = await createMember(spec.api, 'editor', 'no-invite')
  try {
    await page.goto('/login?redirect=%2Fonboarding')
    await signInWithForm(page, editor)
    await expect(page.getByText('Only admins can invite team members')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)

    const asEditor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
    })
    await asEditor.post('/api/users/login', { data: editor })
    const res = await asEditor.post('/api/auth/invitations', {
      data: { name: 'Sneaky', email: `sneaky-${Date.now()}@example.org`, role: 'admin' },
    })
    expect(res.status()).toBe(403)
    await asEditor.dispose()
  } finally {
    await deleteMember(spec.api, editor)
  }
})
