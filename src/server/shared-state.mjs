// @ts-check
import { randomUUID } from 'node:crypto'
import console from 'node:console'
import process from 'node:process'
import { clearTimeout, setInterval, setTimeout } from 'node:timers'
import { createClient } from '@redis/client'
import { getSharedState, setSharedState } from '../../domain/process-bridge.mjs'

/**
 * What several app instances share through Redis when REDIS_URL is set (one module, one
 * connection pair per process, handed over through domain/process-bridge.mjs so server.mjs, Next's
 * cache handler (next-cache-handler.mjs) and the rate limits (domain/rate-limit.ts) all use it):
 *
 * - tag events: every content change is published on `<prefix>invalidate`; each instance's
 *   subscriber drops its own in-process caches (the page micro cache and the
 *   local fallback copy of Next's cache) — its own messages included, so a cache refilled between
 *   the edit and the deletion in Redis is dropped again;
 * - counters for the rate limits (INCR + PEXPIRE in one script, so concurrent instances count
 *   atomically);
 * - Next's incremental cache itself (next-cache-handler.mjs uses `client`).
 *
 * Redis unreachable: `status` is 'degraded', commands fail at once (no offline queue) and
 * callers fall back to their own process (local cache, in-memory limits); tags changed meanwhile
 * are kept and replayed when Redis answers again, and every local cache is dropped then, since
 * other instances may have changed content in between.
 *
 * Env: REDIS_URL (redis://host:6379/0), REDIS_KEY_PREFIX ('cn:'; several sites or test runs on one
 * Redis each take their own).
 */
const COMMAND_TIMEOUT_MS = 500

/**
 * Fixed window: count this hit and return the count with the time left in the window.
 * Kept instead of rate-limiter-flexible: the limits need only this fixed window on the connection
 * every layer already shares, and domain/rate-limit.ts's in-memory fallback is its "insurance
 * limiter"; switch when a limit needs more (sliding windows, blocking for a time).
 */
const INCR_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`

/**
 * Take one of `limit` places in the window, atomically: when none is left nothing is counted (so
 * concurrent attempts can never overshoot a cap). Returns {taken, count, ttl}.
 */
const TAKE_SCRIPT = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
local t = redis.call('PTTL', KEYS[1])
if c >= tonumber(ARGV[2]) and t > 0 then return {0, c, t} end
c = redis.call('INCR', KEYS[1])
if c == 1 or t <= 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {1, c, t}`

