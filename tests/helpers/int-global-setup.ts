import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { createTestDatabase, databaseEnv } from '../../scripts/lib/database'

/**
 * Integration tests get their own fresh database (a new one on the Postgres of DATABASE_URL,
 * or an embedded PGlite when none is set), migrated exactly as production is.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL
  const db = await createTestDatabase('int')
  Object.assign(process.env, {
    ...databaseEnv(db),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SERVER_URL: 'http://localhost:3000',
    TEST_DATABASE_EMBEDDED_PID: db.pid ? String(db.pid) : '',
    TEST_DATABASE_ADMIN_URL: baseUrl ?? '',
  })
  project.provide('databaseUrl', db.url)
  const migrate = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn('node_modules/.bin/tsx', ['scripts/migrate.ts'], {
        env: process.env,
        stdio: 'inherit',
      })
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`migrate exited with ${code}`)),
      )
    })
  // Once in many CI runs the migration of the fresh database hung before its first step (the
  // script now says at which step); migrations resume where they stopped, so one more try.
  await migrate().catch((err: Error) => {
    console.error(`${err.message}; migrating once more`)
    return migrate()
  })
  return async () => {
    await db.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
