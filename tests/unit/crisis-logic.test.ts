import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CRISIS_VERIFY_MAX_AGE_DAYS,
  QUICK_EXIT_PRESSES,
  QUICK_EXIT_WINDOW_MS,
  STORAGE_KEYS,
} from '@domain/constants'
import { fallbackCrisisResources, fallbackCrisisResourcesIn } from '@/lib/cms/fallbacks'
import {
  alwaysOpenAlternatives,
  tagWords,
  toCrisisLine,
  toCrisisLineIn,
  websiteLabel,
} from '@domain/crisis/lines'
import { SPECIALIZATIONS } from '@domain/crisis/specializations'
import { fill } from '@domain/i18n/fill'
import { messagesFor } from '@domain/i18n/messages'
import { digitsOnly, smsHref, telHref } from '@domain/crisis/links'
import { createShiftPressCounter } from '@domain/crisis/quick-exit'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { seedMenus } from '../../src/seed/content/menus'
import { seedPages } from '../../src/seed/content/pages'
import { seedSettings } from '../../src/seed/content/settings'
import {
  spanishCrisisLines,
  spanishFormIntros,
  spanishPages,
  spanishWords,
} from '../../src/seed/content/spanish'
import { seedStories } from '../../src/seed/content/stories'
import {
  crisisSafetyReducer,
  initialCrisisSafetyState,
  loadPersistedCrisisState,
  savePersistedCrisisState,
} from '../../src/lib/crisis/safety-state'
import {
  describeVerification,
  isVerificationOverdue,
  validateLastVerified,
} from '@domain/crisis/verification'

afterEach(() => vi.restoreAllMocks())

describe('call and text links', () => {
  it('strips every non-digit from phone numbers', () => {
    expect(digitsOnly('1-866-488-7386')).toBe('18664887386')
    expect(telHref('+1 (866) 488-7386')).toBe('tel:18664887386')
    expect(telHref('988')).toBe('tel:988')
  })

  it('puts the keyword in the sms body and leaves it out when there is none', () => {
    expect(smsHref('678-678', 'START')).toBe('sms:678678?body=START')
    expect(smsHref('988')).toBe('sms:988')
    expect(smsHref('741741', 'HOME NOW')).toBe('sms:741741?body=HOME%20NOW')
  })
})

describe('crisis-line tags', () => {
  const words = (locale: 'en' | 'es') => messagesFor(locale).crisis.card.tags

  it('has words for every value in both languages, each value its own words', () => {
    for (const locale of ['en', 'es'] as const) {
      const shown = SPECIALIZATIONS.map((value) => words(locale)[value])
      expect(shown.every((w) => w.trim().length > 0)).toBe(true)
      expect(new Set(shown.map((w) => w.toLowerCase())).size).toBe(SPECIALIZATIONS.length)
    }
  })

  it('shows the chosen tags in the page’s words, then the other tags, each once', () => {
    const [trevor] = fallbackCrisisResourcesIn('es').map(toCrisisLineIn('es'))
    const line = { ...trevor, otherTags: ['Sin hogar', words('es')[trevor.specialization[0]]] }
    expect(tagWords(line, words('es'))).toEqual([
      ...trevor.specialization.map((value) => words('es')[value]),
      'Sin hogar',
    ])
  })

  it('gives the built-in Spanish lines the English lines’ values', () => {
    const english = fallbackCrisisResourcesIn('en')
    const spanish = fallbackCrisisResourcesIn('es')
    expect(spanish.map((l) => l.specialization)).toEqual(english.map((l) => l.specialization))
    expect(english.every((l) => (l.specialization ?? []).length > 0)).toBe(true)
  })
})

describe('the languages a line answers in', () => {
  const [trevor] = fallbackCrisisResourcesIn('es')
  const only = (answersIn: ('en' | 'es')[], page: 'en' | 'es') =>
    toCrisisLineIn(page)({ ...trevor, answersIn }).answersOnlyIn

  it('names them in the page’s language where the page’s is not one of them', () => {
    expect(only(['en'], 'es')).toBe('inglés')
    expect(fill(messagesFor('es').crisis.card.answersOnlyIn, { languages: 'inglés' })).toBe(
      'Atención solo en inglés',
    )
    expect(only(['es'], 'en')).toBe('Spanish')
    expect(only(['en', 'es'], 'es')).toBeNull()
    expect(only(['en'], 'en')).toBeNull()
  })
})

