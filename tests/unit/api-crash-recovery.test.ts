import { afterEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnceForChunkError } from '@/components/errors/chunk'
import { createErrorId } from '@/components/errors/errorId'
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from '@domain/constants'

function stubWindow() {
  const store = new Map<string, string>()
  const win = {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    location: { reload: vi.fn() },
  }
  vi.stubGlobal('window', win)
  return { win, store }
}

afterEach(() => vi.unstubAllGlobals())

describe('chunk load failures', () => {
  it('recognises webpack and dynamic-import chunk errors, and nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(chunk)).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app/page failed'))).toBe(true)
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads once, then leaves it to the fallback until the guard window has passed', () => {
    const { win, store } = stubWindow()
    const t0 = 1_700_000_000_000
    expect(reloadOnceForChunkError(t0)).toBe(true)
    expect(win.location.reload).toHaveBeenCalledTimes(1)
    expect(store.get(CHUNK_RELOAD_KEY)).toBe(String(t0))

    expect(reloadOnceForChunkError(t0 + 5000)).toBe(false)
    expect(win.location.reload).toHaveBeenCalledTimes(1)

    expect(reloadOnceForChunkError(t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
    expect(win.location.reload).toHaveBeenCalledTimes(2)
  })
})

describe('Error ID', () => {
  it('is made from the current time', () => {
    expect(createErrorId(0)).toBe('ERR-0')
    const now = Date.parse('2025-06-01T12:00:00Z')
    expect(createErrorId(now)).toBe(`ERR-${now.toString(36).toUpperCase()}`)
    expect(createErrorId(now)).not.toBe(createErrorId(now + 1))
  })
})
