import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  CreateBucketCommand,
  HeadBucketCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Categories, EventCategories } from './collections/Categories'
import { CrisisResources } from './collections/CrisisResources'
import { refreshCrisisTask } from './collections/CrisisResources/outages'
import { CrisisUsage } from './collections/CrisisUsage'
import { ErrorReports } from './collections/ErrorReports'
import { Events } from './collections/Events'
import { refreshEventsTask } from './collections/Events/refresh'
import { Outbox } from './collections/Outbox'
import { ADMIN_DATE_TIME_FORMAT } from '@domain/team-time'
import { SignInAlerts } from './collections/SignInAlerts'
import { Forms } from './collections/Forms'
import { FormSubmissions } from './collections/FormSubmissions'
import { Invitations } from './collections/Invitations'
import { Media, MEDIA_MAX_BYTES } from './collections/Media'
import { storageFieldsOutOfLists } from './collections/Media/storage-fields'
import { Menus } from './collections/Menus'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Pages } from './collections/Pages'
import { redirects } from './collections/Redirects'
import { search } from './collections/Search'
import { Reports } from './collections/Reports'
import { Stories } from './collections/Stories'
import { Users } from './collections/Users'
import { reportSignInBurstTask, sendPasswordResetTask } from './collections/Users/tasks'
import { siteEditor } from './fields/richText'
import { SiteSettings } from './globals/SiteSettings'
import { authInvitationEndpoints } from './endpoints/authInvitations'
import { authMeEndpoints } from './endpoints/authMe'
import { crisisUsageEndpoint } from './endpoints/crisisUsage'
import { errorReportsEndpoint } from './endpoints/errorReports'
import { healthEndpoint } from './endpoints/health'
import { runDueJobsEndpoint } from './endpoints/runDueJobs'
import { emailAdapter } from './src/lib/email/adapter'
import { env, trustedOrigins } from './src/lib/env'
import { serializeSaves } from './src/lib/db/serialize-saves'
import { textOnly } from './fields/text-only'
import { databaseUnavailable } from './src/lib/db/unavailable'
import { malformedBody } from './src/lib/http/malformed-body'
import { limitOpenTransactions } from './src/lib/db/transaction-slots'
import { acknowledgedCommits } from './src/lib/db/acknowledged-commits'
import { SCHEDULED_PUBLISH_RETRIES } from './src/lib/jobs/run-due'
import { retryCutReads } from './src/lib/db/retry-reads'
import { payloadLogger } from './src/lib/logger'
import { migrations } from './src/migrations'
import { localization } from './fields/localization'
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '@domain/crisis/hours/zone'
import { TIME_ZONE_NAMES } from '@domain/crisis/hours/admin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * S3_BUCKET set: uploads live in S3-compatible storage (AWS S3, MinIO, R2, …) through
 * @payloadcms/storage-s3, so several instances serve the same files (docs/scale-out.md).
 * Without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY the AWS SDK finds credentials itself
 * (AWS_* variables, an instance role).
 */
const s3Config: S3ClientConfig | null = env.S3_BUCKET
  ? {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    }
  : null

/** The plugin does not create its bucket, and a new MinIO (docker-compose.yml) has none. */
async function ensureBucket(bucket: string, config: S3ClientConfig) {
  const client = new S3Client(config)
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }))
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404)
      throw error
    await client.send(new CreateBucketCommand({ Bucket: bucket }))
  } finally {
    client.destroy()
  }
}

