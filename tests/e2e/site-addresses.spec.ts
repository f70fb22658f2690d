import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * Every address answers as it did before the languages became data (issue 59): each address of
 * the sitemap (both languages), and the addresses around them — feeds, contact files, every
 * crisis view, the phone menu, search, the newsletter's pages, the English-only pages and
 * addresses that are no page in either language —, each with its status, its redirect, its type
 * and its `<html lang>`, equal to tests/e2e/fixtures/addresses.json. That file was recorded from
 * the build before the `[locale]` route tree (RECORD_ADDRESSES=1 writes it again).
 */
const FIXTURE = path.resolve('tests/e2e/fixtures/addresses.json')

const AROUND = [
  '/news/feed.xml',
  '/es/news/feed.xml',
  '/crisis/contacts.vcf',
  '/es/crisis/contacts.vcf',
  '/crisis/offline',
  '/es/crisis/offline',
  '/crisis/offline.json',
  '/es/crisis/offline.json',
  '/crisis/nope',
  '/es/crisis/nope',
  '/menu',
  '/es/menu',
  '/search',
  '/es/search',
  '/search?q=suicide',
  '/es/search?q=suicidio',
  '/news?page=2',
  '/es/news?page=99',
  '/news?category=nope',
  '/news/nope',
  '/es/news/nope',
  '/newsletter/confirm?token=abc',
  '/es/newsletter/confirm?token=abc',
  '/newsletter/unsubscribe',
  '/es/newsletter/unsubscribe',
  '/nope',
  '/es/nope',
  '/about/',
  '/es/about/',
  '/es/',
  '/en',
  '/en/about',
  '/en/crisis',
  '/es/es',
  '/es/en',
  '/ES',
  '/fr',
  '/fr/crisis',
  '/estate',
  '/login',
  '/es/login',
  '/login/forgot',
  '/es/login/forgot',
  '/onboarding',
  '/es/onboarding',
  '/reset-password',
  '/oauth-callback',
  '/es/donate',
  '/es/exit',
  '/es/preview',
  '/es/admin',
  '/es/api/health',
  '/es/sitemap.xml',
  '/es/robots.txt',
  '/es/manifest.webmanifest',
  '/es/favicon.ico',
  '/es/crisis-sw.js',
  '/es/icon.svg',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/icon.svg',
  '/crisis-sw.js',
  '/donate',
  '/api/public/crisis-lines?locale=es',
  '/api/web/settings/public',
]

type Answer = { status: number; location?: string; type: string; lang?: string }

async function answerOf(request: APIRequestContext, address: string): Promise<Answer> {
  const res = await request.get(address, { maxRedirects: 0 })
  const type = (res.headers()['content-type'] ?? '').split(';')[0]!
  const answer: Answer = { status: res.status(), type }
  const location = res.headers()['location']
  if (location) answer.location = location.replace(/^https?:\/\/[^/]+/, '')
  if (type === 'text/html') answer.lang = /<html[^>]*\blang="([^"]*)"/.exec(await res.text())?.[1]
  return answer
}

test('every address of the sitemap and around it answers as before the one route tree', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    new URL(m[1]!).pathname.replace(/&amp;/g, '&'),
  )
  expect(listed.length).toBeGreaterThan(40)
  const answers: Record<string, Answer> = {}
  for (const address of [...listed, ...AROUND]) answers[address] = await answerOf(request, address)
  if (process.env.RECORD_ADDRESSES === '1')
    writeFileSync(FIXTURE, `${JSON.stringify({ sitemap: listed, answers }, null, 2)}\n`)
  const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
    sitemap: string[]
    answers: Record<string, Answer>
  }
  expect(listed.toSorted()).toEqual(recorded.sitemap.toSorted())
  expect(answers).toEqual(recorded.answers)
})
