import { expect, type Page, test } from '@playwright/test'
import { LOCALE_COOKIE } from '@domain/i18n/locales'
import { es } from '@domain/i18n/messages/es'
import { spanishCrisisLines } from '../../src/seed/content/spanish'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { messagesFor } from '@domain/i18n/messages'
import { caughtMail, freshIp, unique } from './forms-helpers'
import { apiSignIn } from '../helpers/e2e'

/**
 * The Spanish site in a browser: /es/crisis and its safety page without JavaScript; the
 * language switch (a plain link, keeping the path and a newsletter link's query, remembered,
 * never a redirect), in the mobile menu too; an untranslated page's notice; the crisis dialog in
 * Spanish; each page's hreflang alternates and canonical; the Spanish wallet card and contacts
 * file; an editor's Spanish reaching /es/crisis; the Spanish forms and newsletter pages.
 *
 * Elsewhere: the sitemap's Spanish pages — site-routes.spec.ts ("sitemap (both languages) …");
 * the Spanish contacts file's words — tests/unit/i18n-locales.test.ts ("writes the Spanish
 * contacts file with its own words"); a form posted without JavaScript answered in Spanish with
 * what was typed, and the forms API in Spanish — tests/int/i18n-forms-migration.test.ts ("check
 * and answer in Spanish, the server keeping what was typed"); the Spanish newsletter e-mail and
 * its links used once — tests/int/forms-newsletter.test.ts ("writes to a Spanish sign-up in
 * Spanish …", "keeps a sign-up pending until the e-mailed link is used, once"); the Spanish
 * pages offline — tests/unit/crisis-sw.test.ts ("keeps the Spanish pages too …"), and quick exit
 * removing the worker — crisis-offline.spec.ts; axe on the Spanish pages —
 * tests/helpers/routes.ts OTHER_ROUTES (quality.spec.ts). The editor's Spanish goes to the
 * National Domestic Violence Hotline, a line no other spec writes, and only adds to it
 * (restored after): not @shared.
 */

const BUTTON = { name: es.crisis.button }
const card = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true })
const nameOf = (slug: string) => seedCrisisResources.find((r) => r.slug === slug)!.name
/** The line whose Spanish the editor's test changes: no other spec writes it. */
const EDITED_SLUG = 'domestic-violence-hotline'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/es/crisis lists every line in Spanish, with 988 and Crisis Text Line in Spanish; its safety page too', async ({
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

    // The safety page is in Spanish too, and leads back to the Spanish lines.
    await main.getByRole('link', { name: es.crisisPage.saferLink }).click()
    await expect(page).toHaveURL(/\/es\/crisis\/safety$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const safety = page.getByRole('main')
    await expect(safety.getByRole('heading', { level: 1 })).toHaveText('Navegar con seguridad')
    await expect(safety.getByRole('heading', { name: 'Qué no hace' })).toBeVisible()
    await expect(safety).not.toContainText('Esta página aún no está traducida')
    await expect(safety.getByRole('link', { name: 'Volver a la ayuda en crisis' })).toHaveAttribute(
      'href',
      '/es/crisis',
    )
    await expect(safety.locator('[lang="en"]')).toHaveCount(0)
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

test('every page names its other language and its canonical address', async ({ page }) => {
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
})

test('the wallet card and the contacts file exist in Spanish', async ({ page, request }) => {
  await page.goto('/es/crisis/card')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const card = page.getByRole('region', { name: es.walletCard.label })
  await expect(card).toContainText(es.walletCard.cardTitle)
  await expect(card).toContainText('Llama al 988 y marca 2 · Envía AYUDA al 988')
  await expect(card.getByRole('img', { name: /^Código QR/ })).toHaveAccessibleName(/\/es\/crisis$/)

  const vcf = await request.get('/es/crisis/contacts.vcf')
  expect(vcf.status()).toBe(200)
  expect(vcf.headers()['content-language']).toBe('es')
})

test('an editor’s Spanish shows on /es/crisis within seconds, the English untouched', async ({
  request,
  playwright,
  baseURL,
}) => {
  await apiSignIn(request)
  const auth = { Origin: new URL(baseURL!).origin }
  // The team's REST read: signed in, with the site's Origin (Payload's CSRF check).
  const found = await request.get(
    `/api/crisis-resources?where[slug][equals]=${EDITED_SLUG}&locale=es&fallback-locale=none&depth=0`,
    { headers: auth },
  )
  const line = ((await found.json()) as { docs: { id: number; description: string }[] }).docs[0]
  // Added to the Spanish description, never in place of it: a page checking the seeded words
  // still finds them while this runs.
  const edited = `${line.description} Editado ${Date.now()}.`
  const visitor = await playwright.request.newContext({ baseURL })
  const page = (path: string) => visitor.get(path).then((r) => r.text())
  await page('/es/crisis') // cached before the edit
  const save = (description: string) =>
    request.patch(`/api/crisis-resources/${line.id}?locale=es`, {
      headers: auth,
      data: { description, _status: 'published' },
    })
  try {
    const saved = await save(edited)
    expect(saved.ok(), await saved.text()).toBe(true)
    await expect.poll(() => page('/es/crisis'), { timeout: 15_000 }).toContain(edited)
    expect(await page('/crisis')).not.toContain(edited)
  } finally {
    expect((await save(line.description)).ok()).toBe(true)
    await visitor.dispose()
  }
})

const CONTACT = messagesFor('es').formWords.copy!.contact
const NEWSLETTER = messagesFor('es').formWords.copy!.newsletter!
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

  test('a Spanish newsletter sign-up gets Spanish pages to confirm and leave, without JavaScript', async ({
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

    // The e-mail's words: tests/int/forms-newsletter.test.ts. Its links lead to Spanish pages.
    const mail = await caughtMail((m) => m.to.includes(email))
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
})
