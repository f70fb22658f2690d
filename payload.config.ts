import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { CrisisResources } from './collections/CrisisResources'
import { Media, MEDIA_MAX_BYTES } from './collections/Media'
import { Menus } from './collections/Menus'
import { Pages } from './collections/Pages'
import { Users } from './collections/Users'
import { SiteSettings } from './globals/SiteSettings'
import { healthEndpoint } from './src/endpoints/health'
import { publicSettingsEndpoint } from './src/endpoints/publicSettings'
import { emailAdapter } from './src/lib/email/adapter'
import { env, trustedOrigins } from './src/lib/env'
import { migrations } from './src/migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.SERVER_URL,
  csrf: trustedOrigins,
  cors: trustedOrigins,
  secret: env.PAYLOAD_SECRET ?? 'build-time-placeholder-never-used-at-runtime',
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Team admin' },
    importMap: { baseDir: dirname },
  },
  collections: [Pages, Media, Menus, CrisisResources, Users],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: env.DATABASE_URL,
      max: env.DATABASE_POOL_MAX,
      connectionTimeoutMillis: 5000,
    },
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
    // Schema changes ship as committed migrations. PAYLOAD_DB_PUSH=1 lets a developer push
    // the schema into a throwaway database while iterating (never with NODE_ENV=production).
    push: process.env.PAYLOAD_DB_PUSH === '1',
  }),
  endpoints: [healthEndpoint, publicSettingsEndpoint],
  email: emailAdapter(env),
  upload: { limits: { fileSize: MEDIA_MAX_BYTES } },
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
})
