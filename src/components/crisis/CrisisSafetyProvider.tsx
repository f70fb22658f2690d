'use client'

import type React from 'react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react'
import {
  type CrisisSafetyState,
  crisisSafetyReducer,
  initialCrisisSafetyState,
  loadPersistedCrisisState,
  savePersistedCrisisState,
} from '@/lib/crisis/safety-state'

type CrisisSafetyContextValue = {
  state: CrisisSafetyState
  markViewed: () => void
  setActiveResource: (id: string | null) => void
}

const CrisisSafetyContext = createContext<CrisisSafetyContextValue | null>(null)

const browserStorage = () => window.localStorage

/**
 * Crisis safety state: whether help was viewed and when, keyboard-navigation
 * mode (on after Tab, off after a mouse press), and the resource in focus. The viewed flag and
 * time survive reloads; a storage failure only logs a warning.
 */
export function CrisisSafetyProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = useReducer(crisisSafetyReducer, initialCrisisSafetyState)
  const restored = useRef(false)

  useEffect(() => {
    dispatch({ type: 'restored', persisted: loadPersistedCrisisState(browserStorage) })
    restored.current = true
  }, [])

  const { hasBeenViewed, lastAccessTime } = state
  useEffect(() => {
    // Before the stored state is read back, saving would overwrite it with the defaults.
    if (!restored.current || !lastAccessTime) return
    savePersistedCrisisState(browserStorage, { hasBeenViewed, lastAccessTime })
  }, [hasBeenViewed, lastAccessTime])

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Tab') dispatch({ type: 'keyboardNavigating', value: true })
    }
    const onMouseDown = () => dispatch({ type: 'keyboardNavigating', value: false })
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('mousedown', onMouseDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('mousedown', onMouseDown, true)
    }
  }, [])

  const markViewed = useCallback(() => dispatch({ type: 'viewed', at: new Date() }), [])
  const setActiveResource = useCallback(
    (id: string | null) => dispatch({ type: 'activeResource', id }),
    [],
  )
  const value = useMemo(
    () => ({ state, markViewed, setActiveResource }),
    [state, markViewed, setActiveResource],
  )
  return <CrisisSafetyContext.Provider value={value}>{children}</CrisisSafetyContext.Provider>
}

/** The crisis safety state; throws when used outside <CrisisSafetyProvider>. */
export function useCrisisState(): CrisisSafetyContextValue {
  const value = useContext(CrisisSafetyContext)
  if (!value) {
    throw new Error('useCrisisState must be used within a CrisisSafetyProvider.')
  }
  return value
}
