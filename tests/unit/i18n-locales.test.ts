import { match } from 'path-to-regexp'
import { describe, expect, it } from 'vitest'
import { fallbackCrisisResources } from '@/lib/cms/fallbacks'
import { toCrisisLine, toCrisisLineIn } from '@domain/crisis/lines'
import { crisisLinesVcf } from '@domain/crisis/vcard'
import {
  describeOpenState,
  describeWeeklyHours,
  openState,
  upcomingClosures,
} from '@domain/crisis/hours'
import { fill } from '@domain/i18n/fill'
import { defaultLanguageRewrite, routedPath } from '@domain/i18n/languages.mjs'
import {
  DEFAULT_LOCALE,
  LANGUAGES,
  type Locale,
  localeAlternates,
  localeOfPath,
  localizeHref,
  stripLocale,
  toLocalePath,
} from '@domain/i18n/locales'
import { CATALOGUES, messagesFor, type Messages } from '@domain/i18n/messages'

describe('locale paths', () => {
  it('puts Spanish under /es and English at the root, both ways', () => {
    expect(toLocalePath('/', 'es')).toBe('/es')
    expect(toLocalePath('/crisis', 'es')).toBe('/es/crisis')
    expect(toLocalePath('/es/crisis', 'es')).toBe('/es/crisis')
    expect(toLocalePath('/es/crisis/card', 'en')).toBe('/crisis/card')
    expect(toLocalePath('/es', 'en')).toBe('/')
    expect(stripLocale('/es?x=1')).toBe('/?x=1')
    // A page whose slug merely starts with "es" is English.
    expect(stripLocale('/estate')).toBe('/estate')
    expect(localeOfPath('/estate')).toBe('en')
    expect(localeOfPath('/es/about')).toBe('es')
  })

  it('localizes site links only where a Spanish page can exist', () => {
    expect(localizeHref('/about#mission', 'es')).toBe('/es/about#mission')
    expect(localizeHref('/about', 'en')).toBe('/about')
    for (const href of ['/login', '/donate', '/exit', '/api/health', 'https://x.org/', 'tel:988'])
      expect(localizeHref(href, 'es')).toBe(href)
  })

  it('routes an address as next.config.ts’s rewrite does, the default language’s into the tree', () => {
    // path-to-regexp is the matcher Next compiles rewrites with (case-insensitive, like Next's).
    const { source, destination } = defaultLanguageRewrite()
    const rewrites = match<{ path?: string }>(source, { sensitive: false })
    expect(destination).toBe(`/${DEFAULT_LOCALE}/:path`)
    const paths = ['/', '/about', '/a/b', '/estate', '/en', '/en/about', '/crisis/contacts.vcf']
    const others = LANGUAGES.filter((l) => l.prefix).flatMap((l) => [l.prefix, `${l.prefix}/x`])
    for (const path of [...paths, ...others, '/api/pages', '/admin', '/_next/static/a.js']) {
      const rewritten = rewrites(path)
      expect(routedPath(path), path).toBe(
        rewritten
          ? `/${DEFAULT_LOCALE}${rewritten.params.path ? `/${rewritten.params.path}` : ''}`
          : path,
      )
    }
    expect(routedPath('/about')).toBe(`/${DEFAULT_LOCALE}/about`)
    expect(routedPath('/es/about')).toBe('/es/about')
  })

  it('names every language and x-default as alternates', () => {
    expect(localeAlternates('/about', 'es')).toEqual({
      canonical: '/es/about',
      languages: { en: '/about', es: '/es/about', 'x-default': '/about' },
    })
  })
})

/**
 * The keys of `base` that `catalogue` lacks, as dotted paths: not its site paths nor the values
 * messagesFor fills in from the list (empty in the catalogue), which are no words.
 */
function missingKeys(base: unknown, catalogue: unknown, at = ''): string[] {
  if (typeof base === 'string' && (base === '' || base.startsWith('/'))) return []
  if (catalogue === undefined) return [at]
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return []
  return Object.entries(base).flatMap(([key, value]) =>
    missingKeys(value, (catalogue as Record<string, unknown>)[key], at ? `${at}.${key}` : key),
  )
}
/** The value at a dotted path. */
const at = (messages: Messages, path: string) =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], messages)

