import { expect, test } from '@playwright/test'
import { asAdmin, createMember, deleteMember } from '../helpers/auth'
import { sessionOf, signedInMemberForSpec, VISITOR } from '../helpers/signed-in'
import { caughtMail } from './forms-helpers'

/**
 * An admin invites; the invitee sets a password and lands in the admin; the link works once. An
 * editor's /onboarding says only admins invite. Elsewhere: the invitation's rules at the API (an
 * editor's 403, the role given, expiry, hashing: tests/int/auth-invitations.test.ts); a made-up
 * link's message (auth-a11y.spec.ts).
 */
// The inviting admin, signed in once for the spec.
const spec = signedInMemberForSpec('admin', 'inviter')

test('invite → set password → signed in in the admin; the link then no longer works', async ({
  page,
  browser,
}) => {
  const email = `invitee-${Date.now()}@example.org`
  await page.goto('/onboarding')
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

  try {
    const invitee = await browser.newContext(VISITOR)
    const tab = await invitee.newPage()
    await tab.goto(link)
    await expect(
      tab.getByRole('heading', { level: 1, name: 'Welcome, Robin Invitee' }),
    ).toBeVisible()
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

    const again = await browser.newContext(VISITOR)
    const second = await again.newPage()
    await second.goto(link)
    await expect(second.getByRole('main').getByRole('alert')).toContainText(
      'This invitation link has already been used',
    )
    await again.close()
  } finally {
    const created = await asAdmin(spec.api, () =>
      spec.api.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`),
    )
    for (const { id } of ((await created.json()) as { docs: { id: number }[] }).docs)
      await asAdmin(spec.api, () => spec.api.delete(`/api/users/${id}`))
  }
})

test('an editor’s /onboarding says only admins invite, with no form to send', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const editor = await createMember(spec.api, 'editor', 'no-invite')
  try {
    const context = await browser.newContext({
      storageState: await sessionOf(playwright, baseURL!, editor),
    })
    const page = await context.newPage()
    await page.goto('/onboarding')
    await expect(page.getByText('Only admins can invite team members')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)
    await context.close()
  } finally {
    await deleteMember(spec.api, editor)
  }
})
