import { describe, expect, it } from 'vitest'
import { linkFromHref, linkHref } from '@domain/links'
import { pageSlugify, reservedSlugReason, slugFromText } from '@domain/slug'

describe('slugFromText', () => {
  it('makes one slug part of a title', () => {
    expect(slugFromText('Volunteer with us!')).toBe('volunteer-with-us')
    expect(slugFromText('  Día de Familias & Amigos  ')).toBe('dia-de-familias-and-amigos')
    expect(slugFromText('Yes / No')).toBe('yes-no')
    expect(slugFromText('!!!')).toBeUndefined()
    expect(slugFromText(undefined)).toBeUndefined()
  })

  it('keeps the "/" parts of a typed slug, dropping empty ones', () => {
    expect(slugFromText('Policy//Privacy Policy/', { keepSlashes: true })).toBe(
      'policy/privacy-policy',
    )
  })
})

describe('pageSlugify', () => {
  it('keeps a typed slug with its parts; a title makes one part', () => {
    const data = { slug: 'Policy/Cookies' }
    expect(pageSlugify({ data, locale: 'en', valueToSlugify: 'Policy/Cookies' })).toBe(
      'policy/cookies',
    )
    expect(pageSlugify({ data, locale: 'en', valueToSlugify: 'Our Cookies' })).toBe('our-cookies')
  })

  it('never moves a page for a title in another language', () => {
    expect(
      pageSlugify({ data: { slug: 'our-team' }, locale: 'es', valueToSlugify: 'Nuestro equipo' }),
    ).toBe('our-team')
    // A page that has no address yet gets one, whatever the language.
    expect(pageSlugify({ data: {}, locale: 'es', valueToSlugify: 'Nuestro equipo' })).toBe(
      'nuestro-equipo',
    )
  })
})

describe('reservedSlugReason', () => {
  it('names the part of the site a slug would hide', () => {
    expect(reservedSlugReason('crisis')).toMatch(/\/crisis/)
    expect(reservedSlugReason('es/about')).toMatch(/\/es/)
    expect(reservedSlugReason('crisis-stories')).toBeNull()
  })
})

describe('linkHref', () => {
  const page = { slug: 'about' }
  it('leads a page link to the page in each language, with its section', () => {
    expect(linkHref({ linkType: 'page', page, anchor: 'team' }, 'en')).toBe('/about#team')
    expect(linkHref({ linkType: 'page', page, anchor: 'team' }, 'es')).toBe('/es/about#team')
    expect(linkHref({ linkType: 'page', page: { slug: 'home' } }, 'es')).toBe('/es')
  })

  it('leads nowhere for an unreadable page, no link, or an unsafe address', () => {
    expect(linkHref({ linkType: 'page', page: 12 }, 'en')).toBeNull()
    expect(linkHref({ linkType: 'none', href: '/about' }, 'en')).toBeNull()
    expect(linkHref({ linkType: 'url', href: 'javascript:alert(1)' }, 'en')).toBeNull()
    expect(linkHref(null, 'en')).toBeNull()
  })

  it('keeps addresses; site paths go to their language; older rows are addresses', () => {
    expect(linkHref({ linkType: 'url', href: 'https://example.org' }, 'es')).toBe(
      'https://example.org',
    )
    expect(linkHref({ linkType: 'url', href: '/crisis' }, 'es')).toBe('/es/crisis')
    expect(linkHref({ href: 'tel:988' }, 'en')).toBe('tel:988')
  })
})

describe('linkFromHref', () => {
  const ids = new Map([
    ['about', 3],
    ['home', 1],
    ['policy/privacy-policy', 9],
  ])
  it('turns a path of a known page into a page link with its section', () => {
    expect(linkFromHref('/about#mission', ids)).toEqual({
      linkType: 'page',
      page: 3,
      anchor: 'mission',
      href: null,
    })
    expect(linkFromHref('/', ids)).toMatchObject({ linkType: 'page', page: 1, anchor: null })
    expect(linkFromHref('/policy/privacy-policy', ids)).toMatchObject({ page: 9 })
  })

  it('leaves every other address as it is', () => {
    for (const href of ['/crisis', '/about?x=1', 'https://example.org/about', '//about', 'tel:988'])
      expect(linkFromHref(href, ids)).toEqual({ linkType: 'url', href })
  })
})

describe('rich-text links to a page of the site', () => {
  it('lead to the page in the reader’s language', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { createElement } = await import('react')
    const { CmsRichText } = await import('@/components/ui/CmsRichText')
    const link = (doc: unknown) => ({
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        children: [
          {
            type: 'paragraph',
            version: 1,
            format: '',
            indent: 0,
            direction: 'ltr',
            textFormat: 0,
            children: [
              {
                type: 'link',
                version: 3,
                format: '',
                indent: 0,
                direction: 'ltr',
                fields: { linkType: 'internal', doc, newTab: false },
                children: [
                  {
                    type: 'text',
                    version: 1,
                    text: 'our team',
                    format: 0,
                    mode: 'normal',
                    style: '',
                    detail: 0,
                  },
                ],
              },
            ],
          },
        ],
      },
    })
    const html = (doc: unknown, locale: 'en' | 'es') =>
      renderToStaticMarkup(createElement(CmsRichText, { data: link(doc) as never, locale }))
    const page = { relationTo: 'pages', value: { id: 4, slug: 'about' } }
    expect(html(page, 'en')).toContain('href="/about"')
    expect(html(page, 'es')).toContain('href="/es/about"')
    // Not readable (a draft for a visitor): no address to follow.
    expect(html({ relationTo: 'pages', value: 4 }, 'en')).toContain('href="#"')
  })
})
