import { describe, expect, it } from 'vitest'
import { signalsDistress } from '@domain/search/distress'
import { searchIdentity, searchQuery } from '@domain/search/query'
import { rankSearch, type IndexRow } from '@domain/search/rank'
import { excerptOf, normalizeForSearch, plainTextOf } from '@domain/search/text'
import { searchEntry } from '../../collections/Search/entry'

describe('search words', () => {
  it('compare without case or accents', () => {
    expect(normalizeForSearch('Educación TRANS—Día 2026!')).toBe('educacion trans dia 2026')
  })

  it('read q as Next gives it: the first of repeats, at most 100 characters and 8 words', () => {
    expect(searchQuery('  Trans   youth ')).toEqual({
      text: 'Trans youth',
      terms: ['trans', 'youth'],
    })
    expect(searchQuery(['volunteer', 'x'])).toEqual({ text: 'volunteer', terms: ['volunteer'] })
    expect(searchQuery(undefined)).toBeNull()
    expect(searchQuery('   ')).toBeNull()
    expect(searchQuery('%_*?')).toBeNull()
    expect(searchQuery('a\u0000b')?.terms).toEqual(['a', 'b'])
    expect(searchQuery('x'.repeat(5000))?.text).toHaveLength(100)
    expect(searchQuery('a b c d e f g h i j k')?.terms).toHaveLength(8)
    expect(searchQuery("'; DROP TABLE search; --")?.terms).toEqual(['drop', 'table', 'search'])
    expect(searchQuery('(.*)+$ [a-z]{1000}')?.terms).toEqual(['a', 'z', '1000'])
    expect(searchQuery('__proto__ constructor')?.terms).toEqual(['proto', 'constructor'])
  })
})

describe('one search per normalized query (its results are computed once for a while)', () => {
  const identity = (q: string, locale = 'en') => {
    const query = searchQuery(q)
    return query ? searchIdentity(query.terms, locale) : null
  }

  it('is the same whatever the case, spacing, Unicode form, punctuation or order', () => {
    const same = [
      'trans youth',
      'TRANS YOUTH',
      '  trans\t\n youth  ',
      'trans\u3000youth',
      'Ｔｒａｎｓ ｙｏｕｔｈ', // full-width forms (NFKC/NFKD)
      'trans, youth!',
      'youth trans',
      'trans youth trans youth',
      'trans\u0000youth',
    ]
    for (const q of same) expect(identity(q), JSON.stringify(q)).toBe(identity('trans youth'))
    expect(identity('educación')).toBe(identity('EDUCACIÓN'))
    expect(identity('educacio\u0301n')).toBe(identity('educación')) // decomposed accent
  })

  it('differs by words and by language', () => {
    expect(identity('trans')).not.toBe(identity('trans youth'))
    expect(identity('trans youth', 'es')).not.toBe(identity('trans youth', 'en'))
  })

  it('takes hostile words as words, bounded', () => {
    expect(identity('__proto__ constructor prototype')).toBe(
      searchIdentity(['constructor', 'proto', 'prototype'], 'en'),
    )
    expect(identity('%00 %2e%2e/%2f')).toBe(searchIdentity(['00', '2e', '2e', '2f'], 'en'))
    const huge = identity(`${'word '.repeat(100_000)}${'x'.repeat(100_000)}`)
    expect(huge).toBe(searchIdentity(['word'], 'en'))
    expect(identity('\u0000\u0000')).toBeNull()
    for (const q of ['a b c d e f g h i j k l', 'x'.repeat(5000)])
      expect(identity(q)!.length).toBeLessThan(120)
  })
})

describe('signalsDistress', () => {
  it('finds distress in English and Spanish, as words', () => {
    for (const q of [
      'suicide',
      'I want to die',
      'how to kill myself',
      'Self-harm',
      'he abused me',
      'quiero morir',
      'Me quiero morir',
      'SUICIDIO',
      'autolesión',
      'violencia doméstica',
    ])
      expect(signalsDistress(q), q).toBe(true)
  })

  it('leaves other searches alone', () => {
    for (const q of ['volunteer', 'annual report', 'trans youth', 'abusers? no: abuse-free zone'])
      expect(signalsDistress(q), q).toBe(q.includes('abuse-free'))
  })

  // The phone menu's search box asks on every key press, with whatever was typed or pasted.
  it('answers hostile input quickly and only for the words', () => {
    for (const q of ['__proto__', 'constructor', 'prototype', '', ' ', '\u0000', '%00', '(.*)+$'])
      expect(signalsDistress(q), JSON.stringify(q)).toBe(false)
    expect(signalsDistress('\u0000I\u0000want\u0000to\u0000die\u0000')).toBe(true)
    expect(signalsDistress('%20want%20to%20die')).toBe(false)
    expect(signalsDistress('I want to di')).toBe(false)
    // Huge values: linear patterns, well inside the test's time-out.
    expect(signalsDistress('a'.repeat(1_000_000))).toBe(false)
    expect(signalsDistress(`${'x '.repeat(200_000)}want to die`)).toBe(true)
  })
})

