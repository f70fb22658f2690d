/**
 * `npm test`: every tier in turn — unit, integration (fresh database), end-to-end (fresh
 * database + the production build). Uses DATABASE_URL's Postgres when set, else PGlite.
 * Runs all tiers even when one fails, then reports each and exits non-zero on any failure.
 */
import { run } from './lib/app'
import { step } from './lib/log'

const bin = (name: string) => `node_modules/.bin/${name}`
const tiers: [string, string, string[]][] = [
  ['unit', bin('vitest'), ['run', '--project', 'unit']],
  ['integration', bin('vitest'), ['run', '--project', 'int']],
  ['end-to-end', bin('playwright'), ['test']],
]

const only = process.argv.slice(2)
const results: { name: string; ok: boolean; seconds: number }[] = []
for (const [name, cmd, args] of tiers) {
  if (only.length && !only.includes(name)) continue
  step(`Tests: ${name}`)
  const started = Date.now()
  let ok = true
  try {
    await run(cmd, args, { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' })
  } catch {
    ok = false
  }
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
}

console.log('\nTest tiers:')
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds}s)`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
