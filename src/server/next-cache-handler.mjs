// @ts-check
import process from 'node:process'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { sharedState } from './shared-state.mjs'

/**
 * Next's incremental cache (rendered pages and `unstable_cache` data) and its tag revalidation
 * (next.config.ts `cacheHandler`), through @fortedigital/nextjs-cache-handler (the maintained
 * successor of @neshca/cache-handler; its 3.x line is the one for Next 16).
 *
 * Without REDIS_URL (one instance, `npm start`): the library's in-memory LRU. A restart begins
 * empty, and each page is rendered again on its first visit.
 *
 * With REDIS_URL: entries and tag state live in Redis, so a `revalidateTag` on one instance
 * deletes the entries every instance reads. A local LRU copy of each entry is the fallback while
 * Redis does not answer (the library moves to the next handler when one throws); every tag event
 * from any instance (shared-state.mjs) is applied to that copy too, so it is never older than
 * what Redis held. After Next has applied a change here, the tags are published, so the other
 * instances drop their micro caches only once Redis already holds no stale entry.
 */
// `next build` prerenders into its own output, never into the Redis of whoever runs the build
// (a connection would also keep the build process alive).
const shared = process.env.NEXT_PHASE === 'phase-production-build' ? null : sharedState()
/** Redis answers each command within this or the page falls back to the local copy. */
const REDIS_TIMEOUT_MS = 500
const HOT_TTL_MS = 1000
const HOT_MAX_ENTRIES = 500

CacheHandler.onCreation(({ buildId }) => {
  const lru = createLruHandler()
  if (!shared) return { handlers: [lru] }
  const redis = createRedisHandler({
    client: /** @type {any} */ (shared.client),
    // Per build: a page of another build links to scripts this one does not have.
    keyPrefix: `${shared.prefix}next:${buildId ?? 'unknown'}:`,
    timeoutMs: REDIS_TIMEOUT_MS,
  })
  /**
   * Redis answers kept for HOT_TTL_MS: a page Next serves from its cache reads Redis three
   * times, which under load cost most of the RSC payload's throughput. Any tag event from any
   * instance empties it, so it adds no staleness beyond a lost message's HOT_TTL_MS.
   * @type {Map<string, { value: any, expires: number }>}
   */
  const hot = new Map()
  shared.onInvalidate((tags) => {
    hot.clear()
    for (const tag of tags) void lru.revalidateTag(tag)
  })
  shared.setReplay((tag) => redis.revalidateTag(tag))
  return {
    handlers: [
      {
        ...redis,
        name: 'redis-strings',
        async get(key, meta) {
          const kept = hot.get(key)
          if (kept && kept.expires > Date.now()) return kept.value
          const value = await redis.get(key, meta)
          if (hot.size >= HOT_MAX_ENTRIES) hot.clear()
          hot.set(key, { value, expires: Date.now() + HOT_TTL_MS })
          return value
        },
        async set(key, value, ctx) {
          hot.delete(key)
          await redis.set(key, value, ctx)
        },
        async revalidateTag(tag) {
          hot.clear()
          try {
            await redis.revalidateTag(tag)
          } catch (error) {
            shared.markPending([tag])
            throw error
          }
        },
      },
      lru,
    ],
  }
})

export default class SiteCacheHandler {
  /** @param {any} ctx what Next gives every cache handler */
  constructor(ctx) {
    /** @type {any} */
    this.impl = new CacheHandler(ctx)
  }

  /** @param {any[]} args */
  get(...args) {
    return this.impl.get(...args)
  }

  /** @param {any[]} args */
  set(...args) {
    return this.impl.set(...args)
  }

  /** @param {string | string[]} tag @param {any[]} rest */
  async revalidateTag(tag, ...rest) {
    await this.impl.revalidateTag(tag, ...rest)
    if (!shared) return
    const tags = typeof tag === 'string' ? [tag] : tag
    if (!shared.ready) shared.markPending(tags)
    else await shared.publish(tags)
  }

  resetRequestCache() {
    this.impl.resetRequestCache?.()
  }
}
