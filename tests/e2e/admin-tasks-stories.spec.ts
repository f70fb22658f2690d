import { expect, test } from '@playwright/test'
import { byPath, expectSaved, uploadNewPicture } from '../helpers/admin-fields'
import { adminApi, createMember, deleteMember, signInByApi } from '../helpers/auth'
import { paragraph } from '../helpers/lexical'
import { createOwn, deleteOwn, runId } from '../helpers/own-documents'

/**
 * A first-time editor's story (issue 41), in the admin: written with a picture and its alt text,
 * a category, a publish date and a body, published, its address made from the headline; its edit
 * screen tells what Spanish visitors get and lists each save, as a page's does; then its address
 * is changed. Runs on the e2e server (playwright.config.ts). The story is dated long ago, in a
 * category of its own, so it is never the newest on /news or the home page. A visitor reads it
 * with its picture; finding it on /news and by category is stories.spec.ts and
 * tests/int/stories.test.ts, the old address leading to the new tests/int/redirects.test.ts
 * ("renaming a published story").
 *
 * Then a story linked from a menu while still a draft: the link shows on the site once the
 * story is published, without saving the menu again (that publishing refreshes what links to the
 * story, scheduled publishing included: tests/int/stories.test.ts and scheduled-publish.test.ts);
 * the editor who publishes it reads who saved it last by name. Tagged @shared: it changes the
 * `about` menu every page shows.
 */
type MenuDoc = { id: number; sections: { title: string; items: unknown[] }[] }
// Its story is dated 2001 and filed under a category of its own: it is never among the latest,
// and stories.spec.ts reads the seeded stories' order among whatever else /news lists.
test('a first-time editor writes a story with a picture, publishes it, then moves its address', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const api = await adminApi(playwright, baseURL!)
  const editor = await createMember(api, 'editor', 'stories-task')
  const run = runId()
  const title = `Our picnic ${run}`
  const alt = `People sharing food on a lawn (${run})`
  const category = await createOwn(api, 'categories', { name: `Picnics ${run}` })
  let storyId: number | undefined
  try {
    await signInByApi(page, editor)

    await page.goto('/admin/collections/stories/create?locale=en')
    await expect(byPath(page, 'title')).toBeEditable({ timeout: 30_000 })
    await byPath(page, 'title').fill(title)
    await byPath(page, 'summary').fill('Forty neighbours, one lawn and a lot of food.')

    await uploadNewPicture(page, 'image', { name: `picnic-${run}`, alt, background: '#0a7' })

    await page.locator('[data-lexical-editor="true"]').first().click()
    await page.keyboard.type('We met in the park and everyone brought something to share.')

    await byPath(page, 'categories').click()
    await page.getByRole('option', { name: `Picnics ${run}`, exact: true }).click()
    // A story of long ago: /news is sorted by this date.
    // Picked in the zone the field names (Payload's zone select, New York's by default).
    await expect(byPath(page, 'publishedAt')).toContainText('Eastern Time (New York)')
    const date = byPath(page, 'publishedAt').getByRole('textbox')
    await date.click()
    await date.fill('Jun 1, 2001 12:00 PM')
    await date.press('Enter')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: /^Publish changes$/ }).click()
    await expectSaved(page)
    await expect(page).toHaveURL(/\/admin\/collections\/stories\/(\d+)/, { timeout: 20_000 })
    storyId = Number(/\/stories\/(\d+)/.exec(page.url())![1])
    await expect(byPath(page, 'slug')).toHaveValue(`our-picnic-${run}`, { timeout: 20_000 })
    const saved = await api.get(`/api/stories/${storyId}?depth=0`)
    expect(await saved.json()).toMatchObject({
      _status: 'published',
      categories: [category.id],
      publishedAt: expect.stringMatching(/^2001-06-01T/),
    })

    // As on a page: what Spanish visitors get, and every save with its author.
    await expect(page.getByRole('region', { name: /^Spanish:/ })).toHaveAccessibleName(
      'Spanish: Spanish visitors see this story in English, under a note that it is not translated yet.',
      { timeout: 30_000 },
    )
    await expect(
      page.getByRole('link', { name: 'Translate this story into Spanish' }),
    ).toHaveAttribute('href', new RegExp(`/admin/collections/stories/${storyId}\\?locale=es$`))
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      `saved by ${editor.name}`,
    )
    // A version's own screen names its time in the team's zone, as the screens around it
    // (Payload writes that breadcrumb on the server; this browser's clock is UTC).
    const versions = (await (
      await api.get(`/api/stories/versions?where[parent][equals]=${storyId}&limit=1&depth=0`)
    ).json()) as { docs: { id: number }[] }
    await page.goto(`/admin/collections/stories/${storyId}/versions/${versions.docs[0]!.id}`)
    await expect(page.locator('.step-nav')).toContainText(/\(GMT-[45]\)/)
    await page.goto(`/admin/collections/stories/${storyId}`)

    // A visitor reads it at its address, with the picture and its alt text (the seeded
    // stories have no picture).
    const visitor = await page.context().browser()!.newPage()
    await expect(async () => {
      await visitor.goto(`/news/our-picnic-${run}`)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title, {
        timeout: 1000,
      })
    }).toPass({ timeout: 15_000 })
    await expect(visitor.getByRole('img', { name: alt })).toBeVisible()
    await visitor.close()

    // A new address: the field is locked to the headline until the editor unlocks it.
    await page.getByRole('button', { name: 'Unlock' }).click()
    await byPath(page, 'slug').fill(`picnic-in-the-park-${run}`)
    await page.getByRole('button', { name: /^Publish changes$/ }).click()
    await expectSaved(page)
    await expect
      .poll(
        async () =>
          (
            (await (await api.get(`/api/stories/${storyId}?depth=0`)).json()) as {
              slug: string
            }
          ).slug,
      )
      .toBe(`picnic-in-the-park-${run}`)
  } finally {
    // The edit screen may still hold the story's lock: deleted over it.
    if (storyId) await deleteOwn(api, 'stories', storyId)
    await deleteOwn(api, 'categories', category.id)
    const redirects = await api.get(`/api/redirects?where[from][like]=${run}&depth=0`)
    for (const row of ((await redirects.json()) as { docs: { id: number }[] }).docs)
      await api.delete(`/api/redirects/${row.id}`)
    const media = await api.get(`/api/media?where[filename][like]=picnic-${run}&depth=0`)
    for (const row of ((await media.json()) as { docs: { id: number }[] }).docs)
      await api.delete(`/api/media/${row.id}`)
    await deleteMember(api, editor)
    await api.dispose()
  }
})