describe('catalogues', () => {
  it('one per language; a shipped language’s lacks no key of the default’s', () => {
    const missing = Object.fromEntries(
      LANGUAGES.map(({ code }) => [code, missingKeys(CATALOGUES.en, CATALOGUES[code])]),
    )
    expect(missing).toEqual(Object.fromEntries(LANGUAGES.map(({ code }) => [code, []])))
  })

  it('shows the default language’s words where a catalogue has none, never a key', () => {
    // The test-only language's catalogue is incomplete on purpose (domain/i18n/messages/ar.ts).
    const partial = Object.keys(CATALOGUES).filter(
      (code) => missingKeys(CATALOGUES.en, CATALOGUES[code]).length > 0,
    )
    expect(partial.length).toBeGreaterThan(0)
    for (const code of partial) {
      const messages = messagesFor(code as Locale)
      for (const key of missingKeys(CATALOGUES.en, CATALOGUES[code]))
        expect(at(messages, key), `${code}: ${key}`).toEqual(at(messagesFor(DEFAULT_LOCALE), key))
    }
  })

  it('gives every language its own site paths and date locale', () => {
    for (const { code, prefix, intl } of LANGUAGES) {
      const messages = messagesFor(code as Locale)
      expect(messages.crisis.page).toBe(`${prefix}/crisis`)
      expect(messages.header.searchHref).toBe(`${prefix}/search`)
      expect(messages.crisis.card.intl).toBe(intl)
      expect(messages.vcard.dateLocale).toBe(intl)
    }
  })

  it('fills values and keeps the spec’s English', () => {
    expect(fill(messagesFor('en').crisis.card.call, { number: '988' })).toBe('Call 988')
    expect(messagesFor('en').crisis.button).toBe('Immediate Crisis Support')
    expect(messagesFor('en').crisis.dialogTitle).toBe('Crisis Support Resources')
    expect(messagesFor('es').crisis.emergency.call988).toBe('Llama al 988 y marca 2')
    expect(messagesFor('es').crisis.emergency.text988).toBe('Envía AYUDA al 988')
  })

  it('writes the Spanish contacts file with its own words', () => {
    const lines = fallbackCrisisResources.map(toCrisisLineIn('es'))
    const spanish = crisisLinesVcf(lines, new Date('2026-11-24T00:00:00Z'), messagesFor('es').vcard)
    expect(spanish).toContain('CATEGORIES:Líneas de ayuda')
    expect(spanish).toContain('Atención solo en inglés.')
    const english = crisisLinesVcf(
      fallbackCrisisResources.map(toCrisisLine),
      new Date('2026-11-24T00:00:00Z'),
    )
    expect(english).toContain('CATEGORIES:Crisis lines')
    expect(english).not.toContain('Atención')
  })
})

describe('hours in Spanish', () => {
  const hours = {
    is24x7: false,
    timeZone: 'America/New_York',
    weekly: [
      ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
        day,
        open: '16:00',
        close: '00:00',
      })),
      { day: 'saturday' as const, open: '12:00', close: '17:00' },
    ],
    closures: [{ firstDay: '2026-11-26', note: 'Acción de Gracias' }],
  }
  const at = new Date('2026-11-24T15:00:00Z')

  it('tells the week, the closures and the live state in Spanish, the English unchanged', () => {
    expect(describeWeeklyHours(hours, at, 'es')).toBe(
      'lun–vie 4 p. m.–12 a. m., sáb 12 p. m.–5 p. m. ET',
    )
    expect(describeWeeklyHours(hours, at)).toBe('Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET')
    expect(upcomingClosures(hours, at, 5, 'es')[0].text).toMatch(
      /^jue, 26 de nov\.? \(Acción de Gracias\)$/,
    )
    const state = openState(hours, at)
    expect(describeOpenState(state, at, 'America/New_York', undefined, 'es')).toBe(
      'Cerrado ahora. Abre a las 4 p. m. en tu hora',
    )
    expect(describeOpenState(state, at, 'America/New_York')).toBe(
      'Closed now. Opens at 4 pm your time',
    )
  })
})
