import { STORAGE_KEYS } from '@domain/constants'

export type Consent = 'granted' | 'denied'

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.analyticsConsent)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

/** Stores the choice; false when the browser would not keep it (private mode, storage full). */
export function writeConsent(consent: Consent): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEYS.analyticsConsent, consent)
    return true
  } catch {
    return false
  }
}

/** Global Privacy Control or Do-Not-Track: the visitor has already said no, so we don't ask. */
export function hasPrivacySignal(nav: Navigator = navigator, win: Window = window): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string }
  const dnt = n.doNotTrack ?? (win as Window & { doNotTrack?: string }).doNotTrack ?? n.msDoNotTrack
  return n.globalPrivacyControl === true || dnt === '1' || dnt === 'yes'
}
