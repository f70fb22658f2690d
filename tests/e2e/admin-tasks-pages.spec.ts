import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import { BLOCK_DESCRIPTIONS } from '../../blocks/images'
import { byPath, expectSaved, uploadNewPicture } from '../helpers/admin-fields'
import { openArrayRow } from '../helpers/admin-rows'
import { adminApi, createMember, deleteMember, signInByApi } from '../helpers/auth'

/**
 * A first-time editor's task, as issue 30 tells it: a new page with a picture and a block, its
 * address made from the title, linked from a menu with the page picker, published; then the
 * visitor sees the page and the menu entry (in English and under /es), in pages that were cached
 * before the save: the suite's one "edit in the admin → shows on the site" walkthrough (issue 57;
 * the saves themselves: tests/int/database-writes.test.ts). Runs on the e2e server
 * (playwright.config.ts); tagged @shared: it changes the `about` menu every page shows.
 */
type MenuDoc = { id: number; title: string; sections: { title: string; items: unknown[] }[] }

/** Payload's inputs carry the field's path as their id: `layout.0.heading` → #field-layout__0__heading. */

/** A picture of the screen for people reviewing the change (in the test's output folder). */
const snap = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false })

/** Opens a folded array row (`#sections-row-0`) unless it is open. */
const openRow = (row: Locator, content: Locator) =>
  openArrayRow(row.locator('.collapsible__toggle').first(), content)

