import { expect, type Page, test } from '@playwright/test'
import config from '../../playwright.config'
import { QUICK_EXIT_URL } from '@domain/constants'
import { CRISIS_CACHE_PREFIX, CRISIS_VERSION_URL } from '@domain/crisis/offline'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { adminApi, asAdmin } from '../helpers/auth'
import { quickExitClearsStorage } from './site-helpers'

/**
 * Crisis help without a connection, in a browser with the crisis worker (public/crisis-sw.js): a
 * page open before the connection drops still opens the dialog and calls; /crisis and its card
 * reload from the saved copy, dated; any other page gets the offline page with 911, 988, the
 * button and Alt+C; an editor's save reaches the copy on the next online visit; quick exit
 * removes the worker and its copy; the web app manifest.
 *
 * Elsewhere: what the worker saves, swaps and answers (Spanish too), and keeping the old copy
 * when a refresh fails — tests/unit/crisis-sw.test.ts; the data version — tests/unit/
 * crisis-offline.test.ts; axe on /crisis/offline — tests/helpers/routes.ts OTHER_ROUTES
 * (quality.spec.ts). The editor's save goes to the LGBT National Youth Talkline, a line no other
 * spec writes, and only adds to its description (restored after): not @shared.
 */

const BUTTON = { name: 'Immediate Crisis Support' }
const DIALOG = { name: 'Crisis Support Resources' }
const LINE_COUNT = seedCrisisResources.length
const NEUTRAL = new URL(QUICK_EXIT_URL)
/** The line the editor's save changes: no other spec writes it. */
const EDITED_SLUG = 'lgbt-national-youth-talkline'
const EDITED_NAME = seedCrisisResources.find((r) => r.slug === EDITED_SLUG)!.name