describe('the index', () => {
  it('holds the words a visitor reads, not addresses or settings', () => {
    const text = plainTextOf({
      intro: 'Hello',
      layout: [
        { blockType: 'hero', heading: 'Big words', href: '/secret-path', anchorId: 'top' },
        {
          blockType: 'richTextSection',
          content: { root: { children: [{ text: 'Lexical text' }] } },
        },
      ],
    })
    expect(text).toBe('Hello Big words Lexical text')
  })

  it('keeps every language of a document read in every locale, the default where it has none', () => {
    const doc = {
      id: 3,
      slug: 'about',
      title: { en: 'About Us', es: 'Quiénes somos', fr: null },
      intro: { en: 'We teach', es: '' },
      layout: { en: [{ heading: 'Mission' }], es: [{ heading: 'Misión' }], fr: [] },
    }
    // A third language is indexed from the list alone.
    const entry = searchEntry('pages', doc, ['en', 'es', 'fr'])
    expect(entry).toMatchObject({ title: 'About Us', path: '/about' })
    expect(entry.languages).toEqual([
      {
        locale: 'en',
        title: 'About Us',
        text: 'We teach Mission',
        match: 'about us we teach mission',
      },
      {
        locale: 'es',
        title: 'Quiénes somos',
        text: 'We teach Misión',
        match: 'quienes somos we teach mision',
      },
      { locale: 'fr', title: 'About Us', text: 'We teach', match: 'about us we teach' },
    ])
  })

  it('indexes an event by what its page says, at /events/<slug>, never its join link or address', () => {
    const doc = {
      id: 9,
      slug: 'peer-group',
      title: { en: 'Peer group', es: 'Grupo de pares' },
      summary: { en: 'Talk and listen', es: 'Hablar y escuchar' },
      audience: { en: 'Adults', es: 'Personas adultas' },
      organiser: 'Peer facilitators',
      venue: { name: { en: 'Community room', es: 'Sala comunitaria' }, address: '200 Example Ave' },
      online: { joinUrl: 'https://meet.example.org/secret-room' },
      statusNote: { en: null, es: null },
    }
    const entry = searchEntry('events', doc, ['en', 'es'])
    expect(entry).toMatchObject({ title: 'Peer group', kind: 'events', path: '/events/peer-group' })
    expect(entry.languages.map((l) => [l.title, l.text])).toEqual([
      ['Peer group', 'Talk and listen Adults Community room Peer facilitators'],
      ['Grupo de pares', 'Hablar y escuchar Personas adultas Sala comunitaria Peer facilitators'],
    ])
    expect(JSON.stringify(entry)).not.toMatch(/secret-room|Example Ave/)
  })

  it('gives an excerpt around the first word found', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Trans Lifeline answers. ${'More words here. '.repeat(20)}`
    const excerpt = excerptOf(text, ['lifeline'])
    expect(excerpt).toContain('Trans Lifeline answers.')
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt.length).toBeLessThan(200)
    expect(excerptOf('Short text', ['x'])).toBe('Short text')
  })
})

describe('rankSearch', () => {
  const row = (title: string, kind: IndexRow['kind'], priority: number, text = ''): IndexRow => ({
    title,
    languages: [
      { locale: 'en', title, text, match: normalizeForSearch(`${title} ${text}`) },
      {
        locale: 'es',
        title: `${title} (es)`,
        text,
        match: normalizeForSearch(`${title} es ${text}`),
      },
    ],
    path: `/${normalizeForSearch(title).replace(/ /g, '-')}`,
    kind,
    priority,
  })
  const rows = [
    row('Financial Transparency', 'pages', 20, 'Our money'),
    row('Trans Lifeline', 'crisis-resources', 30, 'Peer support'),
    row('Resources', 'pages', 20, 'Guides for trans youth'),
    row('Annual Report 2024', 'reports', 10, 'What we did'),
  ]

  it('puts title matches first, then crisis lines, pages, stories and reports', () => {
    const found = rankSearch(rows, ['trans'], 'en')
    expect(found.results.map((r) => r.title)).toEqual([
      'Trans Lifeline',
      'Financial Transparency',
      'Resources',
    ])
    expect(found.total).toBe(3)
  })

  it('needs every word, as the start of a word, in the visitor’s language', () => {
    expect(rankSearch(rows, ['trans', 'youth'], 'en').results.map((r) => r.title)).toEqual([
      'Resources',
    ])
    expect(rankSearch(rows, ['ans'], 'en').total).toBe(0)
    const spanish = rankSearch(rows, ['annual'], 'es').results[0]!
    expect(spanish).toMatchObject({
      title: 'Annual Report 2024 (es)',
      path: '/es/annual-report-2024',
    })
    // A row indexed before a language existed is found in the default language's words.
    const volunteer = row('Volunteer', 'pages', 20, 'Join us')
    const older = { ...volunteer, languages: volunteer.languages!.slice(0, 1) }
    expect(rankSearch([older], ['join'], 'es').results).toMatchObject([
      { title: 'Volunteer', path: '/es/volunteer', excerpt: 'Join us' },
    ])
  })
})
