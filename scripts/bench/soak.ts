/**
 * `--soak[=minutes]`: memory over a long run (issue 39: one instance had 438 MB RSS after ~1.7 h
 * of mixed use, ~220 MB of it native). For the given minutes (60 by default; at least an hour
 * when run for real, at most SOAK_MAX_MINUTES) it repeats, each round:
 *   - visitors: wrk (1 thread, 10 connections, ROUND_LOAD_S) on a mix of pages in both languages,
 *     random unknown addresses and query strings, public API reads and resized images;
 *   - an editor: saves of a page and a crisis line through REST (each save revalidates);
 *   - uploads: a fresh noisy photo-sized PNG through REST (sharp makes every image size), deleted
 *     again a few rounds later, so the disk stays bounded;
 * and samples the server's RSS every round, with the heap figures of `kill -USR2`. The report is
 * the RSS series and its growth per hour over the second half (after warm-up).
 */
import { spawn, execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { info, step } from '../lib/log'
import { rssMb } from './load'
import { DEFAULT_LOCALE, LOCALES, toLocalePath } from '@domain/i18n/locales'

const exec = promisify(execFile)

export const SOAK_MAX_MINUTES = 24 * 60
const ROUND_LOAD_S = 20
const UPLOADS_KEPT = 3

/** What a soak visitor asks for: pages and crisis help in every language, the public API, a file. */
const SOAK_PATHS = [
  '/',
  '/about',
  '/crisis',
  '/crisis/card',
  ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) => [
    toLocalePath('/', locale),
    toLocalePath('/crisis', locale),
  ]),
  '/api/public/crisis-lines',
  ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(
    (locale) => `/api/public/crisis-lines?locale=${locale}`,
  ),
  '/api/web/settings/public',
  '/icon.svg',
]

const VISITOR_LUA = `
math.randomseed(os.time())
local paths = { ${SOAK_PATHS.map((p) => JSON.stringify(p)).join(', ')} }
request = function()
  local r = math.random(100)
  if r <= 10 then return wrk.format("GET", "/no-such-page-" .. math.random(1, 1000000000)) end
  if r <= 20 then return wrk.format("GET", "/crisis?v=" .. math.random(1, 1000000000)) end
  if r <= 28 and #images > 0 then
    local widths = { 384, 640, 828, 1080, 1920 }
    return wrk.format("GET", "/_next/image?url=" .. images[math.random(#images)] ..
      "&w=" .. widths[math.random(#widths)] .. "&q=75")
  end
  return wrk.format("GET", paths[math.random(#paths)])
end`

export type SoakSample = { minute: number; rssMb: number; uploads: number; saves: number }

type Json = Record<string, unknown>

