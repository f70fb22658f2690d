// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyComponent, useLazyComponent, useLoadWhenIdle } from '@/lib/lazy'
import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from '@/lib/preload-error'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** A download the test finishes (or fails) when it chooses. */
function controlledImport() {
  let arrive: (component: typeof Greeting) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const importer = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        arrive = resolve
        fail = reject
      }),
  )
  return {
    importer,
    arrive: (component = Greeting) => act(async () => arrive(component)),
    fail: (error: Error) => act(async () => fail(error)),
  }
}

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.restoreAllMocks()
  vi.useRealTimers()
})
const render = (node: React.ReactNode) => act(() => root.render(node))

describe('lazy components', () => {
  it('downloads once however often and from wherever it is asked for', async () => {
    const { importer, arrive } = controlledImport()
    const lazy = lazyComponent(importer)
    expect(importer).not.toHaveBeenCalled()
    const first = lazy.load()
    expect(lazy.load()).toBe(first)
    await arrive()
    void lazy.load()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(await first).toBe(Greeting)
    expect(lazy.current()).toBe(Greeting)
  })

  it('shows nothing until it arrives, then renders it in every place that shows it', async () => {
    const { importer, arrive } = controlledImport()
    const lazy = lazyComponent(importer)
    function Slot({ name }: { name: string }) {
      const Component = useLazyComponent(lazy)
      return Component ? <Component name={name} /> : <p>waiting</p>
    }
    await render(
      <>
        <Slot name="one" />
        <Slot name="two" />
      </>,
    )
    expect(container.textContent).toBe('waitingwaiting')
    void lazy.load()
    await arrive()
    expect(container.textContent).toBe('Hello oneHello two')
  })

  it('renders at once where it mounts after arriving, but not in server markup', async () => {
    const { importer, arrive } = controlledImport()
    const lazy = lazyComponent(importer)
    void lazy.load()
    await arrive()
    function Slot() {
      const Component = useLazyComponent(lazy)
      return Component ? <Component name="later" /> : null
    }
    await render(<Slot />)
    expect(container.textContent).toBe('Hello later')
    // What the server sent is what hydration must find: without the component.
    expect(renderToString(<Slot />)).toBe('')
  })

  it('tells an owner that has gone nothing', async () => {
    const consoleError = vi.spyOn(console, 'error')
    const { importer, arrive } = controlledImport()
    const lazy = lazyComponent(importer)
    const renders = vi.fn()
    function Slot() {
      renders(useLazyComponent(lazy))
      return null
    }
    await render(<Slot />)
    void lazy.load()
    await act(() => root.unmount())
    await arrive()
    expect(renders).toHaveBeenCalledTimes(1)
    expect(renders).toHaveBeenCalledWith(null)
    expect(consoleError).not.toHaveBeenCalled()
    root = createRoot(container)
  })

  it('leaves a failed download to the caller (ChunkErrorListener) and does not retry', async () => {
    const { importer, fail } = controlledImport()
    const lazy = lazyComponent(importer)
    function Slot() {
      const Component = useLazyComponent(lazy)
      return Component ? <Component name="x" /> : <p>waiting</p>
    }
    await render(<Slot />)
    // Not cancelled (no listener here), the preload-error is rethrown to the caller.
    const failed = expect(lazy.load()).rejects.toThrow('Loading chunk 123 failed.')
    await fail(new Error('Loading chunk 123 failed.'))
    await failed
    await expect(lazy.load()).rejects.toThrow('Loading chunk 123 failed.')
    expect(importer).toHaveBeenCalledTimes(1)
    expect(lazy.current()).toBeNull()
    expect(container.textContent).toBe('waiting')
  })

  it('fires a cancellable preload-error for a failed download and rethrows unless cancelled', async () => {
    const seen: unknown[] = []
    const listen = (event: Event) => seen.push((event as PreloadErrorEvent).detail.error)
    window.addEventListener(PRELOAD_ERROR_EVENT, listen)
    try {
      const uncancelled = controlledImport()
      const rethrown = expect(lazyComponent(uncancelled.importer).load()).rejects.toThrow(
        'Loading chunk 7 failed.',
      )
      await uncancelled.fail(new Error('Loading chunk 7 failed.'))
      await rethrown
      expect(seen).toHaveLength(1)

      // A listener that cancels the event takes over: the loader neither rejects nor settles.
      const cancel = (event: Event) => event.preventDefault()
      window.addEventListener(PRELOAD_ERROR_EVENT, cancel)
      const cancelled = controlledImport()
      let settled = false
      void lazyComponent(cancelled.importer)
        .load()
        .finally(() => (settled = true))
      await cancelled.fail(new Error('Loading chunk 8 failed.'))
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
      expect(seen).toHaveLength(2)
      expect(settled).toBe(false)
      window.removeEventListener(PRELOAD_ERROR_EVENT, cancel)
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, listen)
    }
  })

  it('loads when the page is idle, if still wanted then, and not after the owner has gone', async () => {
    vi.useFakeTimers()
    // Safari's path (no requestIdleCallback) is the same with a timer.
    vi.stubGlobal('requestIdleCallback', undefined)
    try {
      const wanted = controlledImport()
      const lazyWanted = lazyComponent(wanted.importer)
      const unwanted = controlledImport()
      const lazyUnwanted = lazyComponent(unwanted.importer)
      const gone = controlledImport()
      const lazyGone = lazyComponent(gone.importer)
      function Owner() {
        useLoadWhenIdle(lazyWanted)
        useLoadWhenIdle(lazyUnwanted, () => false)
        return null
      }
      function Leaving() {
        useLoadWhenIdle(lazyGone)
        return null
      }
      await render(
        <>
          <Owner />
          <Leaving />
        </>,
      )
      await render(<Owner />)
      expect(wanted.importer).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTime(10))
      expect(wanted.importer).toHaveBeenCalledTimes(1)
      expect(unwanted.importer).not.toHaveBeenCalled()
      expect(gone.importer).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
