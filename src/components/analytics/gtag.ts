const SCRIPT_ID = 'gtag-script'

/**
 * Loads Google's gtag.js for one measurement id — only ever called after consent. Page views
 * are sent by us on each route change (not automatically), and advertising features stay off.
 */
export function loadGtag(measurementId: string) {
  if (document.getElementById(SCRIPT_ID)) return
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'granted',
  })
  window.gtag('js', new Date())
  window.gtag('config', measurementId, { send_page_view: false, allow_google_signals: false })

  const script = document.createElement('script')
  script.id = SCRIPT_ID
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.appendChild(script)
}

/** gtag's documented per-property off switch; it also silences automatic measurement. */
export function setGtagDisabled(measurementId: string, disabled: boolean) {
  ;(window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = disabled
}
