/**
 * Runs once when the server starts: tells the production server's script policy which inline
 * scripts are ours (server.mjs and this app share the process), and under `next dev` (which has
 * no server.mjs) starts the scheduled-jobs ticker that server.mjs starts in production.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ OWN_INLINE_SCRIPTS }, { registerOwnInlineScripts }] = await Promise.all([
      import('./lib/security/inline-scripts'),
      import('@domain/process-bridge.mjs'),
    ])
    registerOwnInlineScripts(OWN_INLINE_SCRIPTS)
    if (process.env.NODE_ENV === 'development') {
      const { loopbackOrigin, startJobTicker } = await import('./server/job-ticker.mjs')
      startJobTicker({ origin: loopbackOrigin('127.0.0.1', Number(process.env.PORT ?? 3000)) })
    }
  }
}
