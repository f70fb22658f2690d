import { existsSync, readFileSync } from 'node:fs'
import pg from 'pg'
import { E2E_DATABASE_FILE } from '../../scripts/lib/e2e-env'

/**
 * The e2e server's own database, for a spec that moves a stored time forward instead of waiting
 * for it (a scheduled publish due in a minute is made due now; the server's own job runner then
 * publishes it). Undefined against a server started elsewhere (BASE_URL): such a spec waits.
 */
export async function withE2eDatabase<T>(
  run: (client: pg.Client) => Promise<T>,
): Promise<T | undefined> {
  if (process.env.BASE_URL || !existsSync(E2E_DATABASE_FILE)) return undefined
  const client = new pg.Client({ connectionString: readFileSync(E2E_DATABASE_FILE, 'utf8') })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
