import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { asAdmin } from '../helpers/auth'
import { paragraph } from '../helpers/lexical'
import { deleteOwn, ownCrisisLine, readLineDraft } from '../helpers/own-documents'
import { signedInMemberForSpec, VISITOR } from '../helpers/signed-in'

/**
 * Three of a first-time editor's tasks, in the admin of the production build, on the e2e
 * server (playwright.config.ts), each on documents of its own (so they run beside the rest):
 * (a) a page put into Spanish with the edit screen's one visible action: the banner tells what
 *     is left until the body is Spanish, and then the Spanish visitor reads it without the note;
 * (b) a Spanish page whose picture is described in English only: both views of the banner say
 *     so, and the editor writes the Spanish description that the Spanish page then reads;
 * (c) a mistaken English edit of a crisis line undone with "Restore English only" (a line of the
 *     test's own, never published): the Spanish is untouched.
 * The states between (what /es shows after the copy, after a partial translation; the English
 * page unchanged) are tests/int/i18n-translation-state.test.ts and i18n-image-descriptions; what
 * a restore does to each language and to visitors, tests/int/versions-history.test.ts.
 */
const NOTICE = 'Esta página aún no está traducida'

// The translator, signed in once for the spec; `spec.api` is an admin's client.
const spec = signedInMemberForSpec('editor', 'translator')

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

test('a first-time editor puts a page into Spanish; the note stays until the body is Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const run = Date.now().toString(36)
  const slug = `peer-groups-${run}`
  const englishHeading = 'How our peer groups work'
  const englishBody = 'Every group meets online once a week with two trained volunteers.'
  const created = await spec.api.post('/api/pages', {
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
  const visitor = await (await browser.newContext(VISITOR)).newPage()

  try {
    await page.goto(`/admin/collections/pages/${pageId}?locale=es`)
    const banner = page.getByRole('region', { name: /On the site, Spanish visitors see/ })
    await expect(banner).toContainText('in English', { timeout: 30_000 })
    await expect(banner).toContainText('It has no Spanish content yet')
    // Every content screen says which language it shows while it is not English.
    await expect(
      page.getByRole('note').filter({ hasText: 'You are seeing and editing' }),
    ).toHaveText('You are seeing and editing the Español content (es). Switch to English')
    await banner.getByRole('button', { name: 'Start the Spanish version from the English' }).click()

    // After the copy: the Spanish fields hold the English, and the banner lists what is left.
    const after = page.getByRole('region', { name: /On the site, Spanish visitors see/ })
    await expect(after).toContainText('Still to translate in this draft', { timeout: 30_000 })
    await expect(after).toContainText(englishBody)

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
    // And the English view tells the same as the Spanish one.
    await page.goto(`/admin/collections/pages/${pageId}?locale=en`)
    await expect(page.getByRole('region', { name: /^Spanish:/ })).toHaveAccessibleName(
      'Spanish: Spanish visitors see this page in Spanish.',
      { timeout: 30_000 },
    )
  } finally {
    await visitor.context().close()
    await asAdmin(spec.api, () => spec.api.delete(`/api/pages/${pageId}?overrideLock=true`))
  }
})

test('a first-time editor describes a Spanish page’s picture in Spanish; both views said it was missing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  const slug = `our-table-${run}`
  const englishAlt = `Volunteers around a kitchen table ${run}`
  const spanishAlt = `Personas voluntarias alrededor de una mesa ${run}`
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer()
  const upload = await spec.api.post('/api/media', {
    multipart: {
      file: { name: `table-${run}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: englishAlt }),
    },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const mediaId = ((await upload.json()) as { doc: { id: number } }).doc.id
  const hero = (heading: string) => [{ blockType: 'hero', heading, image: mediaId }]
  const created = await spec.api.post('/api/pages?locale=en', {
    data: {
      title: `Our table ${run}`,
      slug,
      layout: hero('Where it began'),
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
  const spanish = await spec.api.patch(`/api/pages/${pageId}?locale=es`, {
    data: {
      title: `Nuestra mesa ${run}`,
      layout: hero('Donde empezó todo'),
      _status: 'published',
    },
  })
  expect(spanish.ok(), await spanish.text()).toBe(true)
  const visitor = await (await browser.newContext(VISITOR)).newPage()

  try {
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

    // The Spanish visitor's page reads the Spanish description (the English page keeps the
    // English one: tests/int/i18n-image-descriptions.test.ts).
    await expect
      .poll(
        async () => {
          await visitor.goto(`/es/${slug}`)
          return visitor.getByRole('img', { name: spanishAlt }).count()
        },
        { timeout: 20_000 },
      )
      .toBe(1)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Donde empezó todo')

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
    await visitor.context().close()
    await asAdmin(spec.api, () => spec.api.delete(`/api/pages/${pageId}?overrideLock=true`))
    await asAdmin(spec.api, () => spec.api.delete(`/api/media/${mediaId}?overrideLock=true`))
  }
})

test('a first-time editor undoes a mistaken English edit of a crisis line, one language only', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const spanish = 'Apoyo confidencial entre pares para personas LGBTQ+ de todas las edades.'
  // A line of the test's own, never published, with its English and its Spanish.
  const line = await ownCrisisLine(spec.api, 'restore', { spanish: { description: spanish } })
  const english = (await readLineDraft<{ description: string }>(spec.api, line.id)).description
  const mistake = `Mistaken text ${run}, typed into the wrong line.`
  const editorApi = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
    storageState: VISITOR.storageState,
  })
  try {
    // The mistake, saved by the editor (so the history names them).
    expect((await editorApi.post('/api/users/login', { data: spec.member })).ok()).toBe(true)
    const saved = await editorApi.patch(`/api/crisis-resources/${line.id}?locale=en&draft=true`, {
      data: { description: mistake, _status: 'draft' },
    })
    expect(saved.ok(), await saved.text()).toBe(true)

    await page.goto(`/admin/collections/crisis-resources/${line.id}?locale=en`)
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
    await expect(dialog).toBeHidden({ timeout: 30_000 })

    // The English is back; the Spanish is untouched (and the line still unpublished).
    await expect
      .poll(
        async () => (await readLineDraft<{ description: string }>(spec.api, line.id)).description,
      )
      .toBe(english)
    const es = await readLineDraft<{ description: string; _status: string }>(
      spec.api,
      line.id,
      'es',
    )
    expect(es).toMatchObject({ description: spanish, _status: 'draft' })
  } finally {
    await editorApi.dispose()
    await deleteOwn(spec.api, 'crisis-resources', line.id)
  }
})
