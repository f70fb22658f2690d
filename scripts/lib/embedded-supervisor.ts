import { startCluster, type EmbeddedCluster } from './embedded-postgres'

/** How often a restart is tried while the database cannot start (a full disk, say). */
export const RESTART_EVERY_MS = 3_000
/** How long restarts are tried before `npm start` gives up and exits 1. */
export const GIVE_UP_AFTER_MS = 5 * 60_000

export type SupervisorEvents = {
  /** The database stopped: `reason` says how; it is being restarted. */
  down: (reason: string) => void
  /** It runs again after `seconds`. */
  up: (seconds: number) => void
  /** It could not be restarted within GIVE_UP_AFTER_MS: the last attempt's words. */
  gaveUp: (reason: string) => void
}

/**
 * The embedded PostgreSQL of `npm start`, kept running (issue 56). Without it a crash, `kill -9`
 * or a disk too full to write the WAL ended the server for good, and the site answered 500 until
 * someone restarted `npm start`. When its process ends without being asked to, the same cluster
 * is started again on the same port (the app's pool reconnects by itself), every
 * RESTART_EVERY_MS until it runs, so a disk that is freed brings it back within seconds; after
 * GIVE_UP_AFTER_MS of failures `gaveUp` is told, and `npm start` exits 1 for a process manager
 * to restart. Compose has this from Docker (`restart:`); this is the default install's own.
 */
export function superviseEmbedded(
  dir: string,
  first: EmbeddedCluster,
  events: SupervisorEvents,
  timing = { everyMs: RESTART_EVERY_MS, giveUpMs: GIVE_UP_AFTER_MS },
) {
  let current = first
  let stopping = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const watch = (cluster: EmbeddedCluster) =>
    void cluster.exited.then((how) => {
      if (stopping || cluster !== current) return
      events.down(how)
      void restart(Date.now())
    })

  const restart = async (since: number) => {
    let lastError = ''
    while (!stopping) {
      try {
        const cluster = await startCluster(dir, current.port, { existing: true })
        if (stopping) return void (await cluster.stop())
        current = cluster
        watch(cluster)
        events.up(Math.round((Date.now() - since) / 1000))
        return
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err)
      }
      if (Date.now() - since >= timing.giveUpMs) return events.gaveUp(lastError)
      await new Promise((r) => (timer = setTimeout(r, timing.everyMs)))
    }
  }

  watch(first)
  return {
    cluster: () => current,
    stop: async () => {
      stopping = true
      clearTimeout(timer)
      await current.stop()
    },
  }
}
