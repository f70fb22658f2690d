/**
 * How the tests launch Debian's Chromium (playwright.config.ts; tests/unit/chromium-args.test.ts).
 *
 * Chromium 156's headless mode gives every window — every test's browser context — the
 * omnibox's drop-down as a WebUI page (chrome://omnibox-popup.top-chrome/) in a renderer of its
 * own, which no test ever opens. Same server and machine, 32 tests of site-routes, crisis-dialog,
 * auth-a11y and auth-routes on 2 workers: that renderer took 60–63 s of CPU in each run (of
 * 370–479 s), and the runs took 187–242 s; without it 172 s and 336 s of CPU (measured 2026-11-29).
 *
 * Chromium reads only the last `--disable-features=` it is given, so the list repeats the
 * features Playwright itself disables (its `chromiumSwitches`); the unit test fails when a
 * Playwright upgrade changes them, and when the popup comes back.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** The omnibox drop-down's WebUI pages, preloaded per window. */
export const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
]

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
]
