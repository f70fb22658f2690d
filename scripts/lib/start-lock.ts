import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * One `npm start` (or `npm run dev`) per data folder: two servers on one embedded database
 * would both write to it and neither would know. The lock is a file made atomically
 * (`O_EXCL`) that names its holder; a holder that no longer runs left a stale lock, which the
 * next start takes over (stopping the database server that holder may have left behind). The
 * file is written whole under another name and then hard-linked into place, so nobody ever
 * reads a half-written lock.
 */
export type LockHolder = { pid: number; port: number }

export class DataInUseError extends Error {
  constructor(
    readonly holder: LockHolder,
    dataDir: string,
  ) {
    super(
      `The data in ${dataDir} is in use by another start (pid ${holder.pid}, port ${holder.port}): stop it first, or give this one its own folder with LOCAL_DATA_DIR.`,
    )
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, 'start.lock')

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>
    return { pid: Number(parsed.pid), port: Number(parsed.port) }
  } catch {
    return null
  }
}

/**
 * A Postgres left running by a start that was killed (`kill -9` ends the launcher, not its
 * children) still holds the cluster: Postgres itself refuses a second server on it. Ask it for a
 * fast shutdown (open transactions roll back) and wait for it to go.
 */
async function stopOrphanPostgres(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!alive(pid)) return
  const comm = `/proc/${pid}/comm`
  if (existsSync(comm) && !readFileSync(comm, 'utf8').startsWith('postgres')) return
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 300 && alive(pid); i++) await sleep(100)
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataInUseError naming the holder.
 * Returns the function that gives it back (also run when the process exits).
 */
export async function lockDataDir(
  dataDir: string,
  port: number,
  clusterDir: string,
  shown = dataDir,
): Promise<() => void> {
  const file = lockFile(dataDir)
  const draft = `${file}.${process.pid}`
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(draft, JSON.stringify({ pid: process.pid, port }), { mode: 0o600 })
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, file)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
        const holder = readHolder(file)
        if (holder && holder.pid !== process.pid && alive(holder.pid)) {
          throw new DataInUseError(holder, shown)
        }
        // The holder is gone: take the lock over.
        await stopOrphanPostgres(clusterDir)
        rmSync(file, { force: true })
        continue
      }
      const release = () => {
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true })
      }
      process.once('exit', release)
      return release
    }
  } finally {
    rmSync(draft, { force: true })
  }
  throw new Error(`Could not take the lock ${file}; remove it if no other start is running.`)
}
