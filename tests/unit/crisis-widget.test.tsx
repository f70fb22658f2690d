// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CrisisErrorBoundary } from '@/components/crisis/CrisisErrorBoundary'
import { useCrisisState } from '@/components/crisis/CrisisSafetyProvider'
import { CrisisSupport } from '@/components/crisis/CrisisSupport'
import { STORAGE_KEYS } from '@domain/constants'
import { fallbackCrisisResources } from '@/lib/cms/fallbacks'
import { toCrisisLine } from '@domain/crisis/lines'
import { messagesFor } from '@domain/i18n/messages'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const lines = fallbackCrisisResources.map(toCrisisLine)
let container: HTMLDivElement
let root: Root

/** What the widget posted: opening it counts a use (src/lib/api/crisis-usage.ts). */
let posted: string[] = []

beforeEach(() => {
  // The count goes to the page's own origin; a unit test has no server, so fetch answers here.
  posted = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      posted.push(String(url))
      return new Response(null, { status: 204 })
    }),
  )
  // CrisisSupport is a server component that carries its early inline scripts; rendered on the
  // client here, React says such scripts would not run there. Every other error still shows.
  const error = console.error.bind(console)
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Encountered a script tag')) return
    error(...args)
  })
  localStorage.clear()
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const render = (node: React.ReactNode) => act(() => root.render(node))
const pressAlt = (code: string, key: string) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key, code, altKey: true, bubbles: true }))
  })
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
/** The dialog is a chunk of its own: let its import and the renders after it finish. */
const settle = () =>
  act(async () => {
    await import('@/components/crisis/CrisisDialog')
    await new Promise((resolve) => setTimeout(resolve, 10))
  })

describe('crisis state helper', () => {
  it('throws a clear error outside its provider', () => {
    function Orphan() {
      useCrisisState()
      return null
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderToString(<Orphan />)).toThrow(
      'useCrisisState must be used within a CrisisSafetyProvider.',
    )
  })
})

describe('crisis widget fallback', () => {
  it('shows 988 when the widget throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): React.ReactNode {
      throw new Error('boom')
    }
    await render(
      <CrisisErrorBoundary text={messagesFor('en').crisis.fallback}>
        <Broken />
      </CrisisErrorBoundary>,
    )
    expect(container.textContent).toContain('Crisis Support Available')
    const link = container.querySelector('a')!
    expect(link.textContent).toBe('Call 988 for immediate crisis support')
    expect(link.getAttribute('href')).toBe('tel:988')
  })
})

describe('crisis dialog', () => {
  it('opens with Alt+C, lists every line in order, focuses the first button and is marked viewed', async () => {
    await render(<CrisisSupport lines={lines} text={messagesFor('en').crisis} />)
    expect(dialog()).toBeNull()
    await pressAlt('KeyC', 'c')
    await settle()
    const d = dialog()!
    expect(d.querySelector('h2')?.textContent).toBe('Crisis Support Resources')
    expect([...d.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(
      lines.map((l) => l.name),
    )
    expect(document.activeElement).toBe(d.querySelector('button'))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.crisisState)!)).toMatchObject({
      hasBeenViewed: true,
    })
    for (const a of d.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
      expect(a.getAttribute('href')).toMatch(/^tel:\d+$/)
    }
    expect(posted).toEqual(['/api/crisis-counts'])
  })

  it('still opens when storage fails, with a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Blocked storage: even reading `window.localStorage` throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    await render(<CrisisSupport lines={lines} text={messagesFor('en').crisis} />)
    await pressAlt('KeyC', 'c')
    await settle()
    expect(dialog()).not.toBeNull()
    // Once on load, once on saving the viewed state.
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('restores the viewed state saved earlier', async () => {
    localStorage.setItem(
      STORAGE_KEYS.crisisState,
      JSON.stringify({ hasBeenViewed: true, lastAccessTime: '2026-11-20T10:00:00.000Z' }),
    )
    await render(<CrisisSupport lines={lines} text={messagesFor('en').crisis} />)
    const trigger = container.querySelector('button[aria-haspopup="dialog"]')!
    expect(trigger.textContent).toContain('Immediate Crisis Support')
    expect(trigger.getAttribute('data-viewed')).toBe('true')
  })
})