test(
  'a menu link to a draft story shows on the site once an editor publishes the story, without saving the menu',
  { tag: '@shared' },
  async ({ page, request, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const api = await adminApi(playwright, baseURL!)
    const editor = await createMember(api, 'editor', 'stories-menu')
    const run = runId()
    const title = `Our book swap ${run}`
    const category = await createOwn(api, 'categories', { name: `Swaps ${run}` })
    const story = await createOwn(
      api,
      'stories',
      {
        title,
        summary: 'Bring a book, take a book.',
        body: paragraph('Everyone left with something new to read.'),
        categories: [category.id],
        publishedAt: '2001-06-02T12:00:00.000Z',
      },
      { draft: true },
    )
    const me = (await (await api.get('/api/users/me')).json()) as { user: { name: string } }
    const menuRes = await api.get('/api/menus?where[key][equals]=about&depth=0&locale=en')
    const menu = ((await menuRes.json()) as { docs: MenuDoc[] }).docs[0]
    const withLink = menu.sections.map((section, i) =>
      i === 0
        ? {
            ...section,
            items: [...section.items, { name: title, linkType: 'story', story: story.id }],
          }
        : section,
    )
    const storyLink = () =>
      page.locator('#mega-menu-about-panel').getByRole('link', { name: new RegExp(`^${title}`) })
    try {
      const linked = await api.patch(`/api/menus/${menu.id}?locale=en`, {
        data: { sections: withLink },
      })
      expect(linked.ok(), await linked.text()).toBe(true)
      // While the story is a draft, visitors get no link to it (and the page is cached so).
      const warm = await request.get('/thank-you')
      expect(warm.status()).toBe(200)
      expect(await warm.text()).not.toContain(title)

      await signInByApi(page, editor)
      await page.goto(`/admin/collections/stories/${story.id}?locale=en`)
      // Who saved it last, by name: an editor cannot open other members' accounts.
      await expect(byPath(page, 'lastSavedBy')).toHaveValue(me.user.name, { timeout: 30_000 })
      await page.getByRole('button', { name: /^Publish changes$/ }).click()
      await expectSaved(page)

      // The menu was not saved again: the link shows because the story was published.
      await expect
        .poll(
          async () => {
            await page.goto('/thank-you')
            await page.locator('#mega-menu-about-button').click()
            return storyLink()
              .getAttribute('href', { timeout: 2_000 })
              .catch(() => null)
          },
          { timeout: 20_000 },
        )
        .toBe(`/news/${story.slug}`)
      await storyLink().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    } finally {
      await api.patch(`/api/menus/${menu.id}?locale=en`, { data: { sections: menu.sections } })
      await deleteOwn(api, 'stories', story.id)
      await deleteOwn(api, 'categories', category.id)
      await deleteMember(api, editor)
      await api.dispose()
    }
  },
)
