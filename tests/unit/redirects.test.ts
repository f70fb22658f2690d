import { describe, expect, it } from 'vitest'
import {
  findRedirect,
  fromPathReason,
  normalizeFromPath,
  type RedirectTarget,
  targetPath,
} from '@domain/redirects'

const page = (slug: string): RedirectTarget => ({
  type: 'reference',
  reference: { relationTo: 'pages', value: { slug } },
})
const story = (slug: string): RedirectTarget => ({
  type: 'reference',
  reference: { relationTo: 'stories', value: { slug } },
})
const url = (to: string): RedirectTarget => ({ type: 'custom', url: to })

describe('old addresses', () => {
  it('are kept lowercase, trimmed, without a trailing slash', () => {
    expect(normalizeFromPath('  /About-Us.html/ ')).toBe('/about-us.html')
    expect(normalizeFromPath('/')).toBe('/')
  })

  it('are paths of this site, never its fixed parts', () => {
    for (const ok of [
      '/old-page',
      '/es/old-page',
      '/about-us.html',
      '/news/old-story',
      '/events/old-event',
      '/a/b/c',
    ])
      expect(fromPathReason(ok), ok).toBeNull()
    const refused: [unknown, RegExp][] = [
      ['', /enter the path/],
      [null, /enter the path/],
      [{ toString: () => '/x' }, /enter the path/],
      ['old-page', /starting with \//],
      ['https://old.example.org/page', /starting with \//],
      ['//evil.example', /starting with \//],
      ['/\\evil.example', /starting with \//],
      ['/old page', /without spaces/],
      ['/old?x=1', /"\?"/],
      ['/old#top', /"#"/],
      ['/old\u0000', /without spaces/],
      [`/${'a'.repeat(300)}`, /at most 300/],
      ['/', /always there/],
      ['/es', /always there/],
      ['/crisis', /always there/],
      ['/es/crisis/card', /always there/],
      ['/admin/login', /always there/],
      ['/api/users', /always there/],
      ['/exit', /always there/],
    ]
    for (const [value, message] of refused)
      expect(fromPathReason(value), String(value)).toMatch(message)
  })
})

describe('where a redirect leads', () => {
  it('to a page or story in the visitor’s language, or an address of the URL rule', () => {
    expect(targetPath(page('about'), 'es')).toBe('/es/about')
    expect(targetPath(page('home'), 'en')).toBe('/')
    expect(targetPath(story('family-night'), 'es')).toBe('/es/news/family-night')
    expect(
      targetPath(
        { type: 'reference', reference: { relationTo: 'events', value: { slug: 'book-club' } } },
        'es',
      ),
    ).toBe('/es/events/book-club')
    expect(targetPath(url('/volunteer'), 'es')).toBe('/es/volunteer')
    expect(targetPath(url('https://partner.example.org/x'), 'es')).toBe(
      'https://partner.example.org/x',
    )
  })

  it('nowhere for an unpublished target (not populated) or an unsafe address', () => {
    expect(
      targetPath({ type: 'reference', reference: { relationTo: 'pages', value: 4 } }, 'en'),
    ).toBeNull()
    expect(targetPath({ type: 'reference', reference: null }, 'en')).toBeNull()
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'mailto:a@b.c'])
      expect(targetPath(url(bad), 'en'), bad).toBeNull()
    expect(targetPath(null, 'en')).toBeNull()
  })
})

describe('findRedirect', () => {
  const redirects = new Map<string, RedirectTarget>([
    ['/a', page('c')],
    ['/b', page('c')],
    ['/es/viejo', page('about')],
    ['/old-site.html', url('/b')],
    ['/loop-1', url('/loop-2')],
    ['/loop-2', url('/loop-1')],
    ['/to-live', url('/a')],
    ['/news/old-story', story('new-story')],
  ])

  it('sends every old address of a renamed page to where it is now, in one hop', () => {
    expect(findRedirect(redirects, '/a', 'en')).toBe('/c')
    expect(findRedirect(redirects, '/B/', 'en')).toBe('/c')
    expect(findRedirect(redirects, '/news/old-story', 'en')).toBe('/news/new-story')
  })

  it('works under /es: the Spanish old address first, then the English one', () => {
    expect(findRedirect(redirects, '/es/a', 'es')).toBe('/es/c')
    expect(findRedirect(redirects, '/es/viejo', 'es')).toBe('/es/about')
    expect(findRedirect(redirects, '/es/news/old-story', 'es')).toBe('/es/news/new-story')
  })

  it('follows an address that is itself an old address, but never round in a loop', () => {
    expect(findRedirect(redirects, '/old-site.html', 'en')).toBe('/c')
    expect(findRedirect(redirects, '/loop-1', 'en')).toBeNull()
    expect(findRedirect(redirects, '/nothing', 'en')).toBeNull()
  })

  it('stops at a live page: a document that took an old address wins', () => {
    expect(findRedirect(redirects, '/to-live', 'en', (p) => p === '/a')).toBe('/a')
    expect(findRedirect(redirects, '/to-live', 'en')).toBe('/c')
  })

  it('never leads to itself', () => {
    expect(findRedirect(new Map([['/x', url('/X')]]), '/x', 'en')).toBeNull()
  })
})
