import { expect, type Page, test } from '@playwright/test'
import { LOCALE_COOKIE } from '@domain/i18n/locales'
import { es } from '@domain/i18n/messages/es'
import { spanishCrisisLines } from '../../src/seed/content/spanish'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { E2E_ADMIN } from '../../playwright.config'
import { expectNoAxeViolations } from '../helpers/axe'
import { apiSignIn } from '../helpers/e2e'

const BUTTON = { name: es.crisis.button }
const card = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true })
const nameOf = (slug: string) => seedCrisisResources.find((r) => r.slug === slug)!.name

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/es/crisis lists every line in Spanish, with 988 and Crisis Text Line in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/volunteer')
    const button = page.getByRole('link', BUTTON)
    await expect(button).toHaveAttribute('href', '/es/crisis')
    await button.click()
    await expect(page).toHaveURL(/\/es\/crisis$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Busca ayuda ahora')
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(
      seedCrisisResources.map((r) => r.name),
    )
    await expect(main.getByRole('link', { name: 'Llama al 911' })).toHaveAttribute(
      'href',
      'tel:911',
    )

    const lifeline = card(page, nameOf('988-lifeline'))
    await expect(lifeline.getByRole('link', { name: 'Llama al 988 y marca 2' })).toHaveAttribute(
      'href',
      'tel:988',
    )
    await expect(lifeline.getByRole('link', { name: 'Envía AYUDA al 988' })).toHaveAttribute(
      'href',
      'sms:988?body=AYUDA',
    )
    await expect(lifeline).not.toContainText('Atención solo en inglés')

    const textLine = card(page, nameOf('crisis-text-line'))
    await expect(textLine.getByRole('link', { name: 'Envía AYUDA al 741741' })).toHaveAttribute(
      'href',
      'sms:741741?body=AYUDA',
    )
    await expect(textLine.getByRole('link', { name: 'WhatsApp: 442-AYUDAME' })).toHaveAttribute(
      'href',
      'https://wa.me/14422983263',
    )

    // Every line without Spanish service says so; those with it do not.
    for (const [slug, line] of Object.entries(spanishCrisisLines)) {
      const says = expect(card(page, nameOf(slug)))
      if (line.answersInSpanish) await says.not.toContainText('Atención solo en inglés')
      else await says.toContainText('Atención solo en inglés')
      await expect(card(page, nameOf(slug))).toContainText(line.description)
    }
  })

  test('the language switch is a plain link to the same page', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('link', { name: 'Español' }).first().click()
    await expect(page).toHaveURL(/\/es\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiénes somos')
    await page.getByRole('link', { name: 'English' }).first().click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test('the switch keeps the path, remembers the choice and never redirects by itself', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/contact')
  await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
  await page.getByRole('link', { name: 'Español' }).first().click()
  await expect(page).toHaveURL(/\/es\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos encantará saber de ti')
  const cookies = await context.cookies(baseURL)
  expect(cookies.find((c) => c.name === LOCALE_COOKIE)?.value).toBe('es')

  // With the cookie and a Spanish browser, the English address still answers in English.
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'es-MX,es;q=0.9' })
  const response = await page.goto('/crisis')
  expect(response?.status()).toBe(200)
  expect(response?.request().redirectedFrom()).toBeNull()
  await expect(page).toHaveURL(/\/crisis$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get help now')

  // On the English home page the remembered choice is offered, gently: a link, not a redirect.
  await page.goto('/')
  await expect(page).toHaveURL(new URL('/', baseURL).href)
  const offer = page.getByRole('banner').getByRole('link', { name: /Prefieres leer en español/ })
  await expect(offer).toHaveAttribute('href', '/es')
  await expect(offer).toHaveAttribute('data-remembered', 'true')
})

test('a page without Spanish says so and shows the English', async ({ page }) => {
  await page.goto('/es/services')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('note')).toHaveText(/Esta página aún no está traducida/)
  await expect(page.locator('article[lang="en"]')).toBeVisible()
  // A translated page has no such notice.
  await page.goto('/es/about')
  await expect(page.getByText(/aún no está traducida/)).toHaveCount(0)
})

