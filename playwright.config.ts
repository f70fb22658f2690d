import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_PORT, e2eServerEnv } from './scripts/lib/e2e-env'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium'

export { E2E_ADMIN } from './scripts/lib/e2e-env'

/**
 * Two production servers for the whole run, started in turn before any test:
 * - the e2e server, `scripts/e2e-server.ts`: builds (if stale), makes a fresh database
 *   (DATABASE_URL's Postgres, else an embedded one), migrates, seeds and serves it at
 *   localhost:E2E_PORT. BASE_URL tests a server you started instead.
 * - the default install, `npm start` itself (scripts/start.ts) without DATABASE_URL or
 *   SERVER_URL: embedded database in a temporary folder, local mode, reusing the build, reached
 *   at 127.0.0.1:E2E_PORT+30. The `local` projects run LOCAL_SPECS against it. With BASE_URL it
 *   is not started: LOCAL_BASE_URL names one you started, else those projects are left out.
 */
const LOCAL_SPECS = [
  // The editor's day and a first-time editor's everyday tasks (issues 30 and 42), the editor's
  // tasks of issue 41 (writing a story with a picture and moving its address, adding a redirect,
  // scheduling a story and a page): they save through the admin, and a save once failed on the
  // default install's database in local mode only, so they run on both servers: on DATABASE_URL's
  // Postgres in CI (the e2e server) and on `npm start`'s embedded one.
  'editor-journey.spec.ts',
  'admin-tasks-*.spec.ts',
  'redirects.spec.ts',
  'scheduled-publish.spec.ts',
]

/**
 * Tests tagged `@shared` change content every page shows (a crisis line, the `about` menu, a
 * draft of a page, the settings), create pages while another counts them, or measure the
 * server's memory: they run one at a time, a project per server (`shared`, `local-shared`),
 * after the `chromium` project. The rest run side by side, a worker per core, each worker
 * signed in as a team member of its own on each server (tests/e2e/global-setup.ts).
 */
const SHARED = /@shared/
/**
 * Specs that start servers of their own (own database, own ports) and touch nothing the two
 * servers show: they run after the `chromium` project too, beside the one-at-a-time tests, whose
 * tail left the other core idle (docs/testing.md).
 */
const OWN_SERVERS = [
  'local-start.spec.ts',
  'resilience-faults.spec.ts',
  'resilience-full-disk.spec.ts',
  'standalone-image.spec.ts',
]
const workers = Number(process.env.E2E_WORKERS) || availableParallelism()
const localPort = E2E_PORT + 30
const baseURL = process.env.BASE_URL ?? `http://localhost:${E2E_PORT}`
const localURL =
  process.env.LOCAL_BASE_URL ?? (process.env.BASE_URL ? undefined : `http://127.0.0.1:${localPort}`)
/**
 * The default install's data folder: made once by the runner's main process (its workers load
 * this config again and inherit the variable), removed when that process exits — after the
 * server stopped.
 */
function localDataDir(): string {
  if (!process.env.E2E_LOCAL_DATA_DIR) {
    const dir = mkdtempSync(path.join(tmpdir(), 'e2e-local-'))
    process.env.E2E_LOCAL_DATA_DIR = dir
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  }
  return process.env.E2E_LOCAL_DATA_DIR
}
/** Both servers: how long a first start may take, and how they stop. */
const serverProcess = {
  timeout: 15 * 60_000,
  stdout: 'pipe',
  stderr: 'pipe',
  // SIGTERM, not Playwright's default SIGKILL: the e2e server then drops its database or removes
  // its embedded cluster, and `npm start` shuts down as it would.
  gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
} as const

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }
/** The e2e server's projects leave out the specs that start servers of their own. */
const onE2eServer = { testIgnore: OWN_SERVERS, use: desktop }
/** `npm start`'s projects run the default install's specs against it. */
const onLocal = { testMatch: LOCAL_SPECS, use: { ...desktop, baseURL: localURL } }

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
    // the tier's time (docs/testing.md). `--trace on` records one for each test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Debian's Chromium, without the omnibox drop-down it preloads per window (tests/helpers/chromium.ts).
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', grepInvert: SHARED, ...onE2eServer },
    // On `npm start`'s server, beside the chromium project (its tests come last in the queue).
    ...(localURL ? [{ name: 'local', grepInvert: SHARED, ...onLocal }] : []),
    // After those two, in one phase whose queue Playwright fills in this order: the longest
    // one-at-a-time chain first (`local-shared`, ~40 % longer than `shared`), so the two chains
    // run side by side and the own-servers specs fill the gaps; queued last, `local-shared` had
    // started only when `shared` and two own-servers specs were done (docs/testing.md).
    // Playwright skips a project whose dependency failed: a red run then lists these as skipped.
    ...(localURL
      ? [
          {
            name: 'local-shared',
            grep: SHARED,
            workers: 1,
            dependencies: ['chromium', 'local'],
            ...onLocal,
          },
        ]
      : []),
    { name: 'shared', grep: SHARED, workers: 1, dependencies: ['chromium'], ...onE2eServer },
    { name: 'own-servers', testMatch: OWN_SERVERS, dependencies: ['chromium'], use: desktop },
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
    // After the e2e server (Playwright starts them in turn): the build it reuses is there.
    ...(localURL && !process.env.LOCAL_BASE_URL
      ? [
          {
            ...serverProcess,
            command: 'node_modules/.bin/tsx scripts/start.ts',
            url: `${localURL}/api/health`,
            env: {
              ...e2eServerEnv(),
              PORT: String(localPort),
              DATABASE_URL: '',
              SERVER_URL: '',
              PAYLOAD_SECRET: '',
              LOCAL_DATA_DIR: localDataDir(),
            },
          },
        ]
      : []),
  ],
})
