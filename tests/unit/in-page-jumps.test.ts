// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { earlyClicksScript } from '@/lib/early-clicks-script'
import { followInPageJumps, isInPageJump } from '@/lib/in-page-jumps'

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }

describe('jumps to an anchor of the same page', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/project-silhouette')
    document.body.innerHTML = `
      <a id="jump" href="/project-silhouette#request">Request the guide</a>
      <a id="bare" href="#request">Request</a>
      <a id="other" href="/about#mission">Mission</a>
      <a id="query" href="/project-silhouette?x=1#request">With a query</a>
      <a id="tab" href="#request" target="_blank">New tab</a>
      <a id="top" href="/project-silhouette">Top</a>`
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })
  const link = (id: string) => document.getElementById(id) as HTMLAnchorElement

  it('are a plain left click on a link to this path and query with a #hash', () => {
    expect(isInPageJump(link('jump'), plain)).toBe(true)
    expect(isInPageJump(link('bare'), plain)).toBe(true)
    for (const id of ['other', 'query', 'tab', 'top'])
      expect(isInPageJump(link(id), plain), id).toBe(false)
    expect(isInPageJump(link('jump'), { ...plain, ctrlKey: true })).toBe(false)
    expect(isInPageJump(link('jump'), { ...plain, button: 1 })).toBe(false)
  })

  it('are let through by the early-press script, which notes the last one', () => {
    delete window.__earlyClicks
    new Function(earlyClicksScript)()
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    let reached = false
    const after = (e: Event) => {
      reached = true
      e.preventDefault() // keeps happy-dom from navigating
    }
    document.addEventListener('click', after)
    link('jump').dispatchEvent(event)
    document.removeEventListener('click', after)
    expect(reached).toBe(true)
    const early = (window as Window).__earlyClicks
    expect(early?.jump).toBe(link('jump').href)
    expect(early?.pending).toBeNull()
    early?.stop()
  })

  it('made before hydration get their #hash back once the router has written its URL over it', () => {
    // The router's first history write: its state, the URL without the jump's #hash.
    window.history.replaceState({ __NA: true }, '', '/project-silhouette')
    const replace = vi.spyOn(window.history, 'replaceState')
    const stop = followInPageJumps(`${window.location.origin}/project-silhouette#request`)
    expect(replace).not.toHaveBeenCalled() // not before the router's own effects have run
    vi.advanceTimersByTime(0)
    // Without router state, so that Next adopts the URL (its history integration) and stores its state.
    expect(replace).toHaveBeenCalledWith(
      null,
      '',
      `${window.location.origin}/project-silhouette#request`,
    )
    stop()
  })

  it('made before hydration and kept by the router, or on another page since, are left alone', () => {
    window.history.replaceState({ __NA: true }, '', '/project-silhouette#request')
    const replace = vi.spyOn(window.history, 'replaceState')
    const stop = followInPageJumps(`${window.location.origin}/project-silhouette#request`)
    vi.advanceTimersByTime(0)
    stop()
    window.history.replaceState({ __NA: true }, '', '/about')
    replace.mockClear()
    const stop2 = followInPageJumps(`${window.location.origin}/project-silhouette#request`)
    vi.advanceTimersByTime(0)
    expect(replace).not.toHaveBeenCalled()
    stop2()
  })

  it('made after hydration hand their history entry to the router', () => {
    const stop = followInPageJumps(null)
    // The browser's jump: a new entry, without router state.
    window.history.pushState(null, '', '/project-silhouette#request')
    const replace = vi.spyOn(window.history, 'replaceState')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(replace).toHaveBeenCalledWith(
      null,
      '',
      `${window.location.origin}/project-silhouette#request`,
    )
    // An entry the router already has (Back to one it wrote) is left alone.
    replace.mockClear()
    window.history.pushState({ __NA: true }, '', '/project-silhouette#team')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(replace).not.toHaveBeenCalled()
    stop()
    window.history.pushState(null, '', '/project-silhouette#faq')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(replace).not.toHaveBeenCalled()
  })
})
