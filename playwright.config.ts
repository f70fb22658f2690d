import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_PORT, e2eServerEnv } from './scripts/lib/e2e-env'

export { E2E_ADMIN } from './scripts/lib/e2e-env'

/**
 * One production server for the whole run: `scripts/e2e-server.ts` builds (if stale), makes a
 * fresh database, migrates, seeds and serves it. Set BASE_URL to test a server you started.
 *
 * E2E_LOCAL=1 runs only the specs of the default install instead: the server is `npm start`
 * itself (scripts/start.ts) without DATABASE_URL or SERVER_URL — embedded database in a
 * temporary folder, local mode — reusing the existing build, reached at 127.0.0.1.
 */
const local = process.env.E2E_LOCAL === '1'
const LOCAL_SPECS = [
  // The editor's day runs here only, on the default install's database in local mode, where every
  // save once failed; on DATABASE_URL's Postgres its writes are integration-tested
  // (tests/int/database-writes: saves, concurrent saves and reads) and the admin's screens are
  // the same (issue 40: it ran in both tiers, ~30 s of the one-at-a-time tail).
  'editor-journey.spec.ts',
  'local-start.spec.ts',
  // A first-time editor's everyday tasks (issue 30) run here only, on the default install's
  // database: the admin screens are the same on any Postgres, and every write they make is
  // integration-tested on the run's database (tests/int: crisis-hours, i18n-translation-state,
  // versions-history, forms-delivery-exports, pages-empty-drafts, database-writes).
  'admin-tasks-*.spec.ts',
  // Issue 41 asks its editor tasks on both databases: writing a story with a picture and moving
  // its address (admin-tasks-stories) and adding a redirect in the admin (redirects) run in
  // both tiers, on DATABASE_URL's Postgres in CI and here on the embedded one.
  'redirects.spec.ts',
]

/**
 * Tests tagged `@shared` change content every page shows (a crisis line, the `about` menu, a
 * draft of a page, the settings), create pages while another counts them, or measure the
 * server's memory: they run in the `shared` project, one at a time, after every other test is
 * done. The rest run side by side, a worker per core, each worker
 * signed in as a team member of its own (tests/e2e/global-setup.ts).
 */
const SHARED = /@shared/
/**
 * Specs that start servers of their own (own database, own ports) and touch nothing the main
 * server shows. They run after the `chromium` project, beside the `shared` one: its tests run one
 * at a time, and the other core was left idle for that tail (~1.5 min of the tier).
 */
const OWN_SERVERS = [
  'resilience-faults.spec.ts',
  'resilience-full-disk.spec.ts',
  'standalone-image.spec.ts',
]
const NOT_HERE = [
  'local-start.spec.ts',
  'editor-journey.spec.ts',
  // Every admin walkthrough but the one on stories (see LOCAL_SPECS).
  /admin-tasks-(?!stories\.)[^/]*\.spec\.ts$/,
]
// E2E_LOCAL stays on one: its specs beside local-start's own `npm start`s took 5.0 min against
// 3.7 min one after the other (2 cores; local-start 2.2 min instead of 48 s).
const workers = Number(process.env.E2E_WORKERS) || (local ? 1 : availableParallelism())
const port = E2E_PORT
/**
 * E2E_LOCAL's data folder: made once by the runner's main process (its workers load this config
 * again and inherit the variable), removed when that process exits — after the server stopped.
 */
function localDataDir(): string {
  if (!process.env.E2E_LOCAL_DATA_DIR) {
    const dir = mkdtempSync(path.join(tmpdir(), 'e2e-local-'))
    process.env.E2E_LOCAL_DATA_DIR = dir
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  }
  return process.env.E2E_LOCAL_DATA_DIR
}
const baseURL =
  process.env.BASE_URL ?? (local ? `http://127.0.0.1:${port}` : `http://localhost:${port}`)

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }

export default defineConfig({
  testDir: 'tests/e2e',
  ...(local ? { testMatch: LOCAL_SPECS } : { testIgnore: NOT_HERE }),
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // A project's testIgnore replaces the config's: the chromium project repeats NOT_HERE.
    local
      ? { name: 'chromium', grepInvert: SHARED, use: desktop }
      : {
          name: 'chromium',
          grepInvert: SHARED,
          testIgnore: [...NOT_HERE, ...OWN_SERVERS],
          use: desktop,
        },
    // Playwright skips a project whose dependency failed: a red run then lists these as skipped.
    { name: 'shared', grep: SHARED, workers: 1, dependencies: ['chromium'], use: desktop },
    ...(local
      ? []
      : [
          { name: 'own-servers', testMatch: OWN_SERVERS, dependencies: ['chromium'], use: desktop },
        ]),
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: local
          ? 'node_modules/.bin/tsx scripts/start.ts'
          : 'node_modules/.bin/tsx scripts/e2e-server.ts',
        url: `${baseURL}/api/health`,
        timeout: 15 * 60_000,
        // `npm test` starts the e2e server itself while the unit and integration tiers run
        // (scripts/test.ts) and says so; any other run gets a server of its own.
        reuseExistingServer: !local && process.env.E2E_SERVER_STARTED === '1',
        stdout: 'pipe',
        stderr: 'pipe',
        // Stopped with SIGTERM, not Playwright's default SIGKILL: the e2e server then drops its
        // database or removes its embedded cluster, and `npm start` shuts down as it would.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        env: {
          ...(local
            ? {
                PORT: String(port),
                DATABASE_URL: '',
                SERVER_URL: '',
                PAYLOAD_SECRET: '',
                LOCAL_DATA_DIR: localDataDir(),
              }
            : {}),
          ...e2eServerEnv(),
        },
      },
})
