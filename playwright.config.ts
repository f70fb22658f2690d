import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { E2E_PORT, e2eServerEnv } from './scripts/lib/e2e-env'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium'

export { E2E_ADMIN } from './scripts/lib/e2e-env'

/**
 * One production server for the whole run: the e2e server, `scripts/e2e-server.ts` (builds if
 * stale, makes a fresh database — DATABASE_URL's Postgres, else an embedded one —, migrates,
 * seeds and serves it at localhost:E2E_PORT). BASE_URL tests a server you started instead. Every
 * walkthrough runs once, against it: the default install runs the same PostgreSQL through the
 * same code (decision 0009), and what only `npm start` does (first start, local addresses, the
 * data folder lock, kill -9 take-over) is `local-start.spec.ts`, on servers of its own (issue 57).
 *
 * Tests tagged `@shared` change content every page shows (a crisis line every dialog lists, the
 * `about` menu) or measure the server's memory: they run one at a time (the `shared` project),
 * after the `chromium` project. Every other test changes documents of its own and runs side by
 * side, a worker per core, each worker signed in as a team member of its own
 * (tests/e2e/global-setup.ts). docs/testing.md says where a test belongs.
 */
const SHARED = /@shared/
/**
 * Specs that start servers of their own (own database, own ports) and touch nothing the e2e
 * server shows: they run after the `chromium` project too, beside the one-at-a-time tests, whose
 * tail would otherwise leave the other core idle.
 */
const OWN_SERVERS = [
  'i18n-third-language.spec.ts',
  'local-start.spec.ts',
  'multi-instance.spec.ts',
  'resilience-faults.spec.ts',
  'resilience-full-disk.spec.ts',
  'standalone-image.spec.ts',
]
const workers = Number(process.env.E2E_WORKERS) || availableParallelism()
/**
 * The later projects wait for the `chromium` one in a whole run only: Playwright runs a
 * dependency in full, so `npx playwright test tests/e2e/x.spec.ts` of a `@shared` or own-servers
 * spec would otherwise run every other test first (the same as `--no-deps`).
 */
const afterChromium = process.argv.some((arg) => /\.spec\.ts(:\d+)*$/.test(arg)) ? [] : ['chromium']
const baseURL = process.env.BASE_URL ?? `http://localhost:${E2E_PORT}`
/** The server: how long a first start may take, and how it stops. */
const serverProcess = {
  timeout: 15 * 60_000,
  stdout: 'pipe',
  stderr: 'pipe',
  // SIGTERM, not Playwright's default SIGKILL: the e2e server then drops its database or removes
  // its embedded cluster.
  gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
} as const

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }
/** The e2e server's projects leave out the specs that start servers of their own. */
const onE2eServer = { testIgnore: OWN_SERVERS, use: desktop }

export default defineConfig({
  testDir: 'tests/e2e',
  // A local SMTP catcher (127.0.0.1:E2E_SMTP_PORT, default 2525) receives every e-mail the server
  // sends, and each worker gets a team member of its own.
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A trace only for a failed test's second run (CI retries once): recording one for every
    // test kept Chromium's browser and GPU processes busy encoding its screencast, a quarter of
    // the tier's time (measured 2026-11-29). `--trace on` records one for each test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Debian's Chromium, without the omnibox drop-down it preloads per window (tests/helpers/chromium.ts).
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', grepInvert: SHARED, ...onE2eServer },
    { name: 'shared', grep: SHARED, workers: 1, dependencies: afterChromium, ...onE2eServer },
    { name: 'own-servers', testMatch: OWN_SERVERS, dependencies: afterChromium, use: desktop },
  ],
  webServer: [
    ...(process.env.BASE_URL
      ? []
      : [
          {
            ...serverProcess,
            command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
            url: `${baseURL}/api/health`,
            // `npm test` starts the e2e server itself while the unit and integration tiers run
            // (scripts/test.ts) and says so; any other run gets a server of its own.
            reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
            env: e2eServerEnv(),
          },
        ]),
  ],
})
