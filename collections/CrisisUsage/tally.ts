import type { UsageEvent } from '@domain/crisis/usage'

export type UsageWrite = (count: { day: string; event: UsageEvent; by: number }) => Promise<void>

/**
 * Counts kept in memory and written as one addition per (day, event) at most every `flushMs`
 * (issue 58): a flood of searches cost one database write each, and all of them queued on the
 * same row. The tally holds a number per day and event, nothing else, so it stays as small as
 * the events are few whatever arrives.
 *
 * Exact under concurrency: a flush takes what is counted so far and starts a new tally before it
 * writes, so counts made while it writes go to the next flush; a write that fails gives its
 * counts back to the next one. A process that stops loses at most `flushMs` of counts.
 */
export function createUsageTally(write: UsageWrite, { flushMs }: { flushMs: number }) {
  let pending = new Map<string, { day: string; event: UsageEvent; by: number }>()
  let timer: ReturnType<typeof setTimeout> | null = null

  const add = (count: { day: string; event: UsageEvent; by: number }) => {
    const key = `${count.day} ${count.event}`
    const kept = pending.get(key)
    if (kept) kept.by += count.by
    else pending.set(key, { ...count })
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    const taken = pending
    pending = new Map()
    const failed: Error[] = []
    await Promise.all(
      [...taken.values()].map((count) =>
        write(count).catch((err: Error) => {
          add(count)
          failed.push(err)
        }),
      ),
    )
    if (failed.length) {
      schedule()
      throw failed[0]
    }
  }

  function schedule() {
    timer ??= setTimeout(() => {
      flush().catch((err: Error) =>
        console.error('[usage] counts kept for the next write:', err.message),
      )
    }, flushMs)
    timer.unref?.()
  }

  return {
    /** One more `event` on `day`; written within `flushMs`. */
    count(day: string, event: UsageEvent) {
      add({ day, event, by: 1 })
      schedule()
    },
    /** Writes what is counted now (tests, and the timer). */
    flush,
    /** Counts not yet written, per "day event". */
    pending: () => new Map([...pending].map(([key, c]) => [key, c.by])),
  }
}