/** Give back a place taken by an attempt that turned out not to count (a right password). */
const GIVE_BACK_SCRIPT = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return {c}`

/**
 * @typedef {{ count: number, resetInMs: number }} Window
 * @typedef {(tags: string[]) => void} InvalidateListener
 * @typedef {ReturnType<typeof createSharedState>} SharedState
 */

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
function within(promise, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** @param {{ url: string, prefix?: string, log?: (msg: string) => void }} options */
export function createSharedState({ url, prefix = 'cn:', log = (m) => console.warn(m) }) {
  const instanceId = randomUUID()
  const channel = `${prefix}invalidate`
  /** @type {Set<InvalidateListener>} */
  const listeners = new Set()
  /** Tags changed here while Redis was unreachable: replayed when it answers again. */
  const pendingTags = new Set()
  /** @type {((tag: string) => Promise<void>) | null} */
  let replayTag = null

  const socket = {
    connectTimeout: 2000,
    /** @param {number} retries */
    reconnectStrategy: (retries) => Math.min(100 + retries * 100, 1000),
  }
  const client = createClient({ url, disableOfflineQueue: true, pingInterval: 5000, socket })
  const subscriber = client.duplicate()

  let degradedSince = /** @type {number | null} */ (Date.now())
  let connectedOnce = false
  let warned = false
  /** One line per outage, not one per reconnection attempt. @param {string} which @param {Error} error */
  const onError = (which, error) => {
    if (degradedSince === null) degradedSince = Date.now()
    if (warned) return
    warned = true
    log(
      `[shared-state] redis unreachable (${which}: ${error.message || error}); serving from local caches`,
    )
  }
  client.on('error', (e) => onError('commands', e))
  subscriber.on('error', (e) => onError('subscriber', e))

  /** @param {string[]} tags */
  const notify = (tags) => {
    for (const listener of listeners) {
      try {
        listener(tags)
      } catch (error) {
        log(`[shared-state] invalidation listener failed: ${/** @type {Error} */ (error).message}`)
      }
    }
  }

  const onReady = async () => {
    if (!client.isReady || !subscriber.isReady || degradedSince === null) return
    degradedSince = null
    warned = false
    if (connectedOnce) log('[shared-state] redis reachable again; shared cache and limits resumed')
    connectedOnce = true
    // Changes made here while Redis was unreachable reach Redis and the other instances now;
    // what the others changed meanwhile is unknown, so every local cache starts over.
    const tags = [...pendingTags]
    pendingTags.clear()
    for (const tag of tags) await replayTag?.(tag).catch(() => pendingTags.add(tag))
    if (tags.length) await publish(tags)
    notify(['*'])
  }
  client.on('ready', () => void onReady())
  subscriber.on('ready', () => void onReady())

  /** @param {string} message */
  const onMessage = (message) => {
    try {
      const { tags } = JSON.parse(message)
      if (Array.isArray(tags)) notify(tags.map(String))
    } catch {
      // not ours
    }
  }

  const connect = () => {
    if (!client.isOpen) client.connect().catch(() => undefined)
    if (!subscriber.isOpen)
      subscriber
        .connect()
        .then(() => subscriber.subscribe(channel, onMessage))
        .catch(() => undefined)
  }
  connect()
  // A first connection that failed is not retried by the client itself: try again.
  setInterval(connect, 2000).unref()

  /** Publish a content change to every instance (this one too). @param {string[]} tags */
  async function publish(tags) {
    if (!client.isReady) {
      for (const tag of tags) pendingTags.add(tag)
      return false
    }
    try {
      await within(
        client.publish(channel, JSON.stringify({ from: instanceId, tags })),
        COMMAND_TIMEOUT_MS,
      )
      return true
    } catch {
      for (const tag of tags) pendingTags.add(tag)
      return false
    }
  }

  /**
   * Runs one of the scripts above on `key`'s counter; throws when Redis does not answer.
   * @param {string} script @param {string} key @param {string[]} args @returns {Promise<number[]>}
   */
  const counter = async (script, key, args) => {
    if (!client.isReady) throw new Error('redis not connected')
    const reply = await within(
      client.eval(script, { keys: [`${prefix}rl:${key}`], arguments: args }),
      COMMAND_TIMEOUT_MS,
    )
    return /** @type {unknown[]} */ (reply).map(Number)
  }

  return {
    client,
    prefix,
    instanceId,
    /** 'shared' while both connections answer, else 'degraded'. */
    get status() {
      return client.isReady && subscriber.isReady ? 'shared' : 'degraded'
    },
    get ready() {
      return client.isReady
    },
    publish,
    /** @param {string[]} tags */
    markPending(tags) {
      for (const tag of tags) pendingTags.add(tag)
    },
    /** Called with the tags of every change published by any instance ('*': drop everything). @param {InvalidateListener} listener */
    onInvalidate(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** How to re-apply a tag change to the shared cache after an outage. @param {(tag: string) => Promise<void>} fn */
    setReplay(fn) {
      replayTag = fn
    },
    /**
     * Count one hit on `key` in a fixed window shared by all instances. Throws when Redis does
     * not answer (the caller falls back to its own memory).
     * @param {string} key @param {number} windowMs @returns {Promise<Window>}
     */
    async hit(key, windowMs) {
      const [count, ttl] = await counter(INCR_SCRIPT, key, [String(windowMs)])
      return { count, resetInMs: Math.max(0, ttl) }
    },
    /** The current window of `key` without counting, or null. @param {string} key @returns {Promise<Window | null>} */
    async peek(key) {
      if (!client.isReady) throw new Error('redis not connected')
      const k = `${prefix}rl:${key}`
      const [count, ttl] = await within(
        Promise.all([client.get(k), client.pTTL(k)]),
        COMMAND_TIMEOUT_MS,
      )
      if (count === null || Number(ttl) <= 0) return null
      return { count: Number(count), resetInMs: Number(ttl) }
    },
    /**
     * Take one of `limit` places of `key`'s window (none left: not counted). Throws when Redis
     * does not answer.
     * @param {string} key @param {number} limit @param {number} windowMs
     * @returns {Promise<{ taken: boolean, count: number, resetInMs: number }>}
     */
    async take(key, limit, windowMs) {
      const [taken, count, ttl] = await counter(TAKE_SCRIPT, key, [String(windowMs), String(limit)])
      return { taken: taken === 1, count, resetInMs: Math.max(0, ttl) }
    },
    /** Give back one place of `key` (never below 0). @param {string} key */
    async giveBack(key) {
      await counter(GIVE_BACK_SCRIPT, key, [])
    },
    /** For tests: forget the counters of this prefix. */
    async resetCounters() {
      for await (const keys of client.scanIterator({ MATCH: `${prefix}rl:*`, COUNT: 500 }))
        if (keys.length) await client.del(keys)
    },
    async close() {
      listeners.clear()
      await Promise.allSettled([client.close(), subscriber.close()])
    },
  }
}

/**
 * The process's shared state, created on first use when REDIS_URL is set; null without it (one
 * instance, everything in memory, as before).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {SharedState | null}
 */
export function sharedState(env = process.env) {
  const existing = /** @type {SharedState | undefined} */ (getSharedState())
  if (existing) return existing
  if (!env.REDIS_URL) return null
  const state = createSharedState({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX || 'cn:' })
  setSharedState(state)
  return state
}
