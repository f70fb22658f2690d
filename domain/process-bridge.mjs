// @ts-check
/**
 * The one crossing between the two module graphs of the production process: server.mjs and its
 * layers (plain Node modules) and the Next app (Turbopack's bundle, with its own copy of every
 * module it imports — this one included). Values one side sets for the other live here, on one
 * globalThis key; no other module reads or writes globalThis to talk to another.
 *
 * - the invalidation hook: server.mjs installs it, the revalidation hooks call it after every
 *   content change so the server's own caches (the micro cache) drop the old content;
 * - the shared state (src/server/shared-state.mjs, with REDIS_URL): the rate limits count in it
 *   and /api/health reports its status;
 * - the app's own inline scripts: the app registers them at start (src/instrumentation.ts), the
 *   server's script policy hashes them (src/server/inline-script-csp.mjs);
 * - the published pages' slugs: the CMS page route tells the server every list it reads, so the
 *   server answers an unknown address with its cached not-found page (src/server/known-pages.mjs);
 *   the paged lists (/news) tell it their pages per category the same way;
 * - what `npm start` says of its embedded database while it restarts it (server.mjs hears it,
 *   /api/health reports it).
 *
 * Plain JavaScript in domain/: server.mjs imports it as it is, and every side may import domain/.
 */

/**
 * What /api/health and the rate limits use of the shared state (kept structural: domain/
 * imports nothing of src/).
 * @typedef {{
 *   status: 'shared' | 'degraded',
 *   hit(key: string, windowMs: number): Promise<{ count: number, resetInMs: number }>,
 *   peek(key: string): Promise<{ count: number, resetInMs: number } | null>,
 *   take(key: string, limit: number, windowMs: number): Promise<{ taken: boolean, count: number, resetInMs: number }>,
 *   giveBack(key: string): Promise<void>,
 * }} SharedCounter
 * @typedef {{
 *   generation(): number,
 *   learn(slugs: string[], generation: number): void,
 *   learnList(path: string, pages: [string | null, number][], generation: number): void,
 * }} PageList
 * @typedef {{
 *   invalidate?: (tags: string[]) => void,
 *   pageList?: PageList,
 *   sharedState?: SharedCounter,
 *   ownInlineScripts: Set<string>,
 *   databaseNotice?: string,
 * }} Bridge
 */

const KEY = Symbol.for('community-network.process-bridge')

/** @returns {Bridge} */
function bridge() {
  const g = /** @type {Record<symbol, Bridge | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (g[KEY] ??= { ownInlineScripts: new Set() })
}

/** server.mjs: what a content change must drop besides Next's cache. @param {((tags: string[]) => void) | undefined} fn */
export function setInvalidateHook(fn) {
  bridge().invalidate = fn
}

/** The revalidation hooks: tell the server's caches (when a server installed the hook). @param {string[]} tags */
export function invalidateServerCaches(tags) {
  bridge().invalidate?.(tags)
}

/** src/server/shared-state.mjs: the process's shared state, or undefined to forget it. @param {SharedCounter | undefined} state */
export function setSharedState(state) {
  bridge().sharedState = state
}

/** @returns {SharedCounter | undefined} */
export function getSharedState() {
  return bridge().sharedState
}

/** The app at start: its own inline scripts, by exact text. @param {Iterable<string>} scripts */
export function registerOwnInlineScripts(scripts) {
  for (const script of scripts) bridge().ownInlineScripts.add(script)
}

/** @returns {ReadonlySet<string>} */
export function ownInlineScripts() {
  return bridge().ownInlineScripts
}

/** server.mjs: where the published page slugs go (src/server/known-pages.mjs). @param {PageList | undefined} list */
export function setPageListHook(list) {
  bridge().pageList = list
}

/**
 * The CMS page route, before it reads the list of published pages: the server's count of content
 * changes, to hand back with the list (a list read before a change is then not taken for current).
 */
export function pageListGeneration() {
  return bridge().pageList?.generation() ?? 0
}

/** The CMS page route: the published pages' slugs it read. @param {string[]} slugs @param {number} generation */
export function publishPageSlugs(slugs, generation) {
  bridge().pageList?.learn(slugs, generation)
}

/**
 * A paged list's route (/news in a language): its pages per category slug (`null`: the whole
 * list), read after `generation`.
 * @param {string} path @param {[string | null, number][]} pages @param {number} generation
 */
export function publishListPages(path, pages, generation) {
  bridge().pageList?.learnList(path, pages, generation)
}

/**
 * The due-jobs runner (src/server/job-ticker.mjs) and the endpoint it calls (endpoints/runDueJobs.ts):
 * a secret made once per process, so only this process's own ticker can start a run.
 */
export function jobRunnerToken() {
  const b = /** @type {Bridge & { jobRunnerToken?: string }} */ (bridge())
  return (b.jobRunnerToken ??= `${globalThis.crypto.randomUUID()}${globalThis.crypto.randomUUID()}`)
}

/** server.mjs: what the launcher says of the embedded database, or undefined once it runs. @param {string | undefined} notice */
export function setDatabaseNotice(notice) {
  bridge().databaseNotice = notice
}

/** /api/health: why the database is down, when the launcher knows. @returns {string | undefined} */
export function databaseNotice() {
  return bridge().databaseNotice
}
