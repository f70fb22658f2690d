/** The bench's command line and environment, read once into one object that the steps are given. */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { seedPages } from '../../src/seed/content/pages'
import { seedStories } from '../../src/seed/content/stories'
import { pathForSlug } from '@domain/site'
import { newsPath, storyPath } from '@domain/stories'
import { EVENTS_PATH, eventPath } from '@domain/events/paths'
import { seedEvents } from '../../src/seed/content/events'
import { DEFAULT_LOCALE, LOCALES, toLocalePath } from '@domain/i18n/locales'

export type BenchOptions = {
  port: number
  /** The production server the bench starts, on 127.0.0.1:port. */
  base: string
  chrome: string
  runs: number
  routes: string[]
  skipLighthouse: boolean
  skipWrk: boolean
  strict: boolean
  layers: boolean
  /** Only the floods of bench/flood.ts. */
  flood: boolean
  /** Minutes of the soak of bench/soak.ts (`--soak` is 60), or undefined for none. */
  soakMinutes?: number
  /** Seconds each run may wait for a quiet machine. */
  quietWaitS: number
  /** Seconds of such waiting for the whole bench. */
  quietWaitTotalS: number
  /** `--cpu-slowdown` as given: a number, `calibrated`, or absent. */
  cpuSlowdown?: string
}

/** A search with results in the seeded site (issue 41 budgets its load on this address). */
export const SEARCH_SAMPLE = '/search?q=trans'

/** Every public route, by default. */
export const ALL_ROUTES = [
  ...seedPages.map((p) => pathForSlug(p.slug)),
  '/crisis',
  '/crisis/card',
  '/crisis/safety',
  '/login',
  // Stories (issue 41): the list, the newest seeded story, and a search with results.
  newsPath(DEFAULT_LOCALE),
  storyPath(seedStories[0].slug),
  SEARCH_SAMPLE,
  // Events (issue 61): the list and the demo training, whose page has a registration form.
  EVENTS_PATH,
  eventPath(seedEvents()[0].slug),
  // Every other language's site, held to the same budgets as the default language's pages.
  ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) => [
    toLocalePath('/', locale),
    toLocalePath('/crisis', locale),
    newsPath(locale),
    toLocalePath(SEARCH_SAMPLE, locale),
    toLocalePath(EVENTS_PATH, locale),
  ]),
]

export function benchOptions(
  argv: string[],
  env: Record<string, string | undefined>,
): BenchOptions {
  // Everything after the first "=": a route may hold one too (`--routes=/search?q=trans`).
  const arg = (name: string) =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length)
  const flag = (name: string) => argv.includes(`--${name}`)
  const port = Number(env.BENCH_PORT ?? 3300)
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    chrome: env.CHROME_PATH ?? '/usr/bin/chromium',
    runs: Number(arg('runs') ?? 3),
    routes: arg('routes')?.split(',') ?? ALL_ROUTES,
    skipLighthouse: flag('skip-lighthouse'),
    skipWrk: flag('skip-wrk'),
    strict: flag('strict'),
    layers: flag('layers'),
    flood: flag('flood'),
    soakMinutes: flag('soak') ? 60 : arg('soak') ? Number(arg('soak')) : undefined,
    quietWaitS: Number(arg('quiet-wait') ?? 90),
    quietWaitTotalS: Number(arg('quiet-wait-total') ?? 900),
    cpuSlowdown: arg('cpu-slowdown'),
  }
}

const onPath = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0

/** What the bench lacks to take the figures asked for, as the message to stop with. */
export function missingTool(options: BenchOptions): string | undefined {
  if (!options.skipWrk && !onPath('wrk'))
    return 'npm run bench needs wrk for the load figures: apt-get install wrk (or --skip-wrk).'
  const lighthouse = !options.skipLighthouse && !options.flood && !options.soakMinutes
  if (lighthouse && !existsSync(options.chrome))
    return `Lighthouse needs Chromium at ${options.chrome}: apt-get install chromium, or set CHROME_PATH.`
}