test('the mobile menu has the switch to the same page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/es/contact')
  await page.getByRole('button', { name: es.mobileMenu.open }).click()
  const menu = page.getByRole('dialog', { name: es.mobileMenu.title })
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/contact')
  await expect(menu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es')
})

test('Alt+C on a Spanish page opens the dialog in Spanish', async ({ page }) => {
  await page.goto('/es')
  await expect(page.getByRole('button', BUTTON)).toBeVisible()
  await page.keyboard.press('Alt+c')
  const dialog = page.getByRole('dialog', { name: es.crisis.dialogTitle })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Llama al 988 y marca 2' }).first()).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Envía AYUDA al 741741' })).toHaveAttribute(
    'href',
    'sms:741741?body=AYUDA',
  )
  await expect(dialog.getByRole('link', { name: es.crisis.openAsPage })).toHaveAttribute(
    'href',
    '/es/crisis',
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('every page names its other language, and the sitemap lists both', async ({
  page,
  request,
}) => {
  for (const [path, english, spanish] of [
    ['/es/about', '/about', '/es/about'],
    ['/about', '/about', '/es/about'],
    ['/es/crisis', '/crisis', '/es/crisis'],
    ['/es', '/', '/es'],
  ] as const) {
    await page.goto(path)
    const href = (lang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')
    expect(new URL((await href('en'))!).pathname, path).toBe(english)
    expect(new URL((await href('es'))!).pathname, path).toBe(spanish)
    expect(new URL((await href('x-default'))!).pathname, path).toBe(english)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname, path).toBe(path)
  }

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/about', '/es/about', '/crisis', '/es/crisis', '/es/services']) {
    expect(sitemap).toContain(`${path}</loc>`)
  }
  expect(sitemap).toMatch(/hreflang="es"[^>]*href="[^"]*\/es\/crisis"/)
})

test('the wallet card and the contacts file exist in Spanish', async ({ page, request }) => {
  await page.goto('/es/crisis/card')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const card = page.getByRole('region', { name: es.walletCard.label })
  await expect(card).toContainText(es.walletCard.cardTitle)
  await expect(card).toContainText('Llama al 988 y marca 2 · Envía AYUDA al 988')
  await expect(card.getByRole('img', { name: /^Código QR/ })).toHaveAccessibleName(/\/es\/crisis$/)

  const vcf = await request.get('/es/crisis/contacts.vcf')
  expect(vcf.headers()['content-language']).toBe('es')
  const text = await vcf.text()
  expect(text).toContain('CATEGORIES:Líneas de ayuda')
  expect(text).toContain('Llama al 988 y marca 2')
  expect(text).toContain('Atención solo en inglés.')
  expect(await (await request.get('/crisis/contacts.vcf')).text()).not.toContain('Atención')
})

test('an editor’s Spanish shows on /es/crisis within seconds, the English untouched', async ({
  request,
  playwright,
  baseURL,
}) => {
  await apiSignIn(request, E2E_ADMIN)
  const auth = { Origin: new URL(baseURL!).origin }
  const found = await request.get(
    '/api/crisis-resources?where[slug][equals]=trans-lifeline&locale=es&fallback-locale=none&depth=0',
  )
  const line = ((await found.json()) as { docs: { id: number; description: string }[] }).docs[0]
  const edited = `Apoyo entre pares, editado ${Date.now()}.`
  const visitor = await playwright.request.newContext({ baseURL })
  const page = (path: string) => visitor.get(path).then((r) => r.text())
  await page('/es/crisis') // cached before the edit
  try {
    const saved = await request.patch(`/api/crisis-resources/${line.id}?locale=es`, {
      headers: auth,
      data: { description: edited, _status: 'published' },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    await expect.poll(() => page('/es/crisis'), { timeout: 15_000 }).toContain(edited)
    expect(await page('/crisis')).not.toContain(edited)
  } finally {
    await request.patch(`/api/crisis-resources/${line.id}?locale=es`, {
      headers: auth,
      data: { description: line.description, _status: 'published' },
    })
    await visitor.dispose()
  }
})

for (const scheme of ['light', 'dark'] as const) {
  for (const path of ['/es', '/es/crisis', '/es/contact', '/es/services']) {
    test(`${path} has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('button', BUTTON)).toBeVisible()
      await expectNoAxeViolations(page, `${path} ${scheme}`)
    })
  }
}
