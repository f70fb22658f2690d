/**
 * Runs once when the server starts: tells the production server's script policy which inline
 * scripts are ours (server.mjs and this app share the process).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ OWN_INLINE_SCRIPTS }, { registerOwnInlineScripts }] = await Promise.all([
      import('./lib/security/inline-scripts'),
      import('@domain/process-bridge.mjs'),
    ])
    registerOwnInlineScripts(OWN_INLINE_SCRIPTS)
  }
}
