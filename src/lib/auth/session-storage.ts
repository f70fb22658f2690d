import { STORAGE_KEYS } from '@domain/constants'

/**
 * The signed-in team member as the browser keeps it ("stored in the browser: user,
 * loginTime"). Only non-secret profile fields: the session itself is the HttpOnly cookie,
 * which scripts never see.
 */
export type SessionUser = {
  id: number | string
  email: string
  name?: string | null
  role?: 'admin' | 'editor' | null
}

export type StoredSession = { user: SessionUser; loginTime: number }

export function toSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (typeof v.email !== 'string' || !v.email) return null
  if (typeof v.id !== 'number' && typeof v.id !== 'string') return null
  return {
    id: v.id,
    email: v.email,
    name: typeof v.name === 'string' ? v.name : null,
    role: v.role === 'admin' || v.role === 'editor' ? v.role : null,
  }
}

function storages(): Storage[] {
  if (typeof window === 'undefined') return []
  const found: Storage[] = []
  for (const pick of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      found.push(pick())
    } catch {
      // Storage can be switched off (privacy settings); the session then lives in memory only.
    }
  }
  return found
}

function safely(action: () => void) {
  try {
    action()
  } catch {
    // Quota exceeded or storage disabled: nothing more to do.
  }
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

/**
 * Read from persistent or session storage; a session-only copy is copied to
 * Persistent storage. An unparsable stored user is removed.
 */
export function readStoredSession(): StoredSession | null {
  const [persistent, session] = storages()
  for (const storage of [persistent, session]) {
    if (!storage) continue
    const raw = read(storage, STORAGE_KEYS.authUser)
    if (raw === null) continue
    let user: SessionUser | null = null
    try {
      user = toSessionUser(JSON.parse(raw))
    } catch {
      user = null
    }
    if (!user) {
      safely(() => storage.removeItem(STORAGE_KEYS.authUser))
      safely(() => storage.removeItem(STORAGE_KEYS.authLoginTime))
      continue
    }
    const loginTime = Number(read(storage, STORAGE_KEYS.authLoginTime)) || Date.now()
    if (storage === session && persistent) writeStoredSession({ user, loginTime })
    return { user, loginTime }
  }
  return null
}

/** Login stores user and loginTime in both storages. */
export function writeStoredSession({ user, loginTime }: StoredSession) {
  const value = JSON.stringify(toSessionUser(user))
  for (const storage of storages()) {
    safely(() => storage.setItem(STORAGE_KEYS.authUser, value))
    safely(() => storage.setItem(STORAGE_KEYS.authLoginTime, String(loginTime)))
  }
}

export function clearStoredSession() {
  for (const storage of storages()) {
    safely(() => storage.removeItem(STORAGE_KEYS.authUser))
    safely(() => storage.removeItem(STORAGE_KEYS.authLoginTime))
  }
}
