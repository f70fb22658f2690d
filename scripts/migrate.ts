import { getPayload } from 'payload'
import { loadDotEnv } from './lib/env-file'

loadDotEnv()
const { default: config } = await import('../payload.config')
const { migrations } = await import('../src/migrations')

const payload = await getPayload({ config })
// The generated migrations are typed for the Postgres adapter; `migrate` declares a generic shape.
type MigrateArgs = NonNullable<Parameters<typeof payload.db.migrate>[0]>
await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
payload.logger.info('Migrations are up to date.')
process.exit(0)
