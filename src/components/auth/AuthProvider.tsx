'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import { ApiError, apiRequest, UNAUTHORIZED_EVENT } from '@/lib/api/client'
import {
  clearStoredSession,
  readStoredSession,
  toSessionUser,
  writeStoredSession,
  type SessionUser,
} from '@/lib/auth/session-storage'
import { STORAGE_KEYS, TOKEN_VALIDATION_TIMEOUT_MS } from '@domain/constants'
import { AUTH_PATHS } from '@/lib/api/paths'

export type LoginResult =
  { ok: true; user: SessionUser } | { ok: false; status: number; message: string }

export type AuthContextValue = {
  user: SessionUser | null
  /** False until the stored session has been checked with the server. */
  isInitialized: boolean
  login: (email: string, password: string) => Promise<LoginResult>
  /** Ends the server session, forgets the stored profile and goes to /. */
  logout: () => Promise<void>
  /** Adopts a user the server just signed in (invitation accepted, password reset). */
  startSession: (user: unknown) => SessionUser | null
}

type State = Pick<AuthContextValue, 'user' | 'isInitialized'>

const AuthContext = createContext<AuthContextValue | null>(null)

const signedOut: State = { user: null, isInitialized: true }

// Server render and the first client pass: storage is not readable yet.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

type Validation =
  { kind: 'valid'; user: SessionUser } | { kind: 'invalid' } | { kind: 'unknown'; reason: string }

/** GET /api/users/me with the cookie: who the server thinks we are. */
async function validateSession(): Promise<Validation> {
  try {
    const body = await apiRequest<{ user?: unknown }>(AUTH_PATHS.me, {
      retries: 0,
      timeoutMs: TOKEN_VALIDATION_TIMEOUT_MS,
      cache: 'no-store',
      // A refused session is answered here (signed out), not by the client's redirect.
      skipAuthRedirect: true,
    })
    const user = toSessionUser(body?.user)
    return user ? { kind: 'valid', user } : { kind: 'invalid' }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    // No answer, 5xx and 429 say the server is in trouble, not that the session is invalid.
    if (err.status === 0 || err.status >= 500 || err.status === 429) {
      return { kind: 'unknown', reason: err.status ? `server answered ${err.status}` : err.message }
    }
    return { kind: 'invalid' }
  }
}

/**
 * The client session (adapted to an HttpOnly cookie): the stored profile is shown at
 * once, then checked with the server. OK → the server's copy; refused → signed out; no answer
 * (time-out, network) → the stored profile stays and a warning is logged.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter()
  const [state, setState] = useState<State>({ user: null, isInitialized: false })

  useIsomorphicLayoutEffect(() => {
    const stored = readStoredSession()
    if (!stored) {
      // Most visitors: nothing to show at once. As a transition this update waits for the page
      // to finish starting; set plainly here it would make React redo the header's session
      // links and run every component's first effects in the same long task as hydration.
      startTransition(() => setState(signedOut))
      return
    }
    // A signed-in team member sees their links at once (no flash of "Team Sign In").
    setState({ user: stored.user, isInitialized: false })
    let cancelled = false
    void validateSession().then((result) => {
      if (cancelled) return
      if (result.kind === 'valid') {
        writeStoredSession({ user: result.user, loginTime: stored.loginTime })
        setState({ user: result.user, isInitialized: true })
      } else if (result.kind === 'invalid') {
        clearStoredSession()
        setState(signedOut)
      } else {
        console.warn(
          `[auth] Could not check the stored session (${result.reason}); keeping it for now.`,
        )
        setState((s) => ({ ...s, isInitialized: true }))
      }
    })
    return () => {
      cancelled = true
    }
  }, [])

  // A 401 anywhere (the API client clears storage and redirects), or another tab signing out.
  useEffect(() => {
    const onUnauthorized = () => setState(signedOut)
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.authUser) return
      const stored = readStoredSession()
      setState(stored ? { user: stored.user, isInitialized: true } : signedOut)
    }
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized)
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  const startSession = useCallback((raw: unknown) => {
    const user = toSessionUser(raw)
    if (!user) return null
    const loginTime = Date.now()
    writeStoredSession({ user, loginTime })
    setState({ user, isInitialized: true })
    return user
  }, [])

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      try {
        // No retries: each attempt counts towards the lockout, and the form reports at once.
        const body = await apiRequest<{ user?: unknown }>(AUTH_PATHS.login, {
          method: 'POST',
          json: { email, password },
          retries: 0,
          skipAuthRedirect: true,
        })
        const user = startSession(body?.user)
        if (!user)
          return { ok: false, status: 500, message: 'Signing in failed. Please try again.' }
        return { ok: true, user }
      } catch (err) {
        if (err instanceof ApiError) return { ok: false, status: err.status, message: err.message }
        return { ok: false, status: 0, message: 'Signing in failed. Please try again.' }
      }
    },
    [startSession],
  )

  const logout = useCallback(async () => {
    await apiRequest(AUTH_PATHS.logout, {
      method: 'POST',
      retries: 0,
      skipAuthRedirect: true,
    }).catch(
      // Already signed out on the server, or offline: the browser forgets the session either way.
      () => undefined,
    )
    clearStoredSession()
    setState(signedOut)
    router.push('/')
    router.refresh()
  }, [router])

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, startSession }),
    [state, login, logout, startSession],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** The session; throws outside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider.')
  return value
}
