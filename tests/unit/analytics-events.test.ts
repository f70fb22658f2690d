import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hasPrivacySignal } from '@/components/analytics/consent'
import { isCrisisPath } from '@/components/analytics/crisisContext'
import {
  REDACTED_LABEL,
  redactLabel,
  setActiveMeasurementId,
  trackEvent,
  trackPageView,
  trackSearch,
  trackTiming,
} from '@/components/analytics/events'

const gtag = vi.fn()
let openDialogs: Element[] = []

function stubBrowser(pathname: string) {
  vi.stubGlobal('window', { gtag, location: { pathname, origin: 'https://example.org' } })
  vi.stubGlobal('document', {
    querySelectorAll: () => openDialogs,
    getElementById: (id: string) =>
      id === 'crisis-title' ? { textContent: 'Crisis Support Resources' } : null,
  })
}

const dialog = (attrs: Record<string, string>) =>
  ({
    getAttribute: (name: string) => attrs[name] ?? null,
    hasAttribute: (name: string) => name in attrs,
    ownerDocument: document,
  }) as unknown as Element

beforeEach(() => {
  gtag.mockReset()
  openDialogs = []
  stubBrowser('/about')
  setActiveMeasurementId('G-TEST1234')
})
afterEach(() => {
  setActiveMeasurementId(null)
  vi.unstubAllGlobals()
})

describe('redaction', () => {
  it('redacts labels containing an at-sign and keeps the rest', () => {
    expect(redactLabel('someone@example.org')).toBe(REDACTED_LABEL)
    expect(redactLabel('@handle')).toBe(REDACTED_LABEL)
    expect(redactLabel('Donate Now')).toBe('Donate Now')
    expect(redactLabel(undefined)).toBeUndefined()
  })

  it('never sends an e-mail address in an event label', () => {
    trackSearch('me@example.org')
    expect(gtag).toHaveBeenCalledWith('event', 'search', {
      event_category: 'Search',
      event_label: REDACTED_LABEL,
      value: undefined,
    })
    trackTiming('load for x@y.z', 1234.4)
    expect(gtag).toHaveBeenLastCalledWith('event', 'timing_complete', {
      name: REDACTED_LABEL,
      value: 1234,
      event_category: 'Performance',
    })
  })
})

describe('when events are sent', () => {
  it('sends an event with its category once analytics is active', () => {
    expect(trackEvent('Donation', 'click', 'Header Donate Now')).toBe(true)
    expect(gtag).toHaveBeenCalledWith('event', 'click', {
      event_category: 'Donation',
      event_label: 'Header Donate Now',
      value: undefined,
    })
  })

  it('sends nothing without consent (inactive)', () => {
    setActiveMeasurementId(null)
    expect(trackEvent('Button', 'click', 'x')).toBe(false)
    expect(trackPageView('/about')).toBe(false)
    expect(gtag).not.toHaveBeenCalled()
  })

  it('sends nothing on crisis pages', () => {
    stubBrowser('/crisis')
    expect(trackPageView('/crisis')).toBe(false)
    expect(trackEvent('Button', 'click', 'Call')).toBe(false)
    expect(gtag).not.toHaveBeenCalled()
    expect(isCrisisPath('/crisis/lines')).toBe(true)
    expect(isCrisisPath('/crisis-stories')).toBe(false)
  })

  it('sends nothing while the crisis dialog is open', () => {
    openDialogs = [dialog({ role: 'dialog', 'aria-labelledby': 'crisis-title' })]
    expect(trackPageView('/about')).toBe(false)
    openDialogs = [dialog({ role: 'dialog', 'aria-label': 'Main menu' })]
    expect(trackPageView('/about')).toBe(true)
  })

  it('never sends crisis resource views or calls', () => {
    expect(trackEvent('Crisis Resource', 'call', 'Trevor Project')).toBe(false)
    expect(gtag).not.toHaveBeenCalled()
  })
})

describe('privacy signals', () => {
  const nav = (props: Record<string, unknown>) => props as unknown as Navigator
  const win = {} as Window

  it('honours Global Privacy Control and Do-Not-Track', () => {
    expect(hasPrivacySignal(nav({ globalPrivacyControl: true }), win)).toBe(true)
    expect(hasPrivacySignal(nav({ doNotTrack: '1' }), win)).toBe(true)
    expect(hasPrivacySignal(nav({ doNotTrack: '0', globalPrivacyControl: false }), win)).toBe(false)
    expect(hasPrivacySignal(nav({}), win)).toBe(false)
  })
})

describe('link clicks', () => {
  const origin = 'https://site.example'
  const donate = 'https://donate.example.org/belonging-network'

  it('classifies donation, community and external links; ignores internal, mail and phone', async () => {
    const { classifyLinkClick } = await import('@/components/analytics/autoEvents')
    expect(classifyLinkClick(donate, origin, donate, ' Donate Now ')).toEqual({
      category: 'Donation',
      action: 'click',
      label: 'Donate Now',
    })
    expect(classifyLinkClick('/donate', origin, donate, 'Donate')).toMatchObject({
      category: 'Donation',
    })
    expect(classifyLinkClick('https://www.instagram.com/x', origin, donate)).toEqual({
      category: 'Community',
      action: 'social_click',
      label: 'www.instagram.com',
    })
    expect(classifyLinkClick('https://other.org/page?q=1', origin, donate, 'Other')).toEqual({
      category: 'External Link',
      action: 'click',
      label: 'other.org/page',
    })
    expect(classifyLinkClick('/about', origin, donate)).toBeNull()
    expect(classifyLinkClick('mailto:hello@example.org', origin, donate)).toBeNull()
    expect(classifyLinkClick('tel:988', origin, donate)).toBeNull()
  })
})
