import { expect } from '@playwright/test'
import { adminApi, asAdmin } from '../helpers/auth'
import {
  deleteOwn,
  ownCrisisLine,
  ownPublishedPage,
  PUBLISHED_INTRO,
  runId,
} from '../helpers/own-documents'
import { adminTest as test, VISITOR } from '../helpers/signed-in'

/**
 * Previewing drafts on the site: only a signed-in team member switches preview on (everyone else
 * gets 401), sees the draft with a banner naming the page's language, on that page only, and
 * leaves preview back to the same page (the return path's rule: tests/unit/preview-scope.test.ts);
 * a visitor keeps getting the published page, never a cached draft. Each test on a document of its
 * own (a published page, a never-published crisis line), so they run beside the rest; the
 * team's `page` is this worker's admin, signed in once (tests/helpers/signed-in.ts). An edit in
 * the admin reaching the site's cached pages is admin-tasks-pages.spec.ts.
 */

test('drafts are previewed only by signed-in team members', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const api = await adminApi(playwright, baseURL!)
  const own = await ownPublishedPage(api, 'preview')
  const { run, slug } = own
  const visitorContext = await browser.newContext(VISITOR)
  const visitor = await visitorContext.newPage()
  try {
    const draftIntro = `Draft intro ${run}`
    const draft = await asAdmin(api, () =>
      api.patch(`/api/pages/${own.id}?draft=true`, { data: { intro: draftIntro } }),
    )
    expect(draft.ok(), await draft.text()).toBe(true)

    // A visitor can neither switch preview on nor see the draft.
    const anonymous = await visitor.request.get(`/preview?slug=${slug}`, { maxRedirects: 0 })
    expect(anonymous.status()).toBe(401)
    expect(await visitorContext.cookies()).not.toContainEqual(
      expect.objectContaining({ name: '__prerender_bypass' }),
    )
    await visitor.goto(`/${slug}`)
    await expect(visitor.getByText(PUBLISHED_INTRO)).toBeVisible()
    await expect(visitor.getByText(draftIntro)).toHaveCount(0)

    // The team member previews it, then leaves preview.
    await page.goto(`/preview?slug=${slug}`)
    await expect(page).toHaveURL(new RegExp(`/${slug}$`))
    await expect(page.getByText(draftIntro)).toBeVisible()
    await expect(
      page.getByText('You are previewing unpublished changes to the English page.'),
    ).toBeVisible()
    // The preview covers this page only: another one shows as published, with "Edit this page".
    await page.goto('/about')
    await expect(page.getByRole('link', { name: 'Edit this page' })).toBeVisible()
    await expect(page.getByText(/You are previewing unpublished changes/)).toHaveCount(0)
    // Back on the previewed page, "Exit preview" leads back to it, as published.
    await page.goto(`/${slug}`)
    await expect(page.getByText(draftIntro)).toBeVisible()
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}$`))
    await expect(page.getByText(PUBLISHED_INTRO)).toBeVisible()
    await expect(page.getByText(draftIntro)).toHaveCount(0)
  } finally {
    await visitorContext.close()
    await deleteOwn(api, 'pages', own.id)
    await api.dispose()
  }
})

test('a crisis line’s draft is previewed on /crisis by the team only, and never cached for visitors', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await adminApi(playwright, baseURL!)
  // A line of the test's own that was never published: its draft is all there is of it.
  const line = await ownCrisisLine(api, 'preview', { like: 'trevor-project' })
  const visitor = await playwright.request.newContext({ baseURL, ...VISITOR })
  try {
    const draftText = `Draft description ${runId()}`
    const draft = await asAdmin(api, () =>
      api.patch(`/api/crisis-resources/${line.id}?draft=true`, {
        data: { description: draftText, _status: 'draft' },
      }),
    )
    expect(draft.ok(), await draft.text()).toBe(true)
    expect((await visitor.get('/preview?view=crisis', { maxRedirects: 0 })).status()).toBe(401)
    expect(await (await visitor.get('/crisis')).text()).not.toContain(draftText)

    await page.goto('/preview?view=crisis')
    await expect(page).toHaveURL(/\/crisis$/)
    await expect(page.getByRole('main').getByText(draftText)).toBeVisible()
    await expect(
      page.getByText('You are previewing unpublished changes to the English page.'),
    ).toBeVisible()
    // The Spanish preview leads to /es/crisis (the draft's English text stands in there).
    await page.goto('/preview?view=crisis&locale=es')
    await expect(page).toHaveURL(/\/es\/crisis$/)
    // The team's banner says, in the page's language, which language's page this is.
    await expect(
      page.getByText('Estás viendo cambios sin publicar de la página en español.'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Salir de la vista previa' }).click()
    await expect(page).toHaveURL(/\/es\/crisis$/)

    // What visitors get stayed the published lines, after the team's preview too.
    const after = await (await visitor.get('/crisis')).text()
    expect(after).not.toContain(draftText)
    expect(after).not.toContain(line.name)
  } finally {
    await visitor.dispose()
    await deleteOwn(api, 'crisis-resources', line.id)
    await api.dispose()
  }
})