describe('crisis lines for the browser', () => {
  const lines = fallbackCrisisResources.map(toCrisisLine)

  it('keeps the seven built-in lines in display order, critical first', () => {
    expect(lines.map((l) => l.name)).toEqual([
      'The Trevor Project',
      'Trans Lifeline',
      '988 Suicide & Crisis Lifeline',
      'Crisis Text Line',
      'LGBT National Hotline',
      'LGBT National Youth Talkline',
      'National Domestic Violence Hotline',
    ])
    expect(lines.slice(0, 3).every((l) => l.priority === 'critical')).toBe(true)
  })

  it('suggests 988, for every age, while a line is closed, never Trevor (under 25 only)', () => {
    for (const id of ['lgbt-national-hotline', 'trans-lifeline', 'lgbt-national-youth-talkline']) {
      const line = lines.find((l) => l.id === id)!
      expect(alwaysOpenAlternatives(line, lines).map((l) => l.id)).toEqual(['988-lifeline'])
    }
    const lifeline = lines.find((l) => l.id === '988-lifeline')!
    expect(alwaysOpenAlternatives(lifeline, lines)).toEqual([])
  })

  it('tells the built-in lines’ hours as they are, not 24/7 where they are not', () => {
    const byId = Object.fromEntries(lines.map((l) => [l.id, l]))
    expect(byId['trans-lifeline'].availability).toBe('Mon–Fri 10 am–6 pm PT')
    expect(byId['trans-lifeline'].hours?.is24x7).toBe(false)
    expect(byId['lgbt-national-hotline'].availability).toBe('Mon–Fri 4 pm–12 am, Sat 12 pm–5 pm ET')
    expect(byId['lgbt-national-youth-talkline'].phoneDisplay).toBe('1-800-246-7743')
    expect(byId['trevor-project'].availability).toBe('24/7')
    // Chat where a line has one; 988 in Spanish, for veterans and by relay; CTL in Spanish.
    expect(byId['988-lifeline'].chatUrl).toBe('https://988lifeline.org/chat/')
    expect(byId['trevor-project'].chatUrl).toBeTruthy()
    expect(byId['domestic-violence-hotline'].chatUrl).toBeTruthy()
    const ways988 = byId['988-lifeline'].otherWays.map((w) => w.label).join(' | ')
    expect(ways988).toMatch(/marca 2/)
    expect(ways988).toMatch(/AYUDA al 988/)
    expect(ways988).toMatch(/press 1/)
    expect(ways988).toMatch(/711, then 988/)
    const waysCtl = byId['crisis-text-line'].otherWays.map((w) => w.label).join(' | ')
    expect(waysCtl).toMatch(/AYUDA al 741741/)
    expect(waysCtl).toMatch(/442-AYUDAME/)
    // The LGBTQ+ "press 3" option ended in July 2025.
    expect(JSON.stringify(fallbackCrisisResources)).not.toMatch(/press 3|marca 3/i)
  })

  it('claims no verification the team did not do', () => {
    expect(fallbackCrisisResources.every((r) => r.lastVerified === null)).toBe(true)
    expect(fallbackCrisisResources.every((r) => r.source?.startsWith('https://'))).toBe(true)
  })

  it('labels websites by host name', () => {
    expect(websiteLabel('https://www.thetrevorproject.org/get-help/')).toBe('thetrevorproject.org')
  })
})

describe('quick exit: Shift three times within five seconds', () => {
  it('fires on the third press inside the window', () => {
    const press = createShiftPressCounter()
    expect(QUICK_EXIT_PRESSES).toBe(3)
    expect(press('Shift', 0)).toBe(false)
    expect(press('Shift', 1000)).toBe(false)
    expect(press('Shift', QUICK_EXIT_WINDOW_MS - 1)).toBe(true)
  })

  it('does not fire when the presses are spread over more than the window', () => {
    const press = createShiftPressCounter()
    press('Shift', 0)
    press('Shift', 1000)
    expect(press('Shift', QUICK_EXIT_WINDOW_MS + 1)).toBe(false)
    expect(press('Shift', QUICK_EXIT_WINDOW_MS + 2)).toBe(true)
  })

  it('starts again after any other key, and a held Shift counts once', () => {
    const press = createShiftPressCounter()
    press('Shift', 0)
    press('Shift', 100)
    expect(press('a', 200)).toBe(false)
    expect(press('Shift', 300)).toBe(false)
    expect(press('Shift', 400, true)).toBe(false)
    expect(press('Shift', 500)).toBe(false)
    expect(press('Shift', 600)).toBe(true)
  })
})

