/** The spec's business constants (§9), named as the spec names them. One source of truth. */

export const REQUEST_TIMEOUT_MS = 30_000
export const MAX_RETRIES = 3
export const BACKOFF_BASE_MS = 1000

export const HEALTH_CHECK_INTERVAL_MS = 120_000
export const HEALTH_CHECK_JITTER_MS = 10_000
export const STATUS_POLL_INTERVAL_MS = 30_000

export const BADGE_AUTO_HIDE_MS = 3000
export const TOKEN_VALIDATION_TIMEOUT_MS = 30_000

export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  widthPx: 356,
  gapPx: 14,
  swipeThresholdPx: 45,
  removeDelayMs: 200,
  position: 'top-right',
  hotkey: ['altKey', 'KeyT'],
} as const

export const SCROLL_TO_TOP_DELAY_MS = 100
export const PAGE_FADE_DELAY_MS = 150
export const HEADER_SCROLLED_AFTER_PX = 20
export const SWIPE_HORIZONTAL_MIN_PX = 50
export const SWIPE_VERTICAL_MAX_PX = 100
export const SCROLL_HINT_EDGE_PX = 10
export const SCROLL_HINT_DOTS = 5

export const CRISIS_SHORTCUT_KEY = 'c' // Alt+C
export const CALL_988_SHORTCUT_KEY = '9' // Alt+9
export const CALL_ANNOUNCEMENT_MS = 3000

export const EMERGENCY_NUMBER = '911'
export const CRISIS_LIFELINE_NUMBER = '988'

/** Fixed, product-specific storage keys (spec §4, §9). */
export const STORAGE_KEYS = {
  theme: 'belonging-network:theme',
  crisisState: 'belonging-network:crisis-state',
  authUser: 'belonging-network:auth-user',
  authLoginTime: 'belonging-network:auth-login-time',
  analyticsConsent: 'belonging-network:analytics-consent',
} as const

/** Quick exit (beyond the spec): Shift pressed three times within this window. */
export const QUICK_EXIT_PRESSES = 3
export const QUICK_EXIT_WINDOW_MS = 5000
export const QUICK_EXIT_URL = 'https://www.google.com/search?q=weather'
