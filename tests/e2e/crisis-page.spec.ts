import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'
import { STORAGE_KEYS } from '@domain/constants'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { PUBLIC_ROUTES } from '../helpers/routes'

const SEEDED_NAMES = seedCrisisResources.map((r) => r.name)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the crisis button is a link to a page listing every resource with working links', async ({
    page,
  }) => {
    await page.goto('/volunteer')
    const button = page.getByRole('link', { name: 'Immediate Crisis Support' })
    await expect(button).toHaveAttribute('href', '/crisis')
    await button.click()
    await expect(page).toHaveURL(/\/crisis$/)

    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Get help now')
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(SEEDED_NAMES)
    await expect(main.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')

    for (const r of seedCrisisResources) {
      const card = main.getByRole('article', { name: r.name })
      if (r.phone) {
        await expect(card.getByRole('link', { name: `Call ${r.phoneDisplay}` })).toHaveAttribute(
          'href',
          `tel:${r.phone}`,
        )
      }
      if (r.textNumber) {
        const text = card.getByRole('link', { name: r.textInstructions! })
        await expect(text).toHaveAttribute('href', new RegExp(`^sms:${r.textNumber}(\\?|$)`))
      }
      await expect(
        card.getByRole('link', {
          name: `Website: ${new URL(r.website).hostname.replace(/^www\./, '')}`,
        }),
      ).toHaveAttribute('href', r.website)
    }
    for (const href of await main
      .locator('a[href^="tel:"], a[href^="sms:"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect(href).toMatch(/^(tel:\d+|sms:\d+(\?body=[A-Z]+)?)$/)
    }

    // Without JavaScript the hours are told in words, in the line's own zone; nothing claims
    // "open now" from a cached page.
    const hotline = main.getByRole('article', { name: 'LGBT National Hotline' })
    await expect(hotline).toContainText('Hours: Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET')
    await expect(hotline).toContainText('Closed Sundays')
    await expect(hotline).not.toContainText(/Open now|Closed now|Daily/)
    const trans = main.getByRole('article', { name: 'Trans Lifeline' })
    await expect(trans).toContainText('Hours: Mon–Fri 10 am–6 pm PT')
    await expect(trans).not.toContainText(/Hours: 24\/7|Open 24\/7/)
    await expect(main.getByRole('article', { name: 'The Trevor Project' })).toContainText(
      'Open 24/7',
    )
    await expect(
      main.getByRole('article', { name: 'LGBT National Youth Talkline' }).getByRole('link', {
        name: 'Call 1-800-246-7743',
      }),
    ).toHaveAttribute('href', 'tel:18002467743')
    // Chat, Spanish and relay options of 988.
    const lifeline = main.getByRole('article', { name: '988 Suicide & Crisis Lifeline' })
    await expect(lifeline.getByRole('link', { name: /^Chat/ })).toHaveAttribute(
      'href',
      'https://988lifeline.org/chat/',
    )
    await expect(
      lifeline.getByRole('link', { name: 'En español: envía AYUDA al 988' }),
    ).toHaveAttribute('href', 'sms:988?body=AYUDA')
    await expect(lifeline).toContainText('Deaf or hard of hearing: dial 711, then 988')
    await expect(page.getByRole('link', { name: 'Exit this site' })).toHaveAttribute(
      'href',
      '/exit',
    )
    await expect(main.getByRole('link', { name: 'How to browse more safely' })).toHaveAttribute(
      'href',
      '/crisis/safety',
    )
  })

  test('the wallet card lists every line with a QR code back to /crisis', async ({ page }) => {
    await page.goto('/crisis')
    await page.getByRole('link', { name: 'Print a wallet card' }).click()
    await expect(page).toHaveURL(/\/crisis\/card$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallet card')
    const card = page.getByRole('region', { name: 'Wallet card' })
    for (const r of seedCrisisResources) await expect(card).toContainText(r.name)
    await expect(card).toContainText('Call 1-877-565-8860')
    await expect(card).toContainText('Mon–Fri 10 am–6 pm PT')
    await expect(
      card.getByRole('img', { name: /^QR code that opens http.*\/crisis$/ }),
    ).toBeVisible()
    await expect(card.locator('svg path').first()).toBeAttached()
  })

  test('the contacts file has every line as a vCard 4.0 contact', async ({ page, request }) => {
    await page.goto('/crisis')
    const link = page.getByRole('link', { name: 'Add the lines to your phone’s contacts' })
    await expect(link).toHaveAttribute('href', '/crisis/contacts.vcf')
    const res = await request.get('/crisis/contacts.vcf')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('text/vcard; charset=utf-8')
    const body = await res.text()
    expect(body.match(/^BEGIN:VCARD\r$/gm)).toHaveLength(seedCrisisResources.length)
    expect(body.match(/^VERSION:4\.0\r$/gm)).toHaveLength(seedCrisisResources.length)
    expect(body).toContain('TEL;VALUE=uri;TYPE="voice":tel:+18775658860')
  })

  test('the safety page says history is not erased', async ({ page }) => {
    await page.goto('/crisis/safety')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browsing safely')
    await expect(page.getByRole('main')).toContainText('It does not erase your browser history')
    await expect(page.getByRole('link', { name: 'Exit this site' })).toBeVisible()
  })
})

test('no request leaves the site from the crisis page or the open dialog', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  // Even a visitor who accepted analytics elsewhere gets nothing third-party here.
  await page.addInitScript(
    (key) => localStorage.setItem(key, 'granted'),
    STORAGE_KEYS.analyticsConsent,
  )
  const foreign: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(r.url())
  })
  await page.goto('/crisis', { waitUntil: 'networkidle' })
  await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
  await page.keyboard.press('Alt+c')
  await expect(page.getByRole('dialog', { name: 'Crisis Support Resources' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})

for (const scheme of ['light', 'dark'] as const) {
  // /crisis itself: quality.spec.ts, every public route in both themes.
  for (const path of ['/crisis/card']) {
    test(`${path} has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
      await expectNoAxeViolations(page, `${path} (${scheme})`)
    })
  }
}

test('Trans Lifeline is shown with its real hours, never as 24/7, with JavaScript too', async ({
  page,
}) => {
  await page.goto('/crisis')
  await expect(page.getByRole('button', { name: 'Immediate Crisis Support' })).toBeVisible()
  const trans = page.getByRole('main').getByRole('article', { name: 'Trans Lifeline' })
  await expect(trans).toContainText('Hours: Mon–Fri 10 am–6 pm PT')
  await expect(trans.locator('[data-open-state]')).toHaveAttribute(
    'data-open-state',
    /^(open|closed)$/,
  )
  // (The 988 suggestion under it may say "open 24/7"; the line itself never does.)
  await expect(trans).not.toContainText(/Hours: 24\/7|Open 24\/7/)
})

test('no page mentions 988’s ended LGBTQ+ "press 3" option', async ({ request }) => {
  const paths = ['/crisis', '/crisis/card', '/crisis/safety', '/crisis/contacts.vcf']
  paths.push(...PUBLIC_ROUTES.map((r) => r.path))
  for (const path of paths) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(await res.text(), path).not.toMatch(/press(ing)? 3|marca(r)? (el )?3/i)
  }
})
