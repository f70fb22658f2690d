import { QUICK_EXIT_PRESSES, QUICK_EXIT_WINDOW_MS } from '../constants'

/** The server route that clears site data and sends the visitor to a neutral site. */
export const QUICK_EXIT_PATH = '/exit'

/**
 * Counts Shift presses: true on the press that completes QUICK_EXIT_PRESSES within
 * QUICK_EXIT_WINDOW_MS. Any other key starts the count again; a held Shift (key repeat)
 * counts once.
 */
export function createShiftPressCounter(
  presses: number = QUICK_EXIT_PRESSES,
  windowMs: number = QUICK_EXIT_WINDOW_MS,
) {
  let times: number[] = []
  return (key: string, at: number, repeat = false): boolean => {
    if (key !== 'Shift') {
      times = []
      return false
    }
    if (repeat) return false
    times = [...times.filter((t) => at - t < windowMs), at]
    if (times.length < presses) return false
    times = []
    return true
  }
}
