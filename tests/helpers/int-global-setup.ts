import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { migrate } from '../../scripts/lib/app'
import { createTestDatabase, databaseEnv } from '../../scripts/lib/database'

/**
 * Integration tests get their own fresh database (a new one on the Postgres of DATABASE_URL,
 * or on a throwaway embedded PostgreSQL when none is set), migrated exactly as production is.
 */
export default async function setup(project: TestProject) {
  const db = await createTestDatabase('int')
  Object.assign(process.env, {
    ...databaseEnv(db),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SERVER_URL: 'http://localhost:3000',
    TEST_DATABASE_ADMIN_URL: db.adminUrl,
  })
  project.provide('databaseUrl', db.url)
  await migrate(process.env)
  return async () => {
    await db.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