/** A REST client signed in as the seeded admin (Origin set: Payload's CSRF check). */
async function signIn(base: string, origin: string, email: string, password: string) {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`soak: sign-in as ${email} answered ${res.status}`)
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
  return (pathname: string, init: RequestInit = {}) =>
    fetch(`${base}${pathname}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Cookie: cookie, Origin: origin },
    })
}

/** A photo-sized PNG of noise: nothing for the encoder to shortcut, as a real photo. */
async function noisyPng(seed: number) {
  const width = 1200 + (seed % 5) * 100
  const height = 800
  const raw = Buffer.alloc(width * height * 3)
  let x = seed * 2654435761
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    raw[i] = x >>> 24
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer()
}

export async function soak(
  base: string,
  origin: string,
  pid: number,
  minutes: number,
  admin: { email: string; password: string },
) {
  const bounded = Math.min(Math.max(minutes, 1), SOAK_MAX_MINUTES)
  step(`Bench: soak for ${bounded} min (visitors + editor saves + image uploads), RSS each round`)
  const api = await signIn(base, origin, admin.email, admin.password)
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-soak-'))
  const started = Date.now()
  const deadline = started + bounded * 60_000
  const samples: SoakSample[] = []
  const kept: number[] = []
  const images: string[] = []
  let uploads = 0
  let saves = 0
  const pages = (await (await api('/api/pages?limit=5&depth=0')).json()) as { docs: Json[] }
  const lines = (await (await api('/api/crisis-resources?limit=5&depth=0')).json()) as {
    docs: Json[]
  }
  const sample = () => {
    const s = {
      minute: Math.round((Date.now() - started) / 6000) / 10,
      rssMb: rssMb(pid),
      uploads,
      saves,
    }
    samples.push(s)
    info(`soak ${s.minute} min: RSS ${s.rssMb} MB (${uploads} uploads, ${saves} saves)`)
  }
  sample()
  for (let round = 0; Date.now() < deadline; round++) {
    // Uploads: a new image (every size made by sharp); the oldest deleted beyond UPLOADS_KEPT.
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await noisyPng(round))]), `soak-${round}.png`)
    form.append('_payload', JSON.stringify({ alt: `Soak image ${round}` }))
    const up = await api('/api/media', { method: 'POST', body: form })
    if (up.ok) {
      const doc = ((await up.json()) as { doc: { id: number; url: string } }).doc
      uploads++
      kept.push(doc.id)
      images.push(encodeURIComponent(new URL(doc.url, base).pathname))
      if (images.length > UPLOADS_KEPT) images.shift()
    } else info(`soak: upload answered ${up.status}`)
    while (kept.length > UPLOADS_KEPT) await api(`/api/media/${kept.shift()}`, { method: 'DELETE' })
    // The editor: a page and a crisis line saved (each revalidates the site's caches).
    for (const [collection, docs, field] of [
      ['pages', pages.docs, 'title'],
      ['crisis-resources', lines.docs, 'description'],
    ] as const) {
      const doc = docs[round % Math.max(docs.length, 1)]
      if (!doc) continue
      const res = await api(`/api/${collection}/${doc.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [field]: doc[field], _status: 'published' }),
      })
      if (res.ok) saves++
      else info(`soak: save of ${collection}/${doc.id} answered ${res.status}`)
    }
    // Visitors.
    const script = path.join(dir, 'visitors.lua')
    writeFileSync(
      script,
      `images = { ${images.map((i) => JSON.stringify(i)).join(', ')} }\n${VISITOR_LUA}`,
    )
    // Every round is whole, the last one too (the run may end up to a round after the deadline):
    // cut short, the last samples came a second after an upload, unlike all the others.
    await exec('wrk', ['-t1', '-c10', `-d${ROUND_LOAD_S}s`, '--timeout=5s', '-s', script, base], {
      maxBuffer: 1024 * 1024,
    }).catch((e: Error) => info(`soak: wrk ${e.message}`))
    sample()
  }
  // The server's own account of its heap (in its log), for where the rest is native.
  spawn('kill', ['-USR2', String(pid)])
  for (const id of kept) await api(`/api/media/${id}`, { method: 'DELETE' })
  return { minutes: bounded, samples, growthMbPerHour: growthPerHour(samples) }
}

/** RSS growth (MB/h) over the second half of the run: a least-squares slope after warm-up. */
export function growthPerHour(samples: SoakSample[]): number {
  const tail = samples.slice(Math.floor(samples.length / 2))
  if (tail.length < 2) return 0
  const n = tail.length
  const mx = tail.reduce((s, p) => s + p.minute, 0) / n
  const my = tail.reduce((s, p) => s + p.rssMb, 0) / n
  const sxx = tail.reduce((s, p) => s + (p.minute - mx) ** 2, 0)
  const sxy = tail.reduce((s, p) => s + (p.minute - mx) * (p.rssMb - my), 0)
  return sxx ? Math.round((sxy / sxx) * 60) : 0
}

export function soakMarkdown(result: Awaited<ReturnType<typeof soak>>, database: string): string {
  return [
    `# Soak ${new Date().toISOString()}`,
    '',
    `Database: ${database}. ${result.minutes} min; each round: an upload, two saves, wrk -t1 -c10 -d${ROUND_LOAD_S}s of mixed visitors. RSS growth over the second half: ${result.growthMbPerHour} MB/h.`,
    '',
    '| minute | RSS MB | uploads | saves |',
    '| ------ | ------ | ------- | ----- |',
    ...result.samples.map((s) => `| ${s.minute} | ${s.rssMb} | ${s.uploads} | ${s.saves} |`),
  ].join('\n')
}
