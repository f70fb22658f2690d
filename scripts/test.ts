/**
 * `npm test`: every tier in turn — unit, integration (fresh database), end-to-end (fresh
 * database + the production build). Uses DATABASE_URL's Postgres when set, else a throwaway
 * embedded PostgreSQL (the server `npm start` runs). The default install is tested too: the
 * fault specs run on both databases in the e2e tier, and the editor journey runs against
 * `npm start` itself (embedded database, local mode, the build of the e2e tier — never a
 * second build).
 * Runs all tiers even when one fails, then reports each and exits non-zero on any failure.
 */
import { run } from './lib/app'
import { step } from './lib/log'
import { assertSupportedNode } from './lib/node-version'

assertSupportedNode()

const bin = (name: string) => `node_modules/.bin/${name}`
const base: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
const { DATABASE_URL: _databaseUrl, ...withoutDatabaseUrl } = base

type Tier = { name: string; cmd: string; args: string[]; env?: NodeJS.ProcessEnv }
const tiers: Tier[] = [
  { name: 'unit', cmd: bin('vitest'), args: ['run', '--project', 'unit'] },
  { name: 'integration', cmd: bin('vitest'), args: ['run', '--project', 'int'] },
  { name: 'end-to-end', cmd: bin('playwright'), args: ['test'] },
  {
    name: 'end-to-end-local',
    cmd: bin('playwright'),
    args: ['test'],
    env: { ...withoutDatabaseUrl, E2E_LOCAL: '1' },
  },
]

const only = process.argv.slice(2)
const results: { name: string; ok: boolean; seconds: number }[] = []
for (const { name, cmd, args, env = base } of tiers) {
  if (only.length && !only.includes(name)) continue
  step(`Tests: ${name}`)
  const started = Date.now()
  let ok = true
  try {
    await run(cmd, args, env)
  } catch {
    ok = false
  }
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
}

console.log('\nTest tiers:')
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds}s)`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