// As in crisis-exit.spec: the neutral site of quick exit is answered locally and unresolvable.
const launchOptions = config.use?.launchOptions ?? {}
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${NEUTRAL.host} ~NOTFOUND`],
  },
})

/** The version of the crisis worker's complete saved copy, or null while there is none. */
function savedVersion(page: Page) {
  return page.evaluate(
    async ([prefix, versionUrl]) => {
      const names = (await caches.keys()).filter((name) => name.startsWith(prefix)).reverse()
      for (const name of names) {
        const saved = await (await caches.open(name)).match(versionUrl)
        if (saved) return ((await saved.json()) as { version: string }).version
      }
      return null
    },
    [CRISIS_CACHE_PREFIX, CRISIS_VERSION_URL],
  )
}

/** The text of `path` in the crisis worker's complete saved copy, or null while there is none. */
function savedPage(page: Page, path: string) {
  return page.evaluate(
    async ([prefix, versionUrl, path]) => {
      const names = (await caches.keys()).filter((name) => name.startsWith(prefix)).reverse()
      for (const name of names) {
        const cache = await caches.open(name)
        if (await cache.match(versionUrl)) return (await (await cache.match(path))?.text()) ?? null
      }
      return null
    },
    [CRISIS_CACHE_PREFIX, CRISIS_VERSION_URL, path],
  )
}

/** Visits `path` online and waits until the crisis worker controls it with a saved copy. */
async function visitAndSave(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.getByRole('button', BUTTON)).toBeVisible()
  await expect.poll(() => savedVersion(page), { timeout: 30_000 }).not.toBeNull()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The note the worker shows on a page it serves from its saved copy. */
async function expectSavedOnNote(page: Page) {
  const note = page.locator('[data-crisis-offline-note]')
  await expect(note).toBeVisible()
  await expect(note).toContainText('You’re offline.')
  await expect(note.locator('[data-saved-on]')).toHaveAttribute(
    'data-saved-on',
    /^Saved on \w+ \d+, \d{4}/,
  )
}

async function expectDialogWithEveryLine(page: Page) {
  const dialog = page.getByRole('dialog', DIALOG)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Crisis lines' }).getByRole('article')).toHaveCount(
    LINE_COUNT,
  )
  return dialog
}

test.describe('crisis help offline', () => {
  test('a page open before the connection drops still opens the dialog, and calls work', async ({
    page,
    context,
  }) => {
    await visitAndSave(page, '/about')
    await context.setOffline(true)
    await page.getByRole('button', BUTTON).click()
    const dialog = await expectDialogWithEveryLine(page)
    const trevor = dialog.getByRole('article', { name: 'The Trevor Project' })
    const call = trevor.getByRole('link', { name: /^Call / })
    await expect(call).toHaveAttribute('href', /^tel:\d+$/)
    await expect(trevor.getByRole('link', { name: /^Text / })).toHaveAttribute('href', /^sms:/)
    await call.click()
    await expect(dialog.getByRole('status')).toContainText('Calling The Trevor Project')
  })

  test('offline, /crisis and its card reload from the saved copy, dated; any other page gets the offline page, its button and Alt+C', async ({
    page,
    context,
  }) => {
    await visitAndSave(page, '/crisis')
    await expect(page.locator('[data-crisis-offline-note]')).toBeHidden()
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible()
    await expectSavedOnNote(page)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(LINE_COUNT)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Call 988', exact: true }).first(),
    ).toHaveAttribute('href', 'tel:988')
    await page.goto('/crisis/card')
    await expectSavedOnNote(page)

    // Pages that are not crisis pages are not kept (the home page was visited online too).
    for (const path of ['/', '/volunteer']) {
      await page.goto(path)
      await expect(page).toHaveURL(path)
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page couldn’t load' }),
      ).toBeVisible()
      await expectSavedOnNote(page)
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')
      await expect(main.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute(
        'href',
        'tel:988',
      )
      await expect(main.getByRole('link', { name: 'See all our crisis lines' })).toHaveAttribute(
        'href',
        '/crisis',
      )
    }

    await page.getByRole('button', BUTTON).click()
    const dialog = await expectDialogWithEveryLine(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.keyboard.press('Alt+c')
    await expectDialogWithEveryLine(page)
    await page.keyboard.press('Escape')

    await page.getByRole('main').getByRole('link', { name: 'See all our crisis lines' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible()
  })

  test('an editor’s save reaches the offline copy on the next online visit', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await visitAndSave(page)

    const api = await adminApi(playwright, baseURL!)
    const found = await asAdmin(api, () =>
      api.get(`/api/crisis-resources?where[slug][equals]=${EDITED_SLUG}&depth=0`),
    )
    const line = ((await found.json()) as { docs: { id: number; description: string }[] }).docs[0]
    // Added to the description, never in place of it: a page checking the seeded words still
    // finds them while this runs.
    const edited = `${line.description} Offline check ${Date.now()}.`
    // Published explicitly: a save without a status would keep a pending draft (if any) a draft.
    const save = (description: string) =>
      asAdmin(api, () =>
        api.patch(`/api/crisis-resources/${line.id}`, {
          data: { description, _status: 'published' },
        }),
      )
    expect((await save(edited)).ok()).toBe(true)
    try {
      // Waits for this save itself, not for any new version (another spec may publish too).
      await expect
        .poll(
          async () => {
            await page.goto('/about')
            return savedPage(page, '/crisis')
          },
          { timeout: 60_000, intervals: [1000, 2000, 3000] },
        )
        .toContain(edited)
      await context.setOffline(true)
      await page.goto('/crisis')
      await expectSavedOnNote(page)
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(LINE_COUNT)
      await expect(
        page.getByRole('main').getByRole('article', { name: EDITED_NAME }),
      ).toContainText(edited)
    } finally {
      await context.setOffline(false)
      expect((await save(line.description)).ok()).toBe(true)
      await api.dispose()
    }
  })

  test('quick exit removes the worker and everything it saved', async ({ page, context }) => {
    await visitAndSave(page)
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(1)
    // The neutral site it then leads to is unresolvable here (see above).
    await quickExitClearsStorage(page)

    // In a tab of its own (this one is still failing to reach the neutral site), a same-site
    // address that is not a page, so nothing registers the worker again.
    const check = await context.newPage()
    await check.goto(CRISIS_VERSION_URL)
    expect(await check.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0)
    expect(await check.evaluate(() => caches.keys())).toEqual([])
    await context.setOffline(true)
    await expect(check.goto('/crisis')).rejects.toThrow()
  })

  test('the web app manifest names the site and offers a "Crisis lines" shortcut', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const manifest = (await (await request.get(href!)).json()) as {
      name: string
      start_url: string
      icons: { src: string; sizes: string }[]
      shortcuts: { name: string; url: string }[]
    }
    const settings = (await (await request.get('/api/web/settings/public')).json()) as {
      data: { site_name: string }
    }
    expect(manifest.name).toBe(settings.data.site_name)
    expect(manifest.start_url).toBe('/')
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: 'Crisis lines', url: '/crisis' }),
    ])
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    for (const icon of manifest.icons)
      expect((await request.get(icon.src)).ok(), icon.src).toBe(true)
  })
})
