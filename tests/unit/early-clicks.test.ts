// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FALLBACK_MS, replayEarlyPress } from '@/lib/early-clicks'
import { earlyClicksScript } from '@/lib/early-clicks-script'

/**
 * Whether the script held the click: cancelled it and kept it from every later listener (React's
 * among them). The test's own listener stops happy-dom navigating on a click let through.
 */
const click = (el: Element, init: MouseEventInit = {}) => {
  let reached = false
  const after = (e: Event) => {
    reached = true
    e.preventDefault()
  }
  document.addEventListener('click', after)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  el.dispatchEvent(event)
  document.removeEventListener('click', after)
  return !reached && event.defaultPrevented
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
      <button id="plain">Plain</button>
      <form id="form" action="/contact" method="post">
        <input id="field" name="email">
        <button id="send" name="intent" value="send">Send</button>
      </form>
      <form id="blank" action="/report" target="_blank"><button id="blank-send">Open</button></form>
      <div data-instant><form id="exit" action="/exit"><button id="exit-send">Leave</button></form></div>`
    delete window.__earlyClicks
    new Function(earlyClicksScript)()
  })
  afterEach(() => {
    replayEarlyPress()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('holds a click on a link to another page, and on a marked button, for the replay', () => {
    const menu = document.getElementById('menu')!
    const pressed = vi.fn()
    menu.addEventListener('click', pressed)
    expect(click(document.getElementById('page')!)).toBe(true)
    expect(click(document.getElementById('icon')!)).toBe(true)
    // Held presses reach no handler (one React had already hydrated would act twice).
    expect(pressed).not.toHaveBeenCalled()
    // The last press wins; the replay repeats it, once, and stops holding presses.
    replayEarlyPress()
    expect(pressed).toHaveBeenCalledTimes(1)
    expect(click(document.getElementById('page')!)).toBe(false)
    replayEarlyPress()
    expect(pressed).toHaveBeenCalledTimes(1)
  })

  it('never holds crisis help, new tabs, downloads, anchors, other schemes or origins', () => {
    for (const id of ['crisis', 'tab', 'file', 'anchor', 'phone', 'away', 'plain'])
      expect(click(document.getElementById(id)!), id).toBe(false)
    expect(click(document.getElementById('page')!, { ctrlKey: true })).toBe(false)
    const click_ = vi.spyOn(HTMLElement.prototype, 'click')
    replayEarlyPress()
    expect(click_).not.toHaveBeenCalled()
  })

  it('follows a held link anyway if the page never starts', () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: window.location.origin,
      assign,
    } as Location)
    click(document.getElementById('page')!)
    vi.advanceTimersByTime(FALLBACK_MS)
    expect(assign).toHaveBeenCalledWith((document.getElementById('page') as HTMLAnchorElement).href)
  })

  /** Whether the script held the sending. The test's own listener stops happy-dom sending. */
  const send = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    let reached = false
    const after = (e: Event) => {
      reached = true
      e.preventDefault()
    }
    document.addEventListener('submit', after)
    form.requestSubmit(submitter)
    document.removeEventListener('submit', after)
    return !reached
  }
  const form = (id: string) => document.getElementById(id) as HTMLFormElement

  it('holds the sending of a form and sends it again, by the same button, once started', () => {
    const sent = vi.fn((e: SubmitEvent) => {
      e.preventDefault()
      return e.submitter
    })
    expect(send(form('form'), document.getElementById('send'))).toBe(true)
    form('form').addEventListener('submit', sent)
    replayEarlyPress()
    expect(sent).toHaveBeenCalledTimes(1)
    expect(sent.mock.results[0]!.value).toBe(document.getElementById('send'))
    // From now on React has the forms.
    form('form').removeEventListener('submit', sent)
    expect(send(form('form'), null)).toBe(false)
  })

  it('sends a held form without its button if the button has left the form', () => {
    expect(send(form('form'), document.getElementById('send'))).toBe(true)
    document.body.append(document.getElementById('send')!)
    const sent = vi.fn((e: Event) => e.preventDefault())
    form('form').addEventListener('submit', sent)
    expect(() => replayEarlyPress()).not.toThrow()
    expect(sent).toHaveBeenCalledTimes(1)
    form('form').removeEventListener('submit', sent)
  })

  it('never holds forms sent to another window or inside data-instant', () => {
    expect(send(form('blank'), document.getElementById('blank-send'))).toBe(false)
    expect(send(form('exit'), document.getElementById('exit-send'))).toBe(false)
  })

  it('sends a held form as a plain form if the page never starts', () => {
    const native = vi.fn((e: Event) => e.preventDefault())
    expect(send(form('form'), document.getElementById('send'))).toBe(true)
    form('form').addEventListener('submit', native)
    vi.advanceTimersByTime(FALLBACK_MS - 1)
    expect(native).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    // Not held this time: nothing stops the browser's own sending.
    expect(native).toHaveBeenCalledTimes(1)
    expect((native.mock.calls[0]![0] as SubmitEvent).submitter).toBe(
      document.getElementById('send'),
    )
    form('form').removeEventListener('submit', native)
    expect(send(form('form'), null)).toBe(false)
  })
})
