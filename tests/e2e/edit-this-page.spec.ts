import { expect, test } from '@playwright/test'
import { signInWithForm, skipAdminScreens, WORKER_ADMIN } from '../helpers/auth'
import { seedStories } from '../../src/seed/content/stories'

/**
 * "Edit this page": a signed-in team member gets it on public pages and stories, leading to the
 * document in the admin; a visitor never does, and no HTML the server sends (which every cache
 * keeps) has it, signed in or not.
 */
const story = seedStories[1]!

test('a signed-in team member gets “Edit this page” on pages and stories; visitors never do', async ({
  page,
  request,
}) => {
  for (const path of ['/about', `/news/${story.slug}`, '/es/about']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /Edit this page|Editar esta página/ })).toHaveCount(
      0,
    )
  }

  await skipAdminScreens(page)
  await page.goto('/login')
  await signInWithForm(page, WORKER_ADMIN)

  await page.goto('/about')
  const edit = page.getByRole('link', { name: 'Edit this page' })
  await expect(edit).toHaveAttribute('href', /^\/admin\/collections\/pages\/\d+$/)
  await page.goto(`/news/${story.slug}`)
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    /^\/admin\/collections\/stories\/\d+$/,
  )
  await page.goto('/es/about')
  await expect(page.getByRole('link', { name: 'Editar esta página' })).toHaveAttribute(
    'href',
    /^\/admin\/collections\/pages\/\d+$/,
  )

  // The server's HTML is the same for everyone: the link is made in the browser only.
  for (const html of [
    await (await page.request.get('/about')).text(),
    await (await request.get('/about')).text(),
  ])
    expect(html).not.toMatch(/href="\/admin\/collections\/pages\/\d+"/)

  // Signed out, it goes.
  await page.goto('/about')
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0)
})
