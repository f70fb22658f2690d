import { expect } from '@playwright/test'
import { adminTest as test, VISITOR } from '../helpers/signed-in'
import { seedStories } from '../../src/seed/content/stories'

/**
 * "Edit this page": a signed-in team member (this worker's admin, signed in once:
 * tests/helpers/signed-in.ts) gets it on public pages and stories, leading to the document in the
 * admin; a visitor never does, and no HTML the server sends (which every cache keeps) has it,
 * signed in or not. Signing out and what the header then shows: auth-session.spec.ts.
 */
const story = seedStories[1]!

test('a signed-in team member gets “Edit this page” on pages and stories; visitors never do', async ({
  page,
  browser,
  playwright,
}) => {
  const visitorContext = await browser.newContext(VISITOR)
  const visitor = await visitorContext.newPage()
  for (const path of ['/about', `/news/${story.slug}`, '/es/about']) {
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      visitor.getByRole('link', { name: /Edit this page|Editar esta página/ }),
    ).toHaveCount(0)
  }
  await visitorContext.close()

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
  const anonymous = await playwright.request.newContext(VISITOR)
  for (const html of [
    await (await page.request.get('/about')).text(),
    await (await anonymous.get('/about')).text(),
  ])
    expect(html).not.toMatch(/href="\/admin\/collections\/pages\/\d+"/)
  await anonymous.dispose()
})
