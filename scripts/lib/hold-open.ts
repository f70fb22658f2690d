/**
 * Keeps a one-shot script's event loop open until it calls process.exit, for at most `limitMs`.
 *
 * `npm run migrate` now and then ended with exit code 13 ("unsettled top-level await") on a
 * loaded machine: Node quits when nothing keeps the event loop alive, and a wait inside a
 * dependency that relies only on an unref'd timer (a connection retry's pause, say) leaves
 * the script's top-level await pending with nothing holding the loop. A held-open loop lets
 * such a wait finish; the limit turns a wait that never finishes into a clear failure, which
 * names the step the script had reached (`step`) so the next such failure shows where it hung.
 */
export function holdEventLoopOpen(what: string, limitMs = 180_000) {
  const started = Date.now()
  let current = 'starting'
  let since = started
  const timer = setInterval(() => {
    if (Date.now() - started < limitMs) return
    console.error(
      `${what} did not finish within ${Math.round(limitMs / 1000)} s: stuck at "${current}" for ${Math.round((Date.now() - since) / 1000)} s.`,
    )
    process.exit(1)
  }, 1000)
  return {
    step: (name: string) => {
      current = name
      since = Date.now()
    },
    release: () => clearInterval(timer),
  }
}
