import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

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
  'editor-journey.spec.ts',
  'local-start.spec.ts',
  'admin-tasks-translation.spec.ts',
]
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL =
  process.env.BASE_URL ?? (local ? `http://127.0.0.1:${port}` : `http://localhost:${port}`)

export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.org',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
}

export default defineConfig({
  testDir: 'tests/e2e',
  ...(local ? { testMatch: LOCAL_SPECS } : { testIgnore: ['local-start.spec.ts'] }),
  // A local SMTP catcher (127.0.0.1:E2E_SMTP_PORT, default 2525) receives every e-mail the server sends.
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: Payload stores a user's sessions in one row, so two workers signing the same
  // seeded admin in at the same instant can overwrite each other's session (then 403).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: local
          ? 'node_modules/.bin/tsx scripts/start.ts'
          : 'node_modules/.bin/tsx scripts/e2e-server.ts',
        url: `${baseURL}/api/health`,
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          ...(local
            ? {
                PORT: String(port),
                DATABASE_URL: '',
                SERVER_URL: '',
                PAYLOAD_SECRET: '',
                LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-local-')),
              }
            : {}),
          E2E_PORT: String(port),
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: process.env.E2E_SMTP_PORT ?? '2525',
          // The test runner stands in for a reverse proxy: specs give each test a client address
          // of its own with X-Forwarded-For (per-IP limits), which only a trusted proxy may set.
          TRUSTED_PROXIES: 'loopback',
        },
      },
})
