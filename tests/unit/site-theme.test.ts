import { describe, expect, it } from 'vitest'
import { scrollHintState } from '@/components/mobile-menu/scroll-hint'
import {
  DEFAULT_THEME,
  parseThemePreference,
  resolveTheme,
  themeInitScript,
} from '@/components/theme/theme'
import { SCROLL_HINT_DOTS, SCROLL_HINT_EDGE_PX, STORAGE_KEYS } from '@domain/constants'

describe('theme preference', () => {
  it('defaults to system and rejects unknown stored values', () => {
    expect(DEFAULT_THEME).toBe('system')
    expect(parseThemePreference(null)).toBe('system')
    expect(parseThemePreference('sepia')).toBe('system')
    expect(parseThemePreference('dark')).toBe('dark')
  })

  it('resolves system from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('the no-flash script reads the product storage key and sets the class', () => {
    expect(themeInitScript).toContain(JSON.stringify(STORAGE_KEYS.theme))
    const classes = new Set<string>()
    const documentElement = {
      classList: {
        add: (c: string) => classes.add(c),
        remove: (...c: string[]) => c.forEach((x) => classes.delete(x)),
      },
      style: { colorScheme: '' },
    }
    const listeners: Record<string, (e: unknown) => void> = {}
    let stored: string | null = null
    const radios = ['light', 'system', 'dark'].map((value) => ({
      value,
      checked: false,
      matches: (selector: string) => selector === '[data-theme-choice]',
    }))
    const win: { __themeEarly?: { stop: () => void } } = {}
    const run = (initial: string | null, osDark: boolean) => {
      classes.clear()
      stored = initial
      new Function('localStorage', 'matchMedia', 'document', 'window', themeInitScript)(
        {
          getItem: (k: string) => (k === STORAGE_KEYS.theme ? stored : null),
          setItem: (k: string, v: string) => k === STORAGE_KEYS.theme && (stored = v),
        },
        () => ({ matches: osDark }),
        {
          documentElement,
          readyState: 'interactive',
          querySelectorAll: () => radios,
          addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] = fn),
          removeEventListener: (type: string) => delete listeners[type],
        },
        win,
      )
      return [...classes]
    }
    expect(run(null, true)).toEqual(['dark'])
    expect(run('light', true)).toEqual(['light'])
    expect(run('dark', false)).toEqual(['dark'])
    expect(run('bogus', false)).toEqual(['light'])

    // Before hydration the switch shows the stored choice, and a new choice applies and sticks.
    expect(run('dark', false)).toEqual(['dark'])
    expect(radios.map((r) => r.checked)).toEqual([false, false, true])
    listeners.change({ target: radios[0] })
    expect([...classes]).toEqual(['light'])
    expect(stored).toBe('light')
    // Once the ThemeProvider takes over, the script lets go.
    win.__themeEarly!.stop()
    expect(listeners.change).toBeUndefined()
  })
})

describe('mobile menu scroll hint', () => {
  it('shows nothing when the list fits', () => {
    expect(scrollHintState(0, 500, 500)).toMatchObject({
      overflows: false,
      atTop: true,
      atBottom: true,
    })
    expect(scrollHintState(0, 500 + SCROLL_HINT_EDGE_PX, 500).overflows).toBe(false)
  })

  it('tracks the ends within the edge threshold and moves the active dot', () => {
    const top = scrollHintState(SCROLL_HINT_EDGE_PX, 1500, 500)
    expect(top).toMatchObject({ overflows: true, atTop: true, atBottom: false, activeDot: 0 })
    const middle = scrollHintState(500, 1500, 500)
    expect(middle).toMatchObject({ atTop: false, atBottom: false, activeDot: 2 })
    const bottom = scrollHintState(1000 - SCROLL_HINT_EDGE_PX, 1500, 500)
    expect(bottom).toMatchObject({ atBottom: true, activeDot: SCROLL_HINT_DOTS - 1 })
  })
})

describe('useTheme', () => {
  it('throws a clear error outside its provider, and reads the value inside one', async () => {
    const { createElement } = await import('react')
    const { renderToString } = await import('react-dom/server')
    const { ThemeContext, useTheme } = await import('@/components/theme/theme-context')
    const Probe = () => createElement('span', null, useTheme().resolvedTheme)

    expect(() => renderToString(createElement(Probe))).toThrow(
      'useTheme must be used within a ThemeProvider',
    )
    const value = { theme: 'dark' as const, resolvedTheme: 'dark' as const, setTheme: () => {} }
    expect(
      renderToString(createElement(ThemeContext.Provider, { value }, createElement(Probe))),
    ).toBe('<span>dark</span>')
  })
})
