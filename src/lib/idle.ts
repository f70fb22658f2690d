/**
 * Runs `task` when the browser is idle after the page has loaded (at the latest after
 * `timeoutMs`); returns a function that cancels it. Safari has no requestIdleCallback.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 1)
  return () => window.clearTimeout(id)
}

/**
 * Resolves in a task of its own (the browser's scheduler.yield where it has one), so that work
 * a component starts as it mounts — a fetch and what it sets up — does not lengthen the task
 * that mounted it: long tasks are what keeps a page from answering a tap.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
