/**
 * What the e2e server is started with, by Playwright's webServer (playwright.config.ts) or ahead
 * of time by `npm test` (scripts/test.ts), which prepares it while the first tiers run.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

/** Where the e2e server writes its database's address while it runs (tests/helpers/e2e-database.ts). */
export const E2E_DATABASE_FILE = 'test-results/e2e-server-database.url'

export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.org',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
}

/** The e2e server's environment, beside the caller's own. */
export function e2eServerEnv(): Record<string, string> {
  return {
    E2E_PORT: String(E2E_PORT),
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // A local SMTP catcher (tests/e2e/global-setup.ts) receives every e-mail the server sends.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: process.env.E2E_SMTP_PORT ?? '2525',
    // The test runner stands in for a reverse proxy: specs give each test a client address
    // of its own with X-Forwarded-For (per-IP limits), which only a trusted proxy may set.
    TRUSTED_PROXIES: 'loopback',
    // Scheduled publishing runs due jobs every 2 s instead of 15, so a test waits less for it.
    JOBS_INTERVAL_SECONDS: '2',
  }
}
