import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.dirname(new URL(import.meta.url).pathname)

export default defineConfig({
  // tsconfig keeps JSX for Next ("preserve"); tests compile it with React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    tsconfigPaths: true,
    alias: {
      // `server-only` throws outside React's server build; under Vitest the Local API is the server.
      'server-only': path.join(root, 'tests/helpers/empty-module.ts'),
    },
  },
  test: {
    // `npm run coverage`: the unit and integration tiers with V8's coverage of the product's own
    // logic, reported (text summary and test-results/coverage), not gated (docs/testing.md).
    coverage: {
      provider: 'v8',
      include: ['domain/**', 'collections/**', 'src/lib/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // `npm test` runs this tier beside the e2e server's `next build`, and .ci/run beside
          // lint and the type check: on 2 cores a test that spawns a process (docker-compose,
          // redis-server) or sweeps a schedule takes 3–8× its quiet time. Vitest's 5 s default
          // failed the tier once that way (stop 49's CI); nothing here asserts a duration.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.test.ts'],
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          setupFiles: ['tests/helpers/int-setup.ts'],
          fileParallelism: false,
          // One Payload for every file (no module reset between files): importing and
          // initialising it per file took most of the tier — 235 → 105 s on Postgres, 295 →
          // 110 s embedded, same 261 tests. Files leave shared state (mail, limits) as found.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
