/**
 * An embedded Postgres (PGlite) in its own process, for test runs without DATABASE_URL:
 * arguments: [dataDir] [port]; prints `{"url": …}` once listening and serves until killed. A separate process keeps the
 * WASM database off the test runner's event loop and lets tests pause it (SIGSTOP) to
 * simulate an outage.
 */
import { startEmbeddedDatabase } from './lib/database'

const db = await startEmbeddedDatabase(
  process.argv[2] || undefined,
  Number(process.argv[3]) || undefined,
)
process.stdout.write(`${JSON.stringify({ url: db.url })}\n`)
const stop = async () => {
  await db.stop().catch(() => undefined)
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
