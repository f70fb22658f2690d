// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { earlyClicksScript, takeEarlyClick } from '@/lib/early-clicks'

/** Whether the script held the click. The test's own listener then stops happy-dom navigating. */
const click = (el: Element, init: MouseEventInit = {}) => {
  let held = false
  const after = (e: Event) => {
    held = e.defaultPrevented
    e.preventDefault()
  }
  document.addEventListener('click', after)
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  document.removeEventListener('click', after)
  return held
}

describe('presses before hydration', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = `
      <a id="page" href="/about">About</a>
      <a id="anchor" href="#main-content">Skip</a>
      <a id="crisis" href="/crisis" data-instant>Immediate Crisis Support</a>
      <a id="tab" href="/about" target="_blank">New tab</a>
      <a id="file" href="/report.pdf" download>PDF</a>
      <a id="phone" href="tel:988">988</a>
      <a id="away" href="https://example.org/">Elsewhere</a>
      <button id="menu" data-early-click><span id="icon">≡</span></button>
      <button id="plain">Plain</button>`
    delete window.__earlyClicks
    new Function(earlyClicksScript)()
  })
  afterEach(() => {
    takeEarlyClick()
    vi.useRealTimers()
  })

  it('holds a click on a link to another page, and on a marked button, for the replay', () => {
    expect(click(document.getElementById('page')!)).toBe(true)
    expect(click(document.getElementById('icon')!)).toBe(true)
    // The last press wins; taking it stops holding presses.
    expect(takeEarlyClick()).toBe(document.getElementById('menu'))
    expect(click(document.getElementById('page')!)).toBe(false)
    expect(takeEarlyClick()).toBeNull()
  })

  it('never holds crisis help, new tabs, downloads, anchors, other schemes or origins', () => {
    for (const id of ['crisis', 'tab', 'file', 'anchor', 'phone', 'away', 'plain'])
      expect(click(document.getElementById(id)!), id).toBe(false)
    expect(click(document.getElementById('page')!, { ctrlKey: true })).toBe(false)
    expect(takeEarlyClick()).toBeNull()
  })

  it('follows a held link anyway if the page never starts', () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: window.location.origin,
      assign,
    } as Location)
    click(document.getElementById('page')!)
    vi.advanceTimersByTime(4000)
    expect(assign).toHaveBeenCalledWith((document.getElementById('page') as HTMLAnchorElement).href)
  })
})
