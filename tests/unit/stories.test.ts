import { describe, expect, it } from 'vitest'
import { rssFeed, xmlText } from '@domain/feed'
import { linkHref } from '@domain/links'
import { reservedSlugReason } from '@domain/slug'
import { newsPageCount, newsPath, newsQuery, STORIES_PER_PAGE, storyPath } from '@domain/stories'

describe('story addresses', () => {
  it('puts stories under /news, and the Spanish under /es/news', () => {
    expect(storyPath('family-night')).toBe('/news/family-night')
    expect(storyPath('family-night', 'es')).toBe('/es/news/family-night')
    expect(newsPath('en')).toBe('/news')
    expect(newsPath('es', { category: 'press', page: 2 })).toBe('/es/news?category=press&page=2')
    expect(newsPath('en', { page: 1 })).toBe('/news')
  })

  it('keeps pages off the addresses stories and search use', () => {
    expect(reservedSlugReason('news')).toMatch(/\/news is already a part of the site/)
    expect(reservedSlugReason('news/old')).not.toBeNull()
    expect(reservedSlugReason('search')).not.toBeNull()
    expect(reservedSlugReason('newsroom')).toBeNull()
  })

  it('links that pick a story lead to it in the reader’s language, once it is readable', () => {
    expect(linkHref({ linkType: 'story', story: { slug: 'family-night' } }, 'es')).toBe(
      '/es/news/family-night',
    )
    // Not populated: an unpublished story is not readable for visitors.
    expect(linkHref({ linkType: 'story', story: 7 }, 'en')).toBeNull()
    expect(linkHref({ linkType: 'story', story: null }, 'en')).toBeNull()
  })
})

describe('newsQuery: what /news is asked for', () => {
  it('reads a page number and a category', () => {
    expect(newsQuery({})).toEqual({ page: 1, category: null })
    expect(newsQuery({ page: '3', category: 'press' })).toEqual({ page: 3, category: 'press' })
  })

  it('refuses what is no page number or no category address (the route answers 404)', () => {
    for (const page of ['0', '-1', '01', '1.5', '1e3', ' 2', '2 ', '', '999999', 'NaN', '２'])
      expect(newsQuery({ page }), page).toBeNull()
    for (const category of [
      '',
      'Press',
      '../admin',
      'press%00',
      'press\u0000',
      '__proto__',
      'constructor.prototype',
      "press' OR 1=1--",
      'a'.repeat(101),
      'press/events',
    ])
      expect(newsQuery({ category }), category).toBeNull()
  })

  it('counts a repeated parameter once, by its first value', () => {
    expect(newsQuery({ page: ['2', '5'], category: ['events', 'x y'] })).toEqual({
      page: 2,
      category: 'events',
    })
    expect(newsQuery({ page: ['x', '2'] })).toBeNull()
  })

  it('has a last page: an empty list its first, then one per STORIES_PER_PAGE stories', () => {
    expect(newsPageCount(0)).toBe(1)
    expect(newsPageCount(1)).toBe(1)
    expect(newsPageCount(STORIES_PER_PAGE)).toBe(1)
    expect(newsPageCount(STORIES_PER_PAGE + 1)).toBe(2)
    expect(newsPageCount(STORIES_PER_PAGE * 7)).toBe(7)
  })

  it('reads nothing from prototype keys of the parameters', () => {
    const params = JSON.parse('{"__proto__": {"page": "7"}, "constructor": "x"}')
    expect(newsQuery(params)).toEqual({ page: 1, category: null })
  })
})

describe('rssFeed', () => {
  const feed = {
    title: 'Belonging Network: news & stories',
    link: 'https://example.org/news',
    self: 'https://example.org/news/feed.xml',
    description: 'News',
    language: 'en-US',
    items: [
      {
        title: 'Pride & <joy> "quoted" \'single\'',
        link: 'https://example.org/news/pride',
        summary: 'A\u0000B\u0007C \uD800 done',
        publishedAt: '2026-10-14T14:00:00.000Z',
        categories: ['Press', 'Events'],
        author: 'Sam',
      },
      {
        title: 'Undated',
        link: 'https://example.org/news/undated',
        summary: 'x',
        publishedAt: 'not a date',
        categories: [],
      },
    ],
  }

  it('is RSS 2.0 with absolute links, its own address, dates and categories', () => {
    const xml = rssFeed(feed)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain(
      '<atom:link href="https://example.org/news/feed.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(xml).toContain('<link>https://example.org/news/pride</link>')
    expect(xml).toContain('<guid isPermaLink="true">https://example.org/news/pride</guid>')
    expect(xml).toContain('<pubDate>Wed, 14 Oct 2026 14:00:00 GMT</pubDate>')
    expect(xml).toContain('<lastBuildDate>Wed, 14 Oct 2026 14:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('<category>Press</category><category>Events</category>')
    expect(xml).toContain('<dc:creator>Sam</dc:creator>')
    // An invalid date is left out rather than written wrong.
    expect(xml).not.toContain('Invalid Date')
  })

  it('escapes markup and leaves out characters XML cannot carry', () => {
    const xml = rssFeed(feed)
    expect(xml).toContain(
      '<title>Pride &amp; &lt;joy&gt; &quot;quoted&quot; &apos;single&apos;</title>',
    )
    expect(xml).toContain('<description>ABC  done</description>')
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/)
    expect(xmlText('\uD83C\uDF08 ok')).toBe('\uD83C\uDF08 ok')
  })

  it('is a valid empty channel with no stories', () => {
    const xml = rssFeed({ ...feed, items: [] })
    expect(xml).toContain('<channel>')
    expect(xml).not.toContain('<item>')
    expect(xml).not.toContain('lastBuildDate')
  })
})