test(
  'a first-time editor makes a page with a picture, links it from a menu by picking it, and visitors see both',
  { tag: '@shared' },
  async ({ page, request, playwright, baseURL }) => {
    test.setTimeout(300_000)
    const api = await adminApi(playwright, baseURL!)
    const editor = await createMember(api, 'editor', 'pages-task')
    const run = Date.now().toString(36)
    const title = `Volunteer stories ${run}`
    const slug = `volunteer-stories-${run}`
    const heading = `Stories from our volunteers (${run})`
    const alt = `Volunteers painting a mural (${run})`
    const menuRes = await api.get('/api/menus?where[key][equals]=about&depth=0&locale=en')
    const menu = ((await menuRes.json()) as { docs: MenuDoc[] }).docs[0]
    const section = menu.sections[0]
    const newRow = section.items.length
    let pageId: number | undefined

    try {
      await signInByApi(page, editor)

      // The menus list says in words where each menu shows.
      await page.goto('/admin/collections/menus')
      await expect(page.getByText('Yes, and in the mobile menu').first()).toBeVisible({
        timeout: 30_000,
      })
      await expect(page.getByRole('cell', { name: /^(true|false)$/ })).toHaveCount(0)
      await snap(page, 'menus-list')

      // A new page: nothing is saved until it is one (title and a block); the address comes from
      // the title when it is.
      await page.goto('/admin/collections/pages/create?locale=en')
      const titleField = byPath(page, 'title')
      await expect(titleField).toBeEditable({ timeout: 30_000 })
      await titleField.fill(title)

      // A block, chosen by its picture and description.
      await page.getByRole('button', { name: 'Add Block' }).click()
      await expect(page.getByRole('img', { name: BLOCK_DESCRIPTIONS.hero })).toBeVisible()
      await expect(page.getByRole('img', { name: BLOCK_DESCRIPTIONS.faq })).toBeVisible()
      await snap(page, 'block-chooser')
      await page.locator('.thumbnail-card', { hasText: 'Hero banner' }).click()
      // Content first: the heading comes before the technical settings, which are folded away.
      await expect(byPath(page, 'layout.0.heading')).toBeVisible()
      await expect(byPath(page, 'layout.0.anchorId')).toBeHidden()
      await byPath(page, 'layout.0.heading').fill(heading)
      // The block's row is named after what it says, not "Hero banner · Untitled".
      await expect(page.locator('#layout-row-0 .row-label').first()).toHaveText(
        `01Hero banner${heading}`,
      )

      // "Remove" asks first, naming the block: "Cancel" keeps it with what it says, "OK" removes.
      const removeRow = async (row: string, accept: boolean) => {
        // The question blocks the click until answered: it is answered as it opens.
        let question = ''
        page.once('dialog', (dialog) => {
          question = dialog.message()
          void (accept ? dialog.accept() : dialog.dismiss())
        })
        await page.locator(`${row} .array-actions__button`).first().click()
        await page.getByRole('button', { name: 'Remove', exact: true }).click()
        await expect.poll(() => question).not.toBe('')
        return question
      }
      expect(await removeRow('#layout-row-0', false)).toBe(
        `Remove the block “Hero banner · ${heading}” and everything in it? After a save it can be brought back only from an earlier version (History).`,
      )
      await expect(byPath(page, 'layout.0.heading')).toHaveValue(heading)
      await page.getByRole('button', { name: 'Add Block' }).click()
      await page.locator('.thumbnail-card', { hasText: 'Questions and answers' }).click()
      await expect(page.locator('#layout-row-1 [data-row-name]').first()).toHaveAttribute(
        'data-row-name',
        /^Questions and answers/,
      )
      expect(await removeRow('#layout-row-1', true)).toMatch(/^Remove the block “Questions/)
      await expect(page.locator('#layout-row-1')).toHaveCount(0)
      await expect(byPath(page, 'layout.0.heading')).toHaveValue(heading)

      // A picture uploaded right from the block.
      await uploadNewPicture(page, 'layout.0.image', {
        name: `mural-${run}`,
        alt,
        background: '#7c3aed',
      })

      await snap(page, 'new-page')
      await page.getByRole('button', { name: /^Publish changes$/ }).click()
      await expectSaved(page)
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/(\d+)/, { timeout: 20_000 })
      pageId = Number(/\/pages\/(\d+)/.exec(page.url())![1])
      await expect(byPath(page, 'slug')).toHaveValue(slug, { timeout: 20_000 })

      // The menu: sections are folded and named after their content.
      await page.goto(`/admin/collections/menus/${menu.id}?locale=en`)
      const sectionRow = page.locator('#sections-row-0')
      await expect(sectionRow).toContainText(`${section.title} · ${section.items.length} links`, {
        timeout: 30_000,
      })
      await expect(byPath(page, 'sections.0.title')).toBeHidden()
      await snap(page, 'menu-folded')
      await page.setViewportSize({ width: 390, height: 844 })
      await snap(page, 'menu-folded-phone')
      await page.setViewportSize({ width: 1440, height: 900 })
      await openRow(sectionRow, byPath(page, 'sections.0.title'))
      await byPath(page, 'sections.0.items')
        .getByRole('button', { name: 'Add Link' })
        .last()
        .click()
      const itemRow = page.locator(`#sections-0-items-row-${newRow}`)
      // The link just added is open, and stays open once Payload's server has answered the add
      // (the row's name comes from that answer); the links already saved stay folded.
      await expect(itemRow.locator('[data-row-name]').first()).toHaveAttribute(
        'data-row-name',
        'New link (no name yet)',
      )
      await expect(byPath(page, `sections.0.items.${newRow}.name`)).toBeVisible()
      await expect(byPath(page, 'sections.0.items.0.name')).toBeHidden()
      await byPath(page, `sections.0.items.${newRow}.name`).fill(title)
      // "A page of this site" is the default; the page is picked by its title.
      const picker = byPath(page, `sections.0.items.${newRow}.page`)
      await picker.locator('.rs__control').click()
      await picker.locator('input').fill(run)
      await page.locator('.rs__option', { hasText: title }).click()
      await expect(itemRow.locator('.row-label').first()).toHaveText(title)
      await itemRow.scrollIntoViewIfNeeded()
      await snap(page, 'menu-item-picked')
      // The visitor's pages are cached before the save (plain requests of a visitor, not the
      // browser, whose link prefetches could still be rendering then), so what follows proves
      // that the save replaced them, in both languages, without a rebuild.
      for (const path of ['/thank-you', '/es/thank-you']) {
        const warm = await request.get(path)
        expect(warm.status(), path).toBe(200)
        expect(await warm.text(), path).not.toContain(title)
      }
      await page.getByRole('button', { name: /^Save$/ }).click()
      await expectSaved(page)

      // The visitor: the menu entry leads to the page, in English and in Spanish.
      await expect
        .poll(
          async () => {
            await page.goto('/thank-you')
            await page.locator('#mega-menu-about-button').click()
            return page
              .locator('#mega-menu-about-panel')
              .getByRole('link', { name: new RegExp(`^${title}`) })
              .getAttribute('href', { timeout: 2_000 })
              .catch(() => null)
          },
          { timeout: 20_000 },
        )
        .toBe(`/${slug}`)
      await page
        .locator('#mega-menu-about-panel')
        .getByRole('link', { name: new RegExp(`^${title}`) })
        .click()
      await expect(page).toHaveURL(new RegExp(`/${slug}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('img', { name: alt })).toBeVisible()
      await snap(page, 'visitor-page')

      // Spanish: the same entry leads to the page's Spanish address.
      await page.goto('/es/thank-you')
      await page.locator('#mega-menu-about-button').click()
      await expect(
        page.locator('#mega-menu-about-panel').getByRole('link', { name: new RegExp(`^${title}`) }),
      ).toHaveAttribute('href', `/es/${slug}`)
      expect((await page.request.get(`/es/${slug}`)).status()).toBe(200)
    } finally {
      await api.patch(`/api/menus/${menu.id}?locale=en`, { data: { sections: menu.sections } })
      if (pageId) await api.delete(`/api/pages/${pageId}?overrideLock=true`)
      await api.delete(`/api/media?where[alt][equals]=${encodeURIComponent(alt)}&overrideLock=true`)
      await deleteMember(api, editor)
      await api.dispose()
    }
  },
)

/**
 * Issue 60: after adding a block, the edit screen said "Last saved less than a minute ago" beside
 * an autosave its server had refused (400, no version written), and the new rows came folded.
 */
test('an autosave that was refused says so, naming the block and the field, until one is stored', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const api = await adminApi(playwright, baseURL!)
  const editor = await createMember(api, 'editor', 'pages-refused')
  const run = Date.now().toString(36)
  const created = await api.post('/api/pages', {
    data: {
      title: `Refused save ${run}`,
      slug: `refused-save-${run}`,
      layout: [{ blockType: 'hero', heading: 'Welcome' }],
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  // Payload's autosave note, beside the save buttons (not the "Last saved by" field).
  const lastSaved = page.locator('.doc-controls').getByText(/^Last saved/)
  const notice = page.getByRole('status').filter({ hasText: /^Not saved/ })
  // Payload's form checks (server actions) on their way. One sent before the fields below are
  // filled in and answered after it puts its marks back ("This field is required." beside a filled
  // field), and Payload 3.90 then skips the autosave until the next change: seen with the checks
  // delayed by 1.5 s (page.route), every time; payloadcms/payload#17455 (not released) is its fix.
  // The test fills in once no check has been on its way for longer than the form waits (250 ms)
  // before it sends the next. (With every request 1.5 s late, CDP's latency, Payload's autosave
  // did not recover from the refusal within 20 s at all, with or without this wait: the notice
  // said "Your latest changes are not saved yet.", which was true.)
  let checking = 0
  let lastCheck = Date.now()
  const isCheck = (r: Request) => r.method() === 'POST' && Boolean(r.headers()['next-action'])
  const count = (step: number) => (r: Request) => {
    if (!isCheck(r)) return
    checking += step
    lastCheck = Date.now()
  }
  page.on('request', count(1))
  page.on('requestfinished', count(-1))
  page.on('requestfailed', count(-1))
  const checksAnswered = () => checking === 0 && Date.now() - lastCheck > 400
  try {
    await signInByApi(page, editor)
    await page.goto(`/admin/collections/pages/${id}?locale=en`)
    await expect(byPath(page, 'title')).toBeEditable({ timeout: 30_000 })
    // A stored autosave first, so "Last saved" is on the screen before the refused one.
    await byPath(page, 'title').fill(`Refused save ${run} (edited)`)
    await expect(lastSaved).toBeVisible({ timeout: 20_000 })

    await page.getByRole('button', { name: 'Add Block' }).click()
    await page.locator('.thumbnail-card', { hasText: 'Questions and answers' }).click()
    // A block with no question yet refuses the autosave: the notice names the block (its number
    // and kind) and the field, and "Last saved" is gone.
    await expect(notice).toHaveText(/^Not saved: Block 2 \(Questions and answers\) → Questions: /, {
      timeout: 20_000,
    })
    await expect(lastSaved).toBeHidden()
    await byPath(page, 'layout.1.items').getByRole('button', { name: 'Add Question' }).click()
    // The question just added is open, and stays open once Payload's server has answered the add
    // (the row's name comes from that answer), though the field folds its rows (initCollapsed).
    await expect(page.locator('#layout-1-items-row-0 [data-row-name]').first()).toHaveAttribute(
      'data-row-name',
      'New question (no name yet)',
    )
    await expect(byPath(page, 'layout.1.items.0.question')).toBeVisible()

    // Left empty, the question and its answer refuse it again: the notice names them, and no
    // longer the missing question.
    await expect(notice).toHaveText(
      'Not saved: Block 2 (Questions and answers) → Question 1 → Question: This field is required. 1 more field to fix.',
      { timeout: 20_000 },
    )
    await expect(lastSaved).toBeHidden()
    await snap(page, 'refused-autosave')
    await page.setViewportSize({ width: 390, height: 844 })
    await snap(page, 'refused-autosave-phone')
    await page.setViewportSize({ width: 1440, height: 900 })

    // Filled in, the next autosave is stored: "Last saved" again, and no notice.
    await expect.poll(checksAnswered).toBe(true)
    await byPath(page, 'layout.1.items.0.question').fill('Is it free?')
    await byPath(page, 'layout.1.items.0.answer').fill('Yes, always.')
    await expect(lastSaved).toBeVisible({ timeout: 20_000 })
    await expect(notice).toHaveCount(0)
    // Stored indeed, the answer too (the last autosave: nothing saves after it).
    await expect
      .poll(async () => {
        const draft = await api.get(`/api/pages/${id}?draft=true&depth=0&locale=en`)
        return JSON.stringify(await draft.json())
      })
      .toMatch(/Is it free\?.*Yes, always\./)
  } finally {
    // Away from the edit screen first: an autosave must not write a version of a deleted page.
    await page.goto('about:blank')
    await api.delete(`/api/pages/${id}?overrideLock=true`)
    await deleteMember(api, editor)
    await api.dispose()
  }
})