export default buildConfig({
  serverURL: env.SERVER_URL,
  logger: payloadLogger,
  csrf: trustedOrigins,
  cors: trustedOrigins,
  secret: env.PAYLOAD_SECRET ?? 'build-time-placeholder-never-used-at-runtime',
  admin: {
    user: Users.slug,
    meta: {
      titleSuffix: ' · Team admin',
      // The site's own mark, not Payload's, in the browser tab.
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
        { rel: 'apple-touch-icon', url: '/apple-icon.png' },
      ],
    },
    // Payload's default avatar is Gravatar: a request to a third party on every admin page.
    avatar: 'default',
    // Every date the admin shows says its zone ("November 28th 2026, 4:20 PM (GMT-5)").
    dateFormat: ADMIN_DATE_TIME_FORMAT,
    // Dates the team picks (a scheduled publish) are in a US zone it chooses, the organisation's
    // by default, and say which.
    timezones: {
      supportedTimezones: TIME_ZONES.map((zone) => ({ label: TIME_ZONE_NAMES[zone], value: zone })),
      defaultTimezone: DEFAULT_TIME_ZONE,
    },
    // Live preview at the sizes visitors use, beside Payload's own "Responsive". The tablet is
    // the site's own tablet width (768 px), so it fits across the preview beside the form on a
    // 1440 px screen; a device taller than the preview scrolls there (admin-chrome.css).
    livePreview: {
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
    importMap: { baseDir: dirname },
    // Team admin screens (/admin/dashboard, /admin/web, /admin/integrations); the
    // other admin routes are mapped onto Payload's own views in src/proxy.ts.
    components: {
      views: {
        teamDashboard: {
          Component: '/src/components/admin/DashboardView#DashboardView',
          path: '/dashboard',
          exact: true,
        },
        website: {
          Component: '/src/components/admin/WebsiteView#WebsiteView',
          path: '/web',
          exact: true,
        },
        integrations: {
          Component: '/src/components/admin/IntegrationsView#IntegrationsView',
          path: '/integrations',
          exact: true,
        },
      },
      // The organisation's mark and name instead of Payload's.
      graphics: {
        Logo: '/src/components/admin/AdminBrand#AdminLogo',
        Icon: '/src/components/admin/AdminBrand#AdminIcon',
      },
      beforeNavLinks: ['/src/components/admin/AdminNavLinks#AdminNavLinks'],
      // First focusable element of every admin screen: "Skip to main content".
      // Then, while it is not English, which language the content is shown in.
      header: [
        '/src/components/admin/SkipLink#SkipLink',
        '/src/components/admin/ContentLanguageBar#ContentLanguageBar',
      ],
      // The side navigation starts open on desktop (Payload closes it up to 1440 px).
      providers: [
        '/src/components/admin/NavOpenOnDesktop#NavOpenOnDesktop',
        '/src/components/admin/ConfirmRowRemoval#ConfirmRowRemoval',
        // Payload's icon-only buttons get names ("More publish options", "Remove this filter"…).
        '/src/components/admin/NameIconButtons#NameIconButtons',
      ],
      logout: { Button: '/src/components/admin/LogoutButton#LogoutButton' },
    },
  },
  collections: [
    Pages,
    Stories,
    Categories,
    Events,
    EventCategories,
    Media,
    Menus,
    CrisisResources,
    Users,
    Invitations,
    Reports,
    Forms,
    FormSubmissions,
    NewsletterSubscribers,
    ErrorReports,
    CrisisUsage,
    Outbox,
    SignInAlerts,
  ],
  globals: [SiteSettings],
  localization,
  i18n: {
    translations: {
      en: {
        version: {
          // Payload's restore brings back every language and every field: said before it happens.
          aboutToRestore:
            'This replaces the whole {{label}} — the English, the Spanish and the details both share — with the version of {{versionDate}}. To bring back one language only, use "Restore English only" or "Restore Spanish only" in the History panel of the edit screen.',
        },
      },
    },
  },
  editor: siteEditor,
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
  hooks: { afterError: [databaseUnavailable, malformedBody] },
  endpoints: [
    healthEndpoint,
    errorReportsEndpoint,
    crisisUsageEndpoint,
    runDueJobsEndpoint,
    ...authMeEndpoints,
    ...authInvitationEndpoints,
  ],
  onInit: async (payload) => {
    // An idle pooled connection that drops (database restart) must not crash the server:
    // log it, and the pool opens a fresh connection on the next query.
    const pool = (payload.db as unknown as { pool?: import('pg').Pool }).pool
    pool?.on('error', (err) => payload.logger.warn(`Postgres connection lost: ${err.message}`))
    // A checked-out client whose connection is cut also emits 'error' (its query fails with it
    // too): heard here, it is not an uncaught exception.
    pool?.on('connect', (client) => client.on('error', () => undefined))
    // A save answers success only once PostgreSQL committed it (src/lib/db/acknowledged-commits.ts).
    acknowledgedCommits(payload.db)
    retryCutReads(payload.db)
    limitOpenTransactions(payload.db, env.DATABASE_POOL_MAX)
    // Payload's own scheduled-publish task has no retries: a publish whose save failed (the
    // database away for a moment) was never tried again. Read by the job runner at run time.
    const publishTask = payload.config.jobs?.tasks?.find((t) => t.slug === 'schedulePublish')
    if (publishTask) publishTask.retries ??= SCHEDULED_PUBLISH_RETRIES
    // SEED=1 (a production deploy's first start): the demo content, once.
    if (process.env.SEED === '1') {
      const { seedOnStart } = await import('./src/seed/on-start')
      await seedOnStart(payload)
    }
    // A new MinIO has no bucket yet; an unreachable store must not stop the site starting.
    if (env.S3_BUCKET && s3Config)
      await ensureBucket(env.S3_BUCKET, s3Config).catch((err: Error) =>
        payload.logger.warn(`media storage: ${err.message}`),
      )
  },
  plugins: [
    s3Storage({
      enabled: s3Config !== null,
      // The same columns with and without a bucket, so one set of migrations serves both.
      alwaysInsertFields: true,
      bucket: env.S3_BUCKET ?? '',
      config: s3Config ?? {},
      // Objects at media/<filename>, where our own adapter (before this plugin) put them;
      // composite, so no per-document prefix is stored and the URLs carry no `?prefix=`.
      collections: { media: { prefix: 'media' } },
      useCompositePrefixes: true,
    }),
    // After the storage plugin: its fields are no column or filter of the Media list.
    storageFieldsOutOfLists,
    redirects,
    search,
    // After the plugins that add collections: their text fields take text too.
    textOnly(),
    // Last, so it sees every collection and global the plugins before it added.
    serializeSaves(),
  ],
  // Scheduled publish and unpublish (pages and stories), and the crisis pages' refresh when a
  // line's unavailable time starts or ends, are queued jobs. This process runs them
  // itself (src/server/job-ticker.mjs → endpoints/runDueJobs.ts, one lock across instances), so
  // Payload's own run endpoint is closed to everyone; jobs run in the order they are due.
  jobs: {
    access: { run: () => false },
    processingOrder: 'waitUntil',
    deleteJobOnComplete: true,
    tasks: [refreshCrisisTask, refreshEventsTask, sendPasswordResetTask, reportSignInBurstTask],
  },
  email: emailAdapter(env),
  upload: { limits: { fileSize: MEDIA_MAX_BYTES } },
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Written by `npm run generate:types`, and by `npm run dev` as Payload does by default; never
    // by the scripts and tests that start Payload (migrate, seed, the test tiers): a run must not
    // change the checkout (it made the next `npm start` rebuild, and the third-language spec's
    // Payload wrote its language into the types).
    autoGenerate: process.env.NODE_ENV === 'development',
  },
})
