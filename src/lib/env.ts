import { z } from 'zod'

/**
 * Server environment, validated once. Build time (`next build`) runs without a database or
 * secrets, so required values are only enforced when the server actually runs.
 */
const isBuildPhase = process.env.NEXT_PHASE === 'phase-production-build'
/** Code generators (`generate:types`, `generate:importmap`, `migrate:create`) need no database. */
const skipRuntimeChecks = isBuildPhase || process.env.SKIP_ENV_CHECK === '1'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const schema = z.object({
  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(50).default(10),
  PAYLOAD_SECRET: optionalString,
  SERVER_URL: z.url().default('http://localhost:3000'),
  CSRF_ORIGINS: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  EMAIL_FROM: z.string().default('no-reply@localhost'),
  EMAIL_FROM_NAME: z.string().default('Community Network'),
  /** Several instances: Redis for the shared cache, limits and Payload's KV store. */
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.string().default('cn:'),
  /** Uploads in S3-compatible storage (AWS S3, MinIO, R2, …) instead of the local disk. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style addresses (endpoint/bucket/key), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Set by the launchers when no SERVER_URL was given: see trustedOriginsFor. */
  LOCAL_MODE: optionalString,
})

export type ServerEnv = z.infer<typeof schema>

function load(): ServerEnv {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  if (!skipRuntimeChecks) {
    if (!env.PAYLOAD_SECRET) {
      throw new Error(
        'PAYLOAD_SECRET is not set. Set it in .env (see .env.example); `npm start` generates one under .data/ only for the embedded database.',
      )
    }
    if (!env.DATABASE_URL) {
      throw new Error(
        'DATABASE_URL is not set. Run `npm start` to use the embedded database, or set DATABASE_URL to a Postgres connection string.',
      )
    }
  }
  return env
}

export const env: ServerEnv = load()

/**
 * Origins Payload accepts for cookie-authenticated requests (CSRF check). An explicit
 * SERVER_URL is trusted with CSRF_ORIGINS and nothing else. In local mode (`npm start` / `npm
 * run dev` without SERVER_URL, which set LOCAL_MODE=1) the same port on every loopback address
 * is trusted too, so signing in works whichever address a person types.
 */
export function trustedOriginsFor(
  config: Pick<ServerEnv, 'SERVER_URL' | 'CSRF_ORIGINS' | 'LOCAL_MODE'>,
): string[] {
  const server = new URL(config.SERVER_URL)
  const local = config.LOCAL_MODE
    ? ['localhost', '127.0.0.1', '[::1]'].map((host) => {
        const url = new URL(server.origin)
        url.hostname = host
        return url.origin
      })
    : []
  return Array.from(
    new Set([
      config.SERVER_URL.replace(/\/$/, ''),
      ...local,
      ...(config.CSRF_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    ]),
  )
}

export const trustedOrigins: string[] = trustedOriginsFor(env)
