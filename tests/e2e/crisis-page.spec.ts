import { expect, test } from '@playwright/test'
import { messagesFor } from '@domain/i18n/messages'
import { seedCrisisResources } from '../../src/seed/content/crisis'

/**
 * /crisis and its pages without JavaScript: the crisis button is a link to a page listing every
 * line (the same cards the dialog shows) with working call, text and website links, tags and
 * hours in words; from it the contacts file, the safety page and the wallet card.
 *
 * Elsewhere: the contacts file's vCards — tests/unit/crisis-vcard.test.ts; no request leaving
 * the site from /crisis — the crisis page's Content-Security-Policy (connect-src 'self', no tag
 * manager: quality.spec.ts, "security headers"), tests/unit/analytics-events.test.ts ("sends
 * nothing on crisis pages", "… while the crisis dialog is open") and resilience-browser.spec.ts
 * (the dialog pauses analytics); axe on /crisis —
 * quality.spec.ts, and on /crisis/card, /crisis/safety and /crisis/offline —
 * tests/helpers/routes.ts OTHER_ROUTES, checked there too; Trans Lifeline's real hours with
 * JavaScript — tests/unit/crisis-logic.test.ts ("tells the built-in lines' hours as they are")
 * and crisis-dialog.spec.ts (the time-zone test); no mention of 988's ended "press 3" option —
 * tests/unit/crisis-logic.test.ts ("is offered by no seeded content, message or crisis
 * component").
 */
const SEEDED_NAMES = seedCrisisResources.map((r) => r.name)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the crisis button is a link to a page listing every resource with working links', async ({
    page,
    request,
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
    // The Trevor Project: how to text it in words, its LGBTQ+ mark and its tags, in the English
    // words of the catalogue.
    const trevor = main.getByRole('article', { name: 'The Trevor Project' })
    await expect(trevor).toContainText('type START and send it to 678678')
    await expect(trevor).toContainText('LGBTQ+ specific')
    const tags = seedCrisisResources.find((r) => r.slug === 'trevor-project')?.specialization
    expect(tags?.length).toBeGreaterThan(0)
    for (const value of tags ?? [])
      await expect(trevor).toContainText(messagesFor('en').crisis.card.tags[value])
    // Crisis Text Line is text only: no Call link.
    await expect(
      main.getByRole('article', { name: 'Crisis Text Line' }).getByRole('link', { name: /^call/i }),
    ).toHaveCount(0)

    const contacts = main.getByRole('link', { name: 'Add the lines to your phone’s contacts' })
    await expect(contacts).toHaveAttribute('href', '/crisis/contacts.vcf')
    const vcf = await request.get('/crisis/contacts.vcf')
    expect(vcf.status()).toBe(200)
    expect(vcf.headers()['content-type']).toBe('text/vcard; charset=utf-8')

    await main.getByRole('link', { name: 'How to browse more safely' }).click()
    await expect(page).toHaveURL(/\/crisis\/safety$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browsing safely')
    await expect(page.getByRole('main')).toContainText('It does not erase your browser history')
    await expect(page.getByRole('link', { name: 'Exit this site' })).toBeVisible()
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
})
