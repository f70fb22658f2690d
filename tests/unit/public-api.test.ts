import { describe, expect, it } from 'vitest'
import { publicCrisisLines, readCrisisLinesQuery } from '@domain/public-api'
import { SPECIALIZATIONS } from '@domain/crisis/specializations'
import { fallbackCrisisResourcesIn } from '../../src/lib/cms/fallbacks'

/** GET /api/public/crisis-lines: its query and its answer (the endpoint: tests/e2e/public-api.spec.ts). */
const query = (search: string) => readCrisisLinesQuery(new URLSearchParams(search))

describe('the crisis lines query', () => {
  it('takes a tag and a locale, each at most once', () => {
    expect(query('')).toEqual({ ok: true, query: { tag: null, locale: 'en' } })
    expect(query('tag=peer-support&locale=es')).toEqual({
      ok: true,
      query: { tag: 'peer-support', locale: 'es' },
    })
    for (const tag of SPECIALIZATIONS) expect(query(`tag=${tag}`).ok, tag).toBe(true)
  })

  it('refuses hostile and mistaken input with a message', () => {
    const refusals: [string, RegExp][] = [
      ['__proto__[x]=1', /reserved word/],
      ['%5F%5Fproto%5F%5F=1', /reserved word/],
      ['constructor[prototype][x]=1', /reserved word/],
      ['tag=%E0%A4%A', /does not decode/],
      ['tag=%ff', /does not decode/],
      ['tag=peer%00support', /control characters/],
      ['tag=a&tag=b', /tag: give it once/],
      ['locale=es&locale=en', /locale: give it once/],
      [`tag=${'x'.repeat(100_000)}`, /at most 64 characters/],
      ['tag=lgbtq', /tag: one of lgbtq-youth/],
      ['tags=peer-support', /"tags" is not a parameter/],
      ['locale=fr', /locale: one of en, es/],
      ['where[slug][equals]=x', /is not a parameter/],
    ]
    for (const [search, message] of refusals) {
      const read = query(search)
      expect(read.ok, search.slice(0, 60)).toBe(false)
      if (!read.ok) expect(read.message, search.slice(0, 60)).toMatch(message)
    }
  })
})

describe('the crisis lines answer', () => {
  it('lists each line with its hours and tags in the asked language, filtered by tag', () => {
    const en = publicCrisisLines(fallbackCrisisResourcesIn('en'), { tag: null, locale: 'en' })
    expect(en.lines.length).toBeGreaterThan(0)
    const line = en.lines[0]
    expect(line).toMatchObject({ id: expect.any(String), name: expect.any(String) })
    expect(line).toHaveProperty('hours')
    expect(line).toHaveProperty('availability')
    const tagged = en.lines.find((l) => l.tags.length)
    expect(tagged?.tags[0]).toEqual({ value: expect.any(String), label: expect.any(String) })
    const tag = tagged!.tags[0].value
    const only = publicCrisisLines(fallbackCrisisResourcesIn('en'), { tag, locale: 'en' })
    expect(only.lines.length).toBeGreaterThan(0)
    expect(only.lines.every((l) => l.tags.some((t) => t.value === tag))).toBe(true)
    const es = publicCrisisLines(fallbackCrisisResourcesIn('es'), { tag, locale: 'es' })
    expect(es.locale).toBe('es')
    expect(es.lines[0].tags.find((t) => t.value === tag)?.label).not.toBe(
      only.lines[0].tags.find((t) => t.value === tag)?.label,
    )
  })

  it('lists the languages each line answers in, and still says whether Spanish is one', () => {
    const { lines } = publicCrisisLines(fallbackCrisisResourcesIn('en'), {
      tag: null,
      locale: 'en',
    })
    const byId = (id: string) => lines.find((l) => l.id === id)!
    expect(byId('988-lifeline')).toMatchObject({ answersIn: ['en', 'es'], answersInSpanish: true })
    expect(byId('trevor-project')).toMatchObject({ answersIn: ['en'], answersInSpanish: false })
  })
})
