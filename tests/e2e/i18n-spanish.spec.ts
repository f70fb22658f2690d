import { expect, type Page, test } from '@playwright/test'
import { LOCALE_COOKIE } from '@domain/i18n/locales'
import { es } from '@domain/i18n/messages/es'
import { spanishCrisisLines } from '../../src/seed/content/spanish'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import config from '../../playwright.config'
import { QUICK_EXIT_URL } from '@domain/constants'
import { CRISIS_VERSION_URL } from '@domain/crisis/offline'
import { SPANISH_FORM_WORDS } from '@domain/forms/spanish'
import { caughtMail, freshIp, unique } from './forms-helpers'
import { expectNoAxeViolations } from '../helpers/axe'
import { quickExitClearsStorage } from './site-helpers'
import { apiSignIn } from '../helpers/e2e'

// The neutral site quick exit leads to is answered locally and unresolvable (as in crisis-offline).
const NEUTRAL = new URL(QUICK_EXIT_URL)
const launchOptions = config.use?.launchOptions ?? {}
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${NEUTRAL.host} ~NOTFOUND`],
  },
})

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

test(
  'an editor’s Spanish shows on /es/crisis within seconds, the English untouched',
  { tag: '@shared' },
  async ({ request, playwright, baseURL }) => {
    await apiSignIn(request)
    const auth = { Origin: new URL(baseURL!).origin }
    // The team's REST read: signed in, with the site's Origin (Payload's CSRF check).
    const found = await request.get(
      '/api/crisis-resources?where[slug][equals]=trans-lifeline&locale=es&fallback-locale=none&depth=0',
      { headers: auth },
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
  },
)

const CONTACT = SPANISH_FORM_WORDS.copy!.contact
const NEWSLETTER = SPANISH_FORM_WORDS.copy!.newsletter!
const EMAIL_ERROR = 'Error: Escribe un correo electrónico con el formato nombre@ejemplo.org.'

test.describe('forms on Spanish pages', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })

  test('labels, checks, messages and toasts are in Spanish, and it sends', async ({ page }) => {
    const name = `Prueba ${unique()}`
    await page.goto('/es/contact')
    const form = page.getByRole('form', { name: CONTACT.title })
    await expect(form.getByLabel('Tema').locator('option').first()).toHaveText('Elige…')
    await form.getByLabel('Tu nombre').fill(name)
    await form.getByLabel('Correo electrónico').fill('robin-arroba-ejemplo')
    await form.getByLabel('Mensaje').fill('Hola')
    await form.getByRole('button', { name: CONTACT.submitLabel }).click()

    await expect(form.getByRole('status')).toHaveText('Revisa los 3 campos marcados abajo.')
    await expect(
      page
        .getByRole('region', { name: /avisos/i })
        .getByText('Revisa los 3 campos marcados abajo.'),
    ).toBeVisible()
    await expect(form.getByLabel('Correo electrónico')).toBeFocused()
    await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription(EMAIL_ERROR)
    await expect(form.getByLabel('Tema')).toHaveAccessibleDescription('Error: Elige un tema.')
    await expect(form.getByLabel('Mensaje')).toHaveAccessibleDescription(
      'Error: Tu mensaje debe tener al menos 10 caracteres.',
    )

    await form.getByLabel('Correo electrónico').fill('robin@example.org')
    await form.getByLabel('Tema').selectOption('Prensa')
    await form.getByLabel('Mensaje').fill('Hola, esto es una prueba. Por favor, ignórala.')
    await form.getByRole('button', { name: CONTACT.submitLabel }).click()
    await expect(form.getByRole('status')).toHaveText(CONTACT.confirmationMessage)
    await expect(
      page.getByRole('region', { name: /avisos/i }).getByText(CONTACT.confirmationMessage),
    ).toBeVisible()
    const mail = await caughtMail((m) => m.subject.includes(name))
    expect(mail.subject).toBe(`Contact form: Prensa (from ${name})`)
  })

  test('without JavaScript, the server’s field error comes back in Spanish, with what was typed', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    })
    const page = await context.newPage()
    await page.goto('/es/contact')
    let form = page.getByRole('form', { name: CONTACT.title })
    await form.getByLabel('Tu nombre').fill('Ana')
    await form.getByLabel('Correo electrónico').fill('ana@ejemplo')
    await form.getByLabel('Tema').selectOption('Pregunta general')
    await form.getByLabel('Mensaje').fill('Escribo desde un navegador sin JavaScript.')
    await form.getByRole('button', { name: CONTACT.submitLabel }).click()

    await page.waitForLoadState()
    await expect(page).toHaveURL(/\/es\/contact$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    form = page.getByRole('form', { name: CONTACT.title })
    await expect(form.getByRole('status')).toHaveText('Revisa el campo marcado abajo.')
    await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription(EMAIL_ERROR)
    await expect(form.getByLabel('Tu nombre')).toHaveValue('Ana')
    await expect(form.getByLabel('Correo electrónico')).toHaveValue('ana@ejemplo')
    await expect(form.getByLabel('Tema')).toHaveValue('Pregunta general')
    await expect(form.getByLabel('Mensaje')).toHaveValue(
      'Escribo desde un navegador sin JavaScript.',
    )
    await context.close()
  })

  test('a Spanish newsletter sign-up gets its e-mail and pages in Spanish, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
    })
    const page = await context.newPage()
    const email = `lectora-${unique()}@example.org`
    const words = es.newsletter
    await page.goto('/es/contact#newsletter')
    const form = page.getByRole('form', { name: NEWSLETTER.title })
    await form.getByLabel('Correo electrónico').fill(email)
    await form.getByRole('button', { name: NEWSLETTER.submitLabel }).click()
    await expect(page.getByText(NEWSLETTER.confirmationMessage!)).toBeVisible()

    const mail = await caughtMail((m) => m.to.includes(email))
    expect(mail.subject).toMatch(/^Confirma tu suscripción al boletín de /)
    expect(mail.text).toContain('Puedes darte de baja cuando quieras:')
    const confirm = new URL(mail.text.match(/https?:\/\/\S+\/es\/newsletter\/confirm\?\S+/)![0])
    const leave = new URL(mail.text.match(/https?:\/\/\S+\/es\/newsletter\/unsubscribe\?\S+/)![0])

    await page.goto(confirm.pathname + confirm.search)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.confirm.title)
    await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute(
      'href',
      '/newsletter/confirm',
    )
    await page.getByRole('button', { name: words.confirm.button }).click()
    await expect(page).toHaveURL(/\/es\/newsletter\/confirm\?result=confirmed$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.confirm.confirmedTitle)
    await expect(
      page.getByRole('status').filter({ hasText: words.confirm.confirmedText }),
    ).toBeVisible()

    await page.goto(confirm.pathname + confirm.search)
    await page.getByRole('button', { name: words.confirm.button }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.confirm.invalidTitle)
    await expect(page.getByRole('link', { name: words.confirm.signUpAgain })).toHaveAttribute(
      'href',
      '/es/contact#newsletter',
    )

    await page.goto(leave.pathname + leave.search)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.unsubscribe.title)
    await page.getByRole('button', { name: words.unsubscribe.button }).click()
    await expect(page).toHaveURL(/\/es\/newsletter\/unsubscribe\?result=unsubscribed$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.unsubscribe.doneTitle)
    await context.close()
  })

  test('on a newsletter page with JavaScript, the switch keeps the link’s query', async ({
    page,
  }) => {
    await page.goto('/newsletter/confirm?token=abc')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
    const toSpanish = page.getByRole('link', { name: 'Español' }).first()
    // The query joins the link once the page has hydrated (before that, it keeps the path).
    await expect(toSpanish).toHaveAttribute('href', '/es/newsletter/confirm?token=abc')
    await toSpanish.click()
    await expect(page).toHaveURL(/\/es\/newsletter\/confirm\?token=abc$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.newsletter.confirm.title)
  })

  test('the forms API answers in Spanish when asked', async ({ request }) => {
    const response = await request.post('/api/forms/contact?locale=es', {
      data: { name: 'Ana', email: 'ana@', topic: 'Prensa', message: 'Hola' },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(response.status()).toBe(400)
    expect(await response.json()).toMatchObject({
      ok: false,
      message: 'Revisa los 2 campos marcados abajo.',
      errors: {
        email: 'Escribe un correo electrónico con el formato nombre@ejemplo.org.',
        message: 'Tu mensaje debe tener al menos 10 caracteres.',
      },
    })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/es/crisis/safety is in Spanish and leads back to the Spanish lines', async ({ page }) => {
    await page.goto('/es/crisis/safety')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Navegar con seguridad')
    await expect(main.getByRole('heading', { name: 'Qué no hace' })).toBeVisible()
    await expect(main).not.toContainText('Esta página aún no está traducida')
    await expect(main.getByRole('link', { name: 'Volver a la ayuda en crisis' })).toHaveAttribute(
      'href',
      '/es/crisis',
    )
    await expect(main.locator('[lang="en"]')).toHaveCount(0)
  })
})

test.describe('the Spanish crisis pages offline', () => {
  /** The version of the worker's complete Spanish copy, or null while there is none. */
  const spanishVersion = (page: Page) =>
    page.evaluate(async (versionUrl) => {
      const names = (await caches.keys()).filter((n) => n.startsWith('crisis-offline-es-'))
      for (const name of names.reverse()) {
        const saved = await (await caches.open(name)).match(versionUrl)
        if (saved) return ((await saved.json()) as { version: string }).version
      }
      return null
    }, CRISIS_VERSION_URL)

  test('a Spanish visit keeps /es/crisis, served offline in Spanish and dated; quick exit removes it', async ({
    page,
    context,
  }) => {
    await page.goto('/es/crisis')
    await expect(page.getByRole('button', BUTTON)).toBeVisible()
    await expect.poll(() => spanishVersion(page), { timeout: 30_000 }).not.toBeNull()
    const versions = (await (await page.request.get(CRISIS_VERSION_URL)).json()) as {
      versions: { es: string }
    }
    expect(await spanishVersion(page)).toBe(versions.versions.es)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Busca ayuda ahora' })).toBeVisible()
    const note = page.locator('[data-crisis-offline-note]')
    await expect(note).toBeVisible()
    await expect(note).toContainText('No tienes conexión.')
    await expect(note.locator('[data-saved-on]')).toHaveAttribute(
      'data-saved-on',
      /^Guardado el \d+ de \w+ de \d{4}/,
    )
    // Any other Spanish address gets the Spanish "no connection" page.
    await page.goto('/es/volunteer')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Esta página no pudo cargar' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Llama al 911' })).toHaveAttribute(
      'href',
      'tel:911',
    )

    await context.setOffline(false)
    await quickExitClearsStorage(page)
    const check = await context.newPage()
    await check.goto(CRISIS_VERSION_URL)
    expect(await check.evaluate(() => caches.keys())).toEqual([])
    expect(await check.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0)
  })
})

// Dark for the pages whose English is not checked in dark elsewhere (quality.spec.ts checks
// every seeded page and /crisis in both themes; the colours do not change with the language).
const SPANISH_AXE = {
  light: ['/es', '/es/crisis', '/es/contact', '/es/services'],
  both: ['/es/crisis/safety', '/es/crisis/offline', '/es/newsletter/confirm?token=abc'],
}
for (const scheme of ['light', 'dark'] as const) {
  for (const path of [...(scheme === 'light' ? SPANISH_AXE.light : []), ...SPANISH_AXE.both]) {
    test(`${path} has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('button', BUTTON)).toBeVisible()
      await expectNoAxeViolations(page, `${path} ${scheme}`)
    })
  }
}
