import { SCROLL_HINT_DOTS, SCROLL_HINT_EDGE_PX } from '@domain/constants'

export type ScrollHintState = {
  overflows: boolean
  atTop: boolean
  atBottom: boolean
  /** Index of the dot that marks the current position, 0 … SCROLL_HINT_DOTS - 1. */
  activeDot: number
}

/** Where a scroll box is, within SCROLL_HINT_EDGE_PX of either end counting as the end. */
export function scrollHintState(
  scrollTop: number,
  scrollHeight: number,
  clientHeight: number,
): ScrollHintState {
  const range = scrollHeight - clientHeight
  const overflows = range > SCROLL_HINT_EDGE_PX
  const progress = overflows ? Math.min(1, Math.max(0, scrollTop / range)) : 0
  return {
    overflows,
    atTop: !overflows || scrollTop <= SCROLL_HINT_EDGE_PX,
    atBottom: !overflows || scrollTop >= range - SCROLL_HINT_EDGE_PX,
    activeDot: Math.round(progress * (SCROLL_HINT_DOTS - 1)),
  }
}
