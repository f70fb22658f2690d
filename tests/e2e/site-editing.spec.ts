import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminApi, WORKER_ADMIN } from '../helpers/auth'
import { DESKTOP, PHONE, openMobileMenu } from './site-helpers'

type MenuDoc = {
  id: number
  sections: {
    title: string
    items: { name: string; href?: string | null; anchor?: string | null; description?: string }[]
  }[]
}

async function aboutMenu(api: APIRequestContext): Promise<MenuDoc> {
  const res = await api.get('/api/menus?where[key][equals]=about&depth=0')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { docs: MenuDoc[] }).docs[0]
}

test(
  'a menu item edited through the CMS shows on the site without a rebuild',
  { tag: '@shared' },
  async ({ page, playwright, baseURL }) => {
    const api = await adminApi(playwright, baseURL!)
    const original = await aboutMenu(api)
    const renamed = `Press & Media ${Date.now().toString(36)}`
    const edited = structuredClone(original)
    // The seed links it to the About page's "press" section (a page link: no stored address).
    const press = edited.sections.flatMap((s) => s.items).find((i) => i.anchor === 'press')!
    press.name = renamed

    try {
      // Warm the cached pages first, so the test proves the edit replaces cached HTML. Plain
      // requests, not the browser: its link prefetches could still be rendering during the edit.
      for (const path of ['/about', '/services']) {
        const warm = await page.request.get(path)
        expect(await warm.text()).toContain('Press')
      }

      const res = await api.patch(`/api/menus/${original.id}`, {
        data: { sections: edited.sections },
      })
      expect(res.ok(), await res.text()).toBe(true)

      await page.setViewportSize(DESKTOP)
      await expect
        .poll(
          async () => {
            await page.goto('/about')
            await page.getByRole('button', { name: 'About', exact: true }).click()
            return page.locator('#mega-menu-about-panel').textContent()
          },
          { timeout: 15_000 },
        )
        .toContain(renamed)
      await expect(page.getByRole('link', { name: new RegExp(renamed) })).toHaveAttribute(
        'href',
        '/about#press',
      )

      await page.setViewportSize(PHONE)
      await page.goto('/services')
      const dialog = await openMobileMenu(page)
      await dialog.getByPlaceholder('Search menu...').fill('media')
      await expect(dialog.getByRole('link', { name: new RegExp(renamed) })).toBeVisible()
    } finally {
      const restore = await api.patch(`/api/menus/${original.id}`, {
        data: { sections: original.sections },
      })
      expect(restore.ok()).toBe(true)
      await api.dispose()
    }
    await page.setViewportSize(DESKTOP)
    await page.goto('/about')
    await page.getByRole('button', { name: 'About', exact: true }).click()
    await expect(page.locator('#mega-menu-about-panel')).toContainText('Press')
    await expect(page.locator('#mega-menu-about-panel')).not.toContainText(renamed)
  },
)

test(
  'drafts are previewed only by signed-in team members',
  { tag: '@shared' },
  async ({ page, playwright, baseURL }) => {
    const anonymous = await page.request.get('/preview?slug=about', { maxRedirects: 0 })
    expect(anonymous.status()).toBe(401)
    expect(await page.context().cookies()).not.toContainEqual(
      expect.objectContaining({ name: '__prerender_bypass' }),
    )

    const api = await adminApi(playwright, baseURL!)
    const find = await api.get('/api/pages?where[slug][equals]=policy/accessibility&depth=0')
    const page0 = ((await find.json()) as { docs: { id: number; title: string; intro?: string }[] })
      .docs[0]
    const draftIntro = `Draft intro ${Date.now().toString(36)}`
    try {
      const draft = await api.patch(`/api/pages/${page0.id}?draft=true`, {
        data: { intro: draftIntro },
      })
      expect(draft.ok(), await draft.text()).toBe(true)

      await page.goto('/policy/accessibility')
      await expect(page.getByText(draftIntro)).toHaveCount(0)

      // Sign the browser in (the session cookie is shared with the page), then preview.
      const login = await page.request.post('/api/users/login', {
        data: WORKER_ADMIN,
        headers: { Origin: new URL(baseURL!).origin },
      })
      expect(login.ok()).toBe(true)
      await page.goto(`/preview?slug=${encodeURIComponent('policy/accessibility')}`)
      await expect(page).toHaveURL(/\/policy\/accessibility$/)
      await expect(page.getByText(draftIntro)).toBeVisible()
      await expect(
        page.getByText('You are previewing unpublished changes to the English page.'),
      ).toBeVisible()
      await page.getByRole('link', { name: 'Exit preview' }).click()
      await expect(page).toHaveURL(/\/$/)
      await page.goto('/policy/accessibility')
      await expect(page.getByText(draftIntro)).toHaveCount(0)
    } finally {
      const restore = await api.patch(`/api/pages/${page0.id}`, {
        data: { intro: page0.intro ?? null, _status: 'published' },
      })
      expect(restore.ok()).toBe(true)
      await api.dispose()
    }
  },
)

test(
  'a crisis line’s draft is previewed on /crisis by the team only, and never cached for visitors',
  { tag: '@shared' },
  async ({ page, playwright, baseURL }) => {
    const anonymous = await page.request.get('/preview?view=crisis', { maxRedirects: 0 })
    expect(anonymous.status()).toBe(401)

    const api = await adminApi(playwright, baseURL!)
    const find = await api.get('/api/crisis-resources?where[slug][equals]=trevor-project&depth=0')
    const line = ((await find.json()) as { docs: { id: number; description: string }[] }).docs[0]
    const draftText = `Draft description ${Date.now().toString(36)}`
    try {
      const draft = await api.patch(`/api/crisis-resources/${line.id}?draft=true`, {
        data: { description: draftText },
      })
      expect(draft.ok(), await draft.text()).toBe(true)
      await page.goto('/crisis')
      await expect(page.getByText(draftText)).toHaveCount(0)

      const login = await page.request.post('/api/users/login', {
        data: WORKER_ADMIN,
        headers: { Origin: new URL(baseURL!).origin },
      })
      expect(login.ok()).toBe(true)
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
      await expect(page).toHaveURL(/\/$/)

      // What visitors get stayed the published line.
      const visitor = await playwright.request.newContext({ baseURL })
      expect(await (await visitor.get('/crisis')).text()).not.toContain(draftText)
      await visitor.dispose()
    } finally {
      const restore = await api.patch(`/api/crisis-resources/${line.id}`, {
        data: { description: line.description, _status: 'published' },
      })
      expect(restore.ok()).toBe(true)
      await api.dispose()
    }
  },
)
