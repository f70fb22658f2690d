import { STORAGE_KEYS } from '@domain/constants'

/** Crisis safety state. Only `hasBeenViewed` and `lastAccessTime` are persisted. */
export type CrisisSafetyState = {
  hasBeenViewed: boolean
  isKeyboardNavigating: boolean
  activeResourceId: string | null
  lastAccessTime: string | null
}

export type PersistedCrisisState = Pick<CrisisSafetyState, 'hasBeenViewed' | 'lastAccessTime'>

export const initialCrisisSafetyState: CrisisSafetyState = {
  hasBeenViewed: false,
  isKeyboardNavigating: false,
  activeResourceId: null,
  lastAccessTime: null,
}

export type CrisisSafetyAction =
  | { type: 'restored'; persisted: Partial<PersistedCrisisState> }
  | { type: 'viewed'; at: Date }
  | { type: 'keyboardNavigating'; value: boolean }
  | { type: 'activeResource'; id: string | null }

export function crisisSafetyReducer(
  state: CrisisSafetyState,
  action: CrisisSafetyAction,
): CrisisSafetyState {
  switch (action.type) {
    case 'restored':
      return { ...state, ...action.persisted }
    case 'viewed':
      return { ...state, hasBeenViewed: true, lastAccessTime: action.at.toISOString() }
    case 'keyboardNavigating':
      return state.isKeyboardNavigating === action.value
        ? state
        : { ...state, isKeyboardNavigating: action.value }
    case 'activeResource':
      return state.activeResourceId === action.id
        ? state
        : { ...state, activeResourceId: action.id }
  }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Reads the persisted part. Storage can be missing, blocked (private modes, policies) or hold
 * Junk: any of that logs a warning and yields nothing, never an error.
 */
export function loadPersistedCrisisState(
  getStorage: () => StorageLike | undefined,
): Partial<PersistedCrisisState> {
  try {
    const raw = getStorage()?.getItem(STORAGE_KEYS.crisisState)
    if (!raw) return {}
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const { hasBeenViewed, lastAccessTime } = parsed as Record<string, unknown>
    return {
      ...(typeof hasBeenViewed === 'boolean' ? { hasBeenViewed } : {}),
      ...(typeof lastAccessTime === 'string' ? { lastAccessTime } : {}),
    }
  } catch (err) {
    console.warn('Crisis support state could not be loaded from storage:', err)
    return {}
  }
}

export function savePersistedCrisisState(
  getStorage: () => StorageLike | undefined,
  state: PersistedCrisisState,
): void {
  try {
    const persisted: PersistedCrisisState = {
      hasBeenViewed: state.hasBeenViewed,
      lastAccessTime: state.lastAccessTime,
    }
    getStorage()?.setItem(STORAGE_KEYS.crisisState, JSON.stringify(persisted))
  } catch (err) {
    console.warn('Crisis support state could not be saved to storage:', err)
  }
}
