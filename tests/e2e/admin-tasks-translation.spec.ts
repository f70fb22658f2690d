import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminApi, createMember, deleteMember, signInByApi, type Member } from '../helpers/auth'
import { paragraph } from '../helpers/lexical'

/**
 * Three of a first-time editor's tasks, in the admin of the production build, on the e2e
 * server (playwright.config.ts):
 * (a) a page put into Spanish with the edit screen's one visible action, and the Spanish
 *     visitor's page: the "not yet translated" note stays until the body is Spanish;
 * (b) a mistaken English edit of the LGBT National Hotline undone with "Restore English only",
 *     and what visitors of /crisis and /es/crisis then see (the Spanish untouched);
 * (c) a Spanish page whose picture is described in English only: both views of the banner say
 *     so, and the editor writes the Spanish description that the Spanish page then reads.
 */
const NOTICE = 'Esta página aún no está traducida'

async function signIn(page: Page, member: Member) {
  await signInByApi(page, member)
}

async function expectSaved(page: Page) {
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })
}

/** The visitor's page, read again until `check` holds (the site updates within seconds). */
async function visit(page: Page, path: string, check: (text: string) => boolean) {
  await expect
    .poll(
      async () => {
        await page.goto(path)
        const text = (await page.locator('body').textContent()) ?? ''
        return check(text)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
}

let api: APIRequestContext
let editor: Member

test.beforeAll(async ({ playwright, baseURL }) => {
  api = await adminApi(playwright, baseURL!)
  editor = await createMember(api, 'editor', 'translator')
})

test.afterAll(async () => {
  if (editor) await deleteMember(api, editor)
})

test(
  'a first-time editor puts a page into Spanish; the note stays until the body is Spanish',
  { tag: '@shared' },
  async ({ page, browser }) => {
    test.setTimeout(240_000)
    const run = Date.now().toString(36)
    const slug = `peer-groups-${run}`
    const englishHeading = 'How our peer groups work'
    const englishBody = 'Every group meets online once a week with two trained volunteers.'
    const created = await api.post('/api/pages', {
      data: {
        title: `Peer groups ${run}`,
        slug,
        layout: [
          {
            blockType: 'richTextSection',
            heading: englishHeading,
            content: paragraph(englishBody),
          },
        ],
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
    const visitor = await (await browser.newContext()).newPage()

    try {
      // The Spanish visitor sees the English under the note.
      await visit(visitor, `/es/${slug}`, (t) => t.includes(NOTICE) && t.includes(englishBody))

      await signIn(page, editor)
      await page.goto(`/admin/collections/pages/${pageId}?locale=es`)
      const banner = page.getByRole('region', { name: /On the site, Spanish visitors see/ })
      await expect(banner).toContainText('in English', { timeout: 30_000 })
      await expect(banner).toContainText('It has no Spanish content yet')
      // Every content screen says which language it shows while it is not English.
      await expect(
        page.getByRole('note').filter({ hasText: 'You are seeing and editing' }),
      ).toHaveText('You are seeing and editing the Español content (es). Switch to English')
      await banner
        .getByRole('button', { name: 'Start the Spanish version from the English' })
        .click()

      // After the copy: the Spanish fields hold the English, and the banner lists what is left.
      const after = page.getByRole('region', { name: /On the site, Spanish visitors see/ })
      await expect(after).toContainText('Still to translate in this draft', { timeout: 30_000 })
      await expect(after).toContainText(englishBody)
      // Visitors still see the English under the note.
      await visit(visitor, `/es/${slug}`, (t) => t.includes(NOTICE))

      // Title and heading in Spanish, the paragraph not yet: published, the note must stay.
      const title = page.getByRole('textbox', { name: /^Page title\s*\*?/ }).first()
      await expect(title).toHaveValue(`Peer groups ${run}`)
      await title.fill(`Grupos de pares ${run}`)
      const heading = page.getByRole('textbox', { name: /^Heading/ }).first()
      if (!(await heading.isVisible())) await page.getByText('Text section').first().click()
      await expect(heading).toHaveValue(englishHeading)
      await heading.fill('Cómo funcionan nuestros grupos')
      await page.getByRole('button', { name: /^Publish changes$/ }).click()
      await expectSaved(page)
      await expect(page.getByRole('region', { name: /On the site/ })).toContainText(
        '1 passage that is still the English text',
        { timeout: 20_000 },
      )
      await visit(
        visitor,
        `/es/${slug}`,
        (t) => t.includes('Cómo funcionan nuestros grupos') && t.includes(NOTICE),
      )

      // The paragraph in Spanish: now the Spanish visitor reads Spanish, without the note.
      const body = page.locator('[data-lexical-editor="true"]').first()
      await body.click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('Cada grupo se reúne en línea una vez por semana.')
      await page.getByRole('button', { name: /^Publish changes$/ }).click()
      await expectSaved(page)
      await expect(
        page.getByRole('region', {
          name: /On the site, Spanish visitors see this page in Spanish/,
        }),
      ).toBeVisible({ timeout: 20_000 })
      await visit(
        visitor,
        `/es/${slug}`,
        (t) =>
          !t.includes(NOTICE) &&
          t.includes('Cada grupo se reúne en línea una vez por semana.') &&
          !t.includes(englishBody),
      )
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'es')
      // The English page is unchanged.
      await visit(visitor, `/${slug}`, (t) => t.includes(englishBody) && t.includes(englishHeading))
      // And the English view tells the same as the Spanish one.
      await page.goto(`/admin/collections/pages/${pageId}?locale=en`)
      await expect(page.getByRole('region', { name: /^Spanish:/ })).toHaveAccessibleName(
        'Spanish: Spanish visitors see this page in Spanish.',
        { timeout: 30_000 },
      )
    } finally {
      await api.delete(`/api/pages/${pageId}?overrideLock=true`)
    }
  },
)

test(
  'a first-time editor describes a Spanish page’s picture in Spanish; both views said it was missing',
  { tag: '@shared' },
  async ({ page, browser }) => {
    test.setTimeout(180_000)
    const run = Date.now().toString(36)
    const slug = `our-table-${run}`
    const englishAlt = `Volunteers around a kitchen table ${run}`
    const spanishAlt = `Personas voluntarias alrededor de una mesa ${run}`
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer()
    const upload = await api.post('/api/media', {
      multipart: {
        file: { name: `table-${run}.png`, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: englishAlt }),
      },
    })
    expect(upload.ok(), await upload.text()).toBe(true)
    const mediaId = ((await upload.json()) as { doc: { id: number } }).doc.id
    const hero = (heading: string) => [{ blockType: 'hero', heading, image: mediaId }]
    const created = await api.post('/api/pages?locale=en', {
      data: {
        title: `Our table ${run}`,
        slug,
        layout: hero('Where it began'),
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
    const spanish = await api.patch(`/api/pages/${pageId}?locale=es`, {
      data: {
        title: `Nuestra mesa ${run}`,
        layout: hero('Donde empezó todo'),
        _status: 'published',
      },
    })
    expect(spanish.ok(), await spanish.text()).toBe(true)
    const visitor = await (await browser.newContext()).newPage()

    try {
      // The Spanish visitor's page is in Spanish, its picture described in English meanwhile.
      await visit(
        visitor,
        `/es/${slug}`,
        (t) => t.includes('Donde empezó todo') && !t.includes(NOTICE),
      )
      await expect(visitor.getByRole('img', { name: englishAlt })).toBeVisible()

      await signIn(page, editor)
      await page.goto(`/admin/collections/pages/${pageId}?locale=en`)
      await expect(page.getByRole('region', { name: /^Spanish:/ })).toHaveAccessibleName(
        'Spanish: Spanish visitors see this page in Spanish. 1 picture has no Spanish description yet.',
        { timeout: 30_000 },
      )
      await page.goto(`/admin/collections/pages/${pageId}?locale=es`)
      const banner = page.getByRole('region', { name: /On the site, Spanish visitors see/ })
      await expect(banner).toContainText('1 picture has no Spanish description yet', {
        timeout: 30_000,
      })
      await banner.getByRole('link', { name: `Describe “${englishAlt}” in Spanish` }).click()

      await expect(page).toHaveURL(new RegExp(`/admin/collections/media/${mediaId}\\?locale=es`))
      const languageBar = page.getByRole('note').filter({ hasText: 'You are seeing and editing' })
      await expect(languageBar).toHaveText(
        'You are seeing and editing the Español content (es). Switch to English',
      )
      const description = page.getByRole('textbox', { name: /^Alt\b/ })
      await description.fill(spanishAlt)
      await page.getByRole('button', { name: /^Save$/ }).click()
      await expectSaved(page)

      await visit(visitor, `/es/${slug}`, (t) => t.includes('Donde empezó todo'))
      await expect
        .poll(
          async () => {
            await visitor.goto(`/es/${slug}`)
            return visitor.getByRole('img', { name: spanishAlt }).count()
          },
          { timeout: 20_000 },
        )
        .toBe(1)
      await visitor.goto(`/${slug}`)
      await expect(visitor.getByRole('img', { name: englishAlt })).toBeVisible()

      await page.goto(`/admin/collections/pages/${pageId}?locale=es`)
      await expect(page.getByRole('region', { name: /On the site/ })).toContainText(
        'Everything is in Spanish.',
        { timeout: 30_000 },
      )
      // The team has one language: its list says nothing about Spanish.
      await page.goto('/admin/collections/users')
      await expect(page.getByRole('heading', { name: 'Team members' })).toBeVisible()
      await expect(languageBar).toHaveCount(0)
      // Its "Deactivated" column says No for everyone still on the team, never a raw "false".
      await expect(page.locator('td.cell-deactivated').first()).toHaveText('No')
      await expect(page.locator('td.cell-deactivated', { hasText: 'false' })).toHaveCount(0)
    } finally {
      await api.delete(`/api/pages/${pageId}?overrideLock=true`)
      await api.delete(`/api/media/${mediaId}?overrideLock=true`)
    }
  },
)

type Line = {
  id: number
  description: string
  hours?: { note?: string | null }
}

test(
  'a first-time editor undoes a mistaken English edit of a crisis line, one language only',
  { tag: '@shared' },
  async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(240_000)
    const run = Date.now().toString(36)
    const find = async (locale: 'en' | 'es') => {
      const res = await api.get(
        `/api/crisis-resources?where[slug][equals]=lgbt-national-hotline&locale=${locale}&depth=0`,
      )
      expect(res.ok()).toBe(true)
      return ((await res.json()) as { docs: Line[] }).docs[0]
    }
    const [english, spanish] = [await find('en'), await find('es')]
    expect(spanish.description).not.toBe(english.description)
    const spanishNote = spanish.hours?.note
    const mistake = `Mistaken text ${run}, typed into the wrong line.`

    // The mistake, saved by the editor (so the history names them).
    const editorApi = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
    })
    expect((await editorApi.post('/api/users/login', { data: editor })).ok()).toBe(true)
    const saved = await editorApi.patch(`/api/crisis-resources/${english.id}?locale=en`, {
      data: { description: mistake, _status: 'published' },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    const visitor = await (await browser.newContext()).newPage()
    await visit(visitor, '/crisis', (t) => t.includes(mistake))

    await signIn(page, editor)
    await page.goto(`/admin/collections/crisis-resources/${english.id}?locale=en`)
    const history = page.getByRole('region', { name: 'History' })
    const items = history
      .getByRole('listitem')
      .filter({ has: page.locator('.history-panel__meta') })
    await expect(items.first()).toContainText('saved by E2E translator', { timeout: 30_000 })
    await expect(items.first()).toContainText('current')
    await expect(items.first()).toContainText('English: Description')
    const before = items.nth(1)
    await expect(before).toContainText('Restoring it would change:')
    // Old → new: the older save is where the comparison starts from.
    const compare = await before
      .getByRole('link', { name: 'Compare with now' })
      .getAttribute('href')
    const [, to, from] = /\/versions\/(\d+)\?versionFrom=(\d+)$/.exec(compare ?? '') ?? []
    expect(Number(from)).toBeLessThan(Number(to))
    await before.getByRole('button', { name: 'Restore English only' }).click()
    const dialog = page.getByRole('dialog', { name: 'Restore the English only?' })
    await expect(dialog).toContainText(
      'The Spanish and the details both languages share (phone numbers, hours, order) stay as they are now.',
    )
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click()
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'saved by E2E translator',
      {
        timeout: 30_000,
      },
    )

    // Visitors: the English is back; the Spanish description, hours note and tags are still there.
    await visit(visitor, '/crisis', (t) => !t.includes(mistake) && t.includes(english.description))
    await visit(
      visitor,
      '/es/crisis',
      (t) => t.includes(spanish.description) && (!spanishNote || t.includes(spanishNote)),
    )
    const esNow = await find('es')
    expect(esNow.description).toBe(spanish.description)
    expect(esNow.hours?.note ?? null).toBe(spanishNote ?? null)
    await editorApi.dispose()
  },
)
