import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const bin = (name: string) => path.resolve('node_modules/.bin', name)

export type AppEnv = NodeJS.ProcessEnv

/** Run a command to completion, streaming its output; reject with its exit code. */
export function run(cmd: string, args: string[], env: AppEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${path.basename(cmd)} ${args.join(' ')} exited with ${code ?? signal}`),
          ),
    )
  })
}

/**
 * The scripts that load payload.config, run as `npm run migrate` / `npm run seed` do. Lexical's
 * default entry for Node (`*.node.mjs`) picks its dev or prod build with a top-level
 * `await import()`; on Node 20 a graph of those entries now and then never finishes evaluating
 * (the import of the config hangs, idle, or the process exits 13). The `development` condition
 * resolves Lexical straight to the build that entry picks when NODE_ENV is not production.
 */
const script = (file: string, env: AppEnv) =>
  run(bin('tsx'), ['--conditions=development', file], env)
export const migrate = (env: AppEnv) => script('scripts/migrate.ts', env)
export const seed = (env: AppEnv) => script('scripts/seed.ts', env)
/**
 * `next build`, which prerenders the CMS pages from env's database. Next keeps its data cache
 * between builds, so a build for a fresh database (e2e, bench) would otherwise prerender content
 * and media URLs cached from another one. Without Next's type check (next.config.ts): it is
 * CI's job (`npm run typecheck`), not a newcomer's first start. `paths`: Next's
 * `--debug-build-paths` (globs of route files, `!` to leave some out) for a build that needs only
 * part of the site.
 */
export const build = (env: AppEnv, paths?: string) => {
  rmSync(path.join(env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache'), {
    recursive: true,
    force: true,
  })
  const buildEnv: AppEnv = {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    BUILD_SKIP_TYPECHECK: '1',
  }
  return run(bin('next'), ['build', ...(paths ? ['--debug-build-paths', paths] : [])], buildEnv)
    .then(() => run(bin('tsx'), ['scripts/standalone-config.ts'], buildEnv))
    .then(() => run(bin('tsx'), ['scripts/compile-hints.ts'], buildEnv))
}

const SOURCES = [
  'src',
  'collections',
  'globals',
  'blocks',
  'fields',
  'access',
  'domain',
  'endpoints',
  'revalidation',
  'payload.config.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'public',
]

/** Run by server.mjs as they are, not part of what `next build` compiles. */
const NOT_BUILT = new Set([path.join('src', 'server')])

function newestMtime(p: string): number {
  if (!existsSync(p) || NOT_BUILT.has(path.normalize(p))) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  return readdirSync(p).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(p, name))),
    st.mtimeMs,
  )
}

/** True when there is no production build or a source file changed after it. */
export function buildIsStale(distDir = '.next'): boolean {
  const stamp = path.join(distDir, 'BUILD_ID')
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  return SOURCES.some((s) => newestMtime(s) > built)
}

/** Resolves when `host:port` can be listened on; rejects with a plain reason when it cannot. */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `Port ${port} is already in use by another program (perhaps an earlier \`npm start\`).`
            : `Cannot listen on port ${port}: ${err.message}`,
        ),
      ),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

/**
 * The address the server listens on unless HOSTNAME says otherwise: `::` (IPv6 and IPv4, so
 * localhost, 127.0.0.1 and [::1] all reach it) where the machine has IPv6, else 0.0.0.0.
 */
export async function defaultListenHost(): Promise<string> {
  const ipv6 = await new Promise<boolean>((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(0, '::', () => probe.close(() => resolve(true)))
  })
  return ipv6 ? '::' : '0.0.0.0'
}

/**
 * The Node flags of the production server: those of the Dockerfile's CMD (its memory bounds), so
 * `npm start`, e2e and the bench run server.mjs as the image does.
 */
export function serverNodeFlags(dockerfile = 'Dockerfile'): string[] {
  const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(dockerfile, 'utf8'))?.[1]
  const [node, ...args] = JSON.parse(cmd ?? '[]') as string[]
  if (node !== 'node' || args.at(-1) !== 'server.mjs')
    throw new Error(`${dockerfile}: CMD is not ["node", …flags, "server.mjs"]`)
  return args.slice(0, -1)
}

/**
 * The MALLOC_ settings of the Dockerfile's ENV (its memory bounds for glibc), so `npm start`, e2e
 * and the bench run server.mjs with the same native memory behaviour as the image.
 */
export function serverMallocEnv(dockerfile = 'Dockerfile'): Record<string, string> {
  const lines = readFileSync(dockerfile, 'utf8').replace(/\\\n\s*/g, ' ')
  const env = [...lines.matchAll(/^ENV (.*)$/gm)].flatMap((m) => m[1].trim().split(/\s+/))
  return Object.fromEntries(
    env.map((pair) => pair.split('=') as [string, string]).filter(([k]) => k.startsWith('MALLOC_')),
  )
}

/** The production server (server.mjs: Next with hashed script policy, compression, micro cache). */
export function serve(env: AppEnv, port: number): ChildProcess {
  return spawn(process.execPath, [...serverNodeFlags(), 'server.mjs'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: env.HOSTNAME ?? '0.0.0.0',
      // As the Dockerfile's ENV: glibc's malloc bounded (docs/caching.md, Memory).
      ...serverMallocEnv(),
    },
    // The IPC channel: server.mjs says when it listens, and stops when this process is gone.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
}

/**
 * Resolves once `child` (a server.mjs from `serve`) listens and answers healthy. Another program
 * answering on the port does not count: the child must have said that it listens.
 */
export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  let exited = false
  let listening = false
  child.once('exit', () => (exited = true))
  child.on('message', (m: { listening?: number }) => (listening ||= Boolean(m?.listening)))
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server process exited before it was ready')
    if (!listening) {
      await new Promise((r) => setTimeout(r, 200))
      continue
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`no healthy answer from ${baseUrl}/api/health within ${timeoutMs / 1000}s`)
}
