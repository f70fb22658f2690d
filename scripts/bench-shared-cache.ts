/**
 * `npx tsx scripts/bench-shared-cache.ts`: what the shared cache costs. One production instance on
 * a fresh, seeded database, measured with wrk (1 thread, 50 connections, 15 s) on `/` — the page
 * as visitors get it (micro cache in front) and its RSC payload (Next's page cache on every
 * request) — without REDIS_URL and with it, alternately, ROUNDS times; medians are reported. Needs a Postgres (DATABASE_URL) and a Redis (BENCH_REDIS_URL, default database 9 of
 * 127.0.0.1:6379, under a key prefix of its own).
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { migrate, seed, serve, waitForHealth } from './lib/app'
import { createTestDatabase, databaseEnv } from './lib/database'

const port = Number(process.env.BENCH_PORT ?? 3300)
const base = `http://127.0.0.1:${port}`
const rounds = Number(process.env.ROUNDS ?? 2)
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9'

const db = await createTestDatabase('bench-redis')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...databaseEnv(db),
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  SERVER_URL: base,
  HOSTNAME: '127.0.0.1',
}
await migrate(env)
await seed(env)

function wrk(headers: string[] = []): number {
  const args = ['-t1', '-c50', '-d15s', ...headers.flatMap((h) => ['-H', h]), `${base}/`]
  const out = execFileSync('wrk', args, { encoding: 'utf8' })
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)
}

const results: Record<string, { page: number[]; rsc: number[] }> = {
  local: { page: [], rsc: [] },
  redis: { page: [], rsc: [] },
}
try {
  for (let round = 0; round < rounds; round++) {
    // Alternating which goes first cancels the drift of a machine shared with other work.
    const order = round % 2 ? (['redis', 'local'] as const) : (['local', 'redis'] as const)
    for (const mode of order) {
      const server = serve(
        mode === 'redis'
          ? {
              ...env,
              REDIS_URL: redisUrl,
              REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
            }
          : env,
        port,
      )
      try {
        await waitForHealth(base, server)
        for (let i = 0; i < 20; i++) await (await fetch(`${base}/`)).text()
        for (let i = 0; i < 20; i++)
          await (await fetch(`${base}/`, { headers: { rsc: '1' } })).text()
        results[mode].page.push(wrk())
        results[mode].rsc.push(wrk(['rsc: 1']))
        console.log(
          `round ${round + 1} ${mode}: / ${results[mode].page.at(-1)} req/s, / (RSC) ${results[mode].rsc.at(-1)} req/s`,
        )
      } finally {
        const exited = new Promise((r) => server.once('exit', r))
        server.kill('SIGTERM')
        await exited
      }
    }
  }
} finally {
  await db.stop()
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
for (const kind of ['page', 'rsc'] as const) {
  const local = median(results.local[kind])
  const redis = median(results.redis[kind])
  console.log(
    `${kind === 'page' ? '/' : '/ (RSC)'}: without Redis ${local} req/s, with Redis ${redis} req/s (${Math.round((redis / local - 1) * 100)}%)`,
  )
}
process.exit(0)