describe('crisis safety state', () => {
  const memoryStorage = (initial: Record<string, string> = {}) => {
    const data = new Map(Object.entries(initial))
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    }
  }

  it('persists only hasBeenViewed and lastAccessTime under the product key', () => {
    const storage = memoryStorage()
    const state = crisisSafetyReducer(
      crisisSafetyReducer(initialCrisisSafetyState, {
        type: 'viewed',
        at: new Date('2026-11-22T10:00:00Z'),
      }),
      { type: 'activeResource', id: 'trevor-project' },
    )
    savePersistedCrisisState(() => storage, { ...state, isKeyboardNavigating: true } as never)
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.crisisState)!)).toEqual({
      hasBeenViewed: true,
      lastAccessTime: '2026-11-22T10:00:00.000Z',
    })
    expect(loadPersistedCrisisState(() => storage)).toEqual({
      hasBeenViewed: true,
      lastAccessTime: '2026-11-22T10:00:00.000Z',
    })
  })

  it('ignores junk in storage', () => {
    const junk = memoryStorage({ [STORAGE_KEYS.crisisState]: '{"hasBeenViewed":"yes"}' })
    expect(loadPersistedCrisisState(() => junk)).toEqual({})
  })

  it('only warns when storage fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(loadPersistedCrisisState(() => broken)).toEqual({})
    expect(() =>
      savePersistedCrisisState(() => broken, { hasBeenViewed: true, lastAccessTime: null }),
    ).not.toThrow()
    expect(
      loadPersistedCrisisState(() => {
        throw new Error('localStorage is not available')
      }),
    ).toEqual({})
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('turns keyboard-navigation mode on and off', () => {
    const on = crisisSafetyReducer(initialCrisisSafetyState, {
      type: 'keyboardNavigating',
      value: true,
    })
    expect(on.isKeyboardNavigating).toBe(true)
    expect(
      crisisSafetyReducer(on, { type: 'keyboardNavigating', value: false }).isKeyboardNavigating,
    ).toBe(false)
  })
})

describe('verification age', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString()

  it(`flags lines not verified for more than ${CRISIS_VERIFY_MAX_AGE_DAYS} days`, () => {
    expect(isVerificationOverdue(daysAgo(CRISIS_VERIFY_MAX_AGE_DAYS), now)).toBe(false)
    expect(isVerificationOverdue(daysAgo(CRISIS_VERIFY_MAX_AGE_DAYS + 1), now)).toBe(true)
    expect(isVerificationOverdue(null, now)).toBe(true)
    expect(describeVerification(daysAgo(120), now)).toBe('Overdue: last verified 120 days ago')
    expect(describeVerification(daysAgo(1), now)).toBe('OK: verified 1 day ago')
    expect(describeVerification(null, now)).toBe('Never verified by your team')
  })

  it('refuses a "Last verified" date in the future, allows today and the past', () => {
    expect(validateLastVerified(null, now)).toBe(true)
    expect(validateLastVerified(daysAgo(3), now)).toBe(true)
    // The admin saves a picked day as noon UTC: "today" for someone ahead of UTC.
    expect(validateLastVerified('2026-11-22T12:00:00.000Z', now)).toBe(true)
    expect(validateLastVerified('2026-11-23T12:00:00.000Z', now)).toBe(true)
    expect(validateLastVerified('2026-11-25T12:00:00.000Z', now)).toMatch(/^Last verified: /)
    expect(validateLastVerified('not a date', now)).toMatch(/^Last verified: /)
  })
})

describe('988’s ended LGBTQ+ "press 3" option', () => {
  // It ended in July 2025: no page, card, contacts file or offline copy may offer it. Every word
  // those show comes from the seeded content, the message catalogues or the crisis components.
  const PRESS_3 = /press(ing)? 3|marca(r)? (el )?3/i
  const sourcesUnder = (dir: string): string[] =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => path.join(dir, f))

  it('is offered by no seeded content, message or crisis component, in either language', () => {
    expect('Call 988, then press 3').toMatch(PRESS_3)
    expect('Llama al 988 y marca el 3').toMatch(PRESS_3)
    const content = {
      seedCrisisResources,
      spanishCrisisLines,
      seedPages,
      spanishPages,
      seedMenus,
      seedSettings,
      seedStories,
      spanishWords,
      spanishFormIntros,
      english: messagesFor('en'),
      spanish: messagesFor('es'),
      fallbackSpanishLines: fallbackCrisisResourcesIn('es'),
    }
    for (const [name, value] of Object.entries(content))
      expect(JSON.stringify(value), name).not.toMatch(PRESS_3)
    const sources = [
      ...sourcesUnder('src/components/crisis'),
      ...sourcesUnder('src/app/(frontend)/crisis'),
      ...sourcesUnder('src/app/[locale]/crisis'),
    ]
    expect(sources.length).toBeGreaterThan(10)
    for (const file of sources) expect(readFileSync(file, 'utf8'), file).not.toMatch(PRESS_3)
  })
})
