import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  clearStoredSession,
  readStoredSession,
  toSessionUser,
  writeStoredSession,
} from '../../src/lib/auth/session-storage'
import { STORAGE_KEYS } from '@domain/constants'

/** A minimal Web Storage for the node test environment. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

let local: MemoryStorage
let session: MemoryStorage

beforeEach(() => {
  local = new MemoryStorage()
  session = new MemoryStorage()
  Object.assign(globalThis, { window: { localStorage: local, sessionStorage: session } })
})

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window')
})

const user = { id: 7, email: 'sam@example.org', name: 'Sam', role: 'editor' as const }

describe('stored session', () => {
  it('writes user and loginTime to both storages and reads them back', () => {
    writeStoredSession({ user, loginTime: 1234 })
    for (const storage of [local, session]) {
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.authUser)!)).toEqual(user)
      expect(storage.getItem(STORAGE_KEYS.authLoginTime)).toBe('1234')
    }
    expect(readStoredSession()).toEqual({ user, loginTime: 1234 })
  })

  it('keeps only non-secret profile fields', () => {
    writeStoredSession({ user: { ...user, token: 'jwt', hash: 'x' } as never, loginTime: 1 })
    expect(local.getItem(STORAGE_KEYS.authUser)).not.toMatch(/jwt|hash/)
  })

  it('copies a session-only login to persistent storage', () => {
    session.setItem(STORAGE_KEYS.authUser, JSON.stringify(user))
    session.setItem(STORAGE_KEYS.authLoginTime, '99')
    expect(readStoredSession()).toEqual({ user, loginTime: 99 })
    expect(local.getItem(STORAGE_KEYS.authUser)).not.toBeNull()
  })

  it('removes an unparsable stored user and reports no session', () => {
    local.setItem(STORAGE_KEYS.authUser, '{not json')
    local.setItem(STORAGE_KEYS.authLoginTime, '5')
    expect(readStoredSession()).toBeNull()
    expect(local.getItem(STORAGE_KEYS.authUser)).toBeNull()
    expect(local.getItem(STORAGE_KEYS.authLoginTime)).toBeNull()
  })

  it('treats a stored value without an e-mail as unparsable', () => {
    local.setItem(STORAGE_KEYS.authUser, JSON.stringify({ id: 1 }))
    expect(readStoredSession()).toBeNull()
    expect(local.getItem(STORAGE_KEYS.authUser)).toBeNull()
  })

  it('clears everything on sign-out', () => {
    writeStoredSession({ user, loginTime: 1 })
    clearStoredSession()
    expect(local.length + session.length).toBe(0)
    expect(readStoredSession()).toBeNull()
  })

  it('survives storage that throws (privacy mode)', () => {
    local.getItem = () => {
      throw new Error('denied')
    }
    local.setItem = () => {
      throw new Error('denied')
    }
    expect(() => writeStoredSession({ user, loginTime: 1 })).not.toThrow()
    expect(readStoredSession()).toEqual({ user, loginTime: 1 })
  })

  it('toSessionUser rejects values without id or e-mail', () => {
    expect(toSessionUser(null)).toBeNull()
    expect(toSessionUser({ email: 'a@b.c' })).toBeNull()
    expect(toSessionUser({ id: 1, email: 'a@b.c', role: 'owner' })).toEqual({
      id: 1,
      email: 'a@b.c',
      name: null,
      role: null,
    })
  })
})
