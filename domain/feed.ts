/**
 * The stories feed as RSS 2.0 (with Atom's self link), built from plain values so it can be
 * tested without a server. Every link is absolute; every text is escaped, and characters XML 1.0
 * does not allow (NUL and other control characters, lone surrogates) are left out.
 */

export type FeedItem = {
  title: string
  link: string
  summary: string
  publishedAt: string | null
  categories: string[]
  author?: string | null
}

export type Feed = {
  title: string
  /** The page the feed belongs to (/news). */
  link: string
  /** The feed's own address. */
  self: string
  description: string
  language: string
  items: FeedItem[]
}

const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** `text` as XML character data. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** RFC 822 date, as RSS wants it; null for a missing or invalid date. */
const rssDate = (iso: string | null | undefined): string | null => {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date.toUTCString()
}

const element = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${xmlText(value)}</${name}>` : ''

export function rssFeed(feed: Feed): string {
  const newest = feed.items.map((i) => rssDate(i.publishedAt)).find(Boolean) ?? null
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${xmlText(item.link)}</guid>`,
      element('description', item.summary),
      element('pubDate', rssDate(item.publishedAt)),
      element('dc:creator', item.author),
      ...item.categories.map((c) => element('category', c)),
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    `<atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>`,
    element('description', feed.description),
    element('language', feed.language),
    element('lastBuildDate', newest),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
