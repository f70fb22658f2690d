import pg from 'pg'

/**
 * Make the test database unreachable for the running app, for real, on either server (the
 * Postgres of DATABASE_URL or the embedded one, both real PostgreSQL): it refuses new
 * connections and terminates the open ones. Returns a function that undoes it.
 */
export async function cutDatabase(): Promise<{ restore: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL
  if (!adminUrl) throw new Error('cutDatabase needs the admin URL of the test database server')
  const dbName = new URL(process.env.DATABASE_URL!).pathname.slice(1)
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS false`)
  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [dbName],
  )
  return {
    restore: async () => {
      await admin.query(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS true`)
      await admin.end()
    },
  }
}
