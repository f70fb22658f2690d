/**
 * A lazily loaded chunk that failed to download fires this cancellable window event (the spec's
 * preload-error, as Vite names it); the failure is rethrown unless a listener cancels it. The
 * app's own listener (ChunkErrorListener) cancels it when it reloads once for a new build;
 * another listener can take over the same way.
 */
export const PRELOAD_ERROR_EVENT = 'preload-error'

export type PreloadErrorEvent = CustomEvent<{ error: unknown }>

/** Fires the event; true when a listener cancelled it (took care of the failure). */
export function firePreloadError(error: unknown): boolean {
  if (typeof window === 'undefined') return false
  const event: PreloadErrorEvent = new CustomEvent(PRELOAD_ERROR_EVENT, {
    cancelable: true,
    detail: { error },
  })
  return !window.dispatchEvent(event)
}

/** A promise that never settles: what a caller waits on while a listener reloads the page. */
export const handledElsewhere = <T>() => new Promise<T>(() => undefined)
