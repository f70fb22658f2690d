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
