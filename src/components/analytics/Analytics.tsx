'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { usePublicSettings } from '@/lib/api/settings'
import { notify } from '@/lib/toast'
import { type Consent, hasPrivacySignal, readConsent, writeConsent } from './consent'
import { CookieConsentBanner } from './CookieConsentBanner'
import { usePageWords } from '@/lib/i18n/page-words'
import { isCrisisContext, isCrisisPath } from './crisisContext'
import { classifyLinkClick } from './autoEvents'
import {
  setActiveMeasurementId,
  trackEvent,
  trackFormSubmit,
  trackPageView,
  trackTiming,
} from './events'
import { loadGtag, setGtagDisabled } from './gtag'

/**
 * Analytics with consent first: off entirely without a measurement id in site
 * settings or with Global Privacy Control / Do-Not-Track; otherwise the banner asks, and only
 * after Accept is gtag.js loaded. A page view is sent per route change, never on crisis content.
 */
export function Analytics() {
  const words = usePageWords()
  const pathname = usePathname()
  const { data: settings } = usePublicSettings()
  const measurementId = settings?.analytics_measurement_id || null
  const donationUrl = settings?.donation_url || null
  // Read after hydration: the server can't know, and guessing would flash the banner.
  const [prefs, setPrefs] = useState<{ consent: Consent | null; signal: boolean } | null>(null)
  const [active, setActive] = useState(false)

  useEffect(() => setPrefs({ consent: readConsent(), signal: hasPrivacySignal() }), [])

  const allowed = Boolean(measurementId && prefs?.consent === 'granted' && !prefs.signal)
  const onCrisisPage = isCrisisPath(pathname)

  useEffect(() => {
    // Never load on crisis pages; a later page (after consent) may load it.
    if (!allowed || !measurementId || onCrisisPage || active) return
    loadGtag(measurementId)
    setActiveMeasurementId(measurementId)
    setActive(true)
  }, [allowed, measurementId, onCrisisPage, active])

  useEffect(() => {
    if (active) trackPageView(pathname)
  }, [active, pathname])

  useEffect(() => {
    if (!active) return
    const navigation = performance.getEntriesByType('navigation')[0]
    if (navigation) trackTiming('page_load', navigation.duration)
  }, [active])

  useEffect(() => {
    if (!active) return
    // One delegated listener instead of wiring every donate, social and external link.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement)) return
      const hit = classifyLinkClick(
        link.href,
        window.location.origin,
        donationUrl,
        link.textContent ?? '',
      )
      if (hit) trackEvent(hit.category, hit.action, hit.label)
    }
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement
      trackFormSubmit(
        form.getAttribute('aria-label') || form.getAttribute('name') || form.id || 'form',
      )
    }
    document.addEventListener('click', onClick, { capture: true })
    document.addEventListener('submit', onSubmit, { capture: true })
    return () => {
      document.removeEventListener('click', onClick, { capture: true })
      document.removeEventListener('submit', onSubmit, { capture: true })
    }
  }, [active, donationUrl])

  useEffect(() => {
    if (!active || !measurementId) return
    // Switch gtag off whenever crisis content is showing — its own automatic measurement too.
    const update = () => setGtagDisabled(measurementId, isCrisisContext())
    update()
    const observer = new MutationObserver(update)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [active, measurementId, pathname])

  if (!measurementId || !prefs || prefs.consent !== null || prefs.signal || onCrisisPage) {
    return null
  }

  const choose = (consent: Consent) => {
    // Without storage the choice lasts for this page only: say so, and ask again next time.
    if (!writeConsent(consent)) notify('warning', words.consentNotSaved)
    setPrefs({ ...prefs, consent })
  }
  return (
    <CookieConsentBanner onAccept={() => choose('granted')} onDecline={() => choose('denied')} />
  )
}
