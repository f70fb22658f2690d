/** The business constants (timings, limits, keys), each named for what it is. One source of truth. */

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
/** The mobile menu's swipe right closes only when it starts this close to the left edge. */
export const SWIPE_EDGE_START_PX = 24
export const SCROLL_HINT_EDGE_PX = 10
export const SCROLL_HINT_DOTS = 5

export const CRISIS_SHORTCUT_KEY = 'c' // Alt+C
export const CALL_988_SHORTCUT_KEY = '9' // Alt+9
export const CALL_ANNOUNCEMENT_MS = 3000

export const EMERGENCY_NUMBER = '911'
export const CRISIS_LIFELINE_NUMBER = '988'

/** Fixed, product-specific storage keys. */
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

/** Chunk-load failures: reload once, then show the fallback; the guard lives in sessionStorage. */
export const CHUNK_RELOAD_KEY = 'belonging-network:chunk-reload-at'
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Crisis lines not verified for longer than this are flagged in the admin list. */
export const CRISIS_VERIFY_MAX_AGE_DAYS = 90

/**
 * Team sign-in throttling (docs/security.md, "Sign-in"; issues 39 and 58). No account lockout,
 * and no refusal of the right password from a new address for longer than a minute. Failed
 * sign-ins are counted, each in a place taken before the password is checked (exact under
 * concurrency), per
 * - account from one address: LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES, then 429 for that account from
 *   that address only, for the rest of the window;
 * - account from everywhere: past LOGIN_ACCOUNT_SLOW_AFTER every attempt waits (growing, capped),
 *   and only LOGIN_ACCOUNT_MINUTE_MAX_FAILURES more a minute are checked (a new address waits at
 *   most that minute): at most 5 + 15 = 20 failures in 15 minutes, 80 an hour (ASVS 2.2.1: ≤ 100);
 * - address (any account): past LOGIN_IP_SLOW_AFTER every attempt from it waits (growing,
 *   capped), never refused, so random e-mails from an office's shared address slow, not stop,
 *   the members behind it; a member who signed in from that address before is not slowed.
 * LOGIN_BURST_ATTEMPTS attempts on one account in a window (refused ones too) tell its owner.
 */
export const LOGIN_IP_SLOW_AFTER = 20
export const LOGIN_IP_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_ACCOUNT_ADDRESS_MAX_FAILURES = 5
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_ACCOUNT_SLOW_AFTER = 5
export const LOGIN_ACCOUNT_MINUTE_MAX_FAILURES = 1
export const LOGIN_ACCOUNT_MINUTE_MS = 60 * 1000
export const LOGIN_BASE_DELAY_MS = 250
export const LOGIN_MAX_DELAY_MS = 4000
/** Addresses an account signed in from stay known this long (not slowed, no minute cap). */
export const LOGIN_KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000
export const LOGIN_BURST_ATTEMPTS = 20
/** Longest e-mail address and password a sign-in accepts (longer ones are refused with 400). */
export const LOGIN_EMAIL_MAX_LENGTH = 254
export const LOGIN_PASSWORD_MAX_LENGTH = 1024
export const FORGOT_PASSWORD_IP_MAX = 10
export const FORGOT_PASSWORD_IP_WINDOW_MS = 15 * 60 * 1000
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
export const PASSWORD_MIN_LENGTH = 10
/** Invitation links: single use, valid for 7 days; checks per IP are limited too. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const INVITATION_IP_MAX = 30
export const INVITATION_IP_WINDOW_MS = 15 * 60 * 1000
/** Where a team member lands after signing in. */
export const ADMIN_HOME_PATH = '/admin/dashboard'

/** A form send still unanswered after this long shows a loading toast until its answer. */
export const SLOW_SEND_TOAST_MS = 800
/** Site forms (beyond the spec): submissions per IP and form in a fixed window. */
export const FORM_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const
/** Newsletter double opt-in: how long a confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60_000
/** At most one confirmation e-mail per address in this time, so nobody can flood an inbox. */
export const NEWSLETTER_RESEND_INTERVAL_MS = 5 * 60_000
/** Used when Site settings has no retention value. */
export const DEFAULT_SUBMISSION_RETENTION_DAYS = 365
/** A new submission starts the retention purge at most this often. */
export const RETENTION_PURGE_INTERVAL_MS = 60 * 60_000
/** A staff or confirmation e-mail that takes longer is left to finish in the background. */
export const FORM_EMAIL_TIMEOUT_MS = 10_000

/** Crisis-usage counts (POST /api/crisis-counts) per client address, kept in memory. */
export const CRISIS_USAGE_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const
/**
 * Per client address (its group: domain/rate-limit.ts), the renders of searches with words and
 * of /news pages or categories it may ask for in a window; then 429 with Retry-After
 * (src/lib/security/page-budget.ts). Repeats of one page within a second are answered by the
 * server's micro cache and never reach the budget; a person reads, so never asks for this many.
 */
export const SEARCH_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const
export const NEWS_PAGING_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const
/** The same for /events with a page, category, mode or `when=past`. */
export const EVENTS_PAGING_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const
/**
 * Searches are counted in memory and written as one addition per day and event at most this
 * often (collections/CrisisUsage/tally.ts): a flood of searches costs a write per interval.
 */
export const SEARCH_COUNT_FLUSH_MS = 10_000
/** The admin dashboard's charts: crisis help used over these days, form submissions over weeks. */
export const CRISIS_USAGE_CHART_DAYS = 30
export const SUBMISSIONS_CHART_WEEKS = 8
/** Days a sign-in alert (collections/SignInAlerts) stays on its member's dashboard. */
export const SIGN_IN_ALERT_KEEP_DAYS = 30
