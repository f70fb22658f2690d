'use client'

import { unstable_rethrow, usePathname } from 'next/navigation'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { ErrorReportSource } from '@domain/error-reports'
import { isChunkLoadError, reloadOnceForChunkError } from './chunk'
import { CrashFallback, NavigationErrorFallback, PageErrorFallback } from './CrashFallback'
import { createErrorId } from './errorId'
import { sendErrorReport } from './sendErrorReport'

export type FallbackRender = (props: {
  error: Error
  errorId: string
  reset: () => void
}) => ReactNode
type Variant = Extract<ErrorReportSource, 'crash' | 'navigation' | 'page'>

type Props = {
  children: ReactNode
  /** Which of the spec's fallbacks to show (and the report's source). */
  variant?: Variant
  /** A custom fallback replaces the built-in one. */
  fallback?: ReactNode | FallbackRender
  /** When this changes (e.g. the pathname), a crashed boundary tries its children again. */
  resetKey?: unknown
}

type State = { error: Error | null; errorId: string | null }

const defaultFallbacks: Record<Variant, (errorId: string) => ReactNode> = {
  crash: (errorId) => <CrashFallback errorId={errorId} />,
  navigation: () => <NavigationErrorFallback />,
  page: () => <PageErrorFallback />,
}

/** Catches render errors below it, reports them, and shows a fallback instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, errorId: null }

  static getDerivedStateFromError(error: Error): Partial<State> {
    // Next's redirect/not-found signals belong to its own boundaries higher up.
    unstable_rethrow(error)
    return { error, errorId: createErrorId() }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return
    sendErrorReport({
      error,
      source: isChunkLoadError(error) ? 'chunk' : (this.props.variant ?? 'crash'),
      componentStack: info.componentStack,
      customFallback: this.props.fallback !== undefined,
      errorId: this.state.errorId ?? createErrorId(),
    })
  }

  componentDidUpdate(prevProps: Props) {
    if (this.state.error && prevProps.resetKey !== this.props.resetKey) this.reset()
  }

  reset = () => this.setState({ error: null, errorId: null })

  render() {
    const { error, errorId } = this.state
    if (!error || !errorId) return this.props.children
    const { fallback, variant = 'crash' } = this.props
    if (typeof fallback === 'function') return fallback({ error, errorId, reset: this.reset })
    if (fallback !== undefined) return fallback
    return defaultFallbacks[variant](errorId)
  }
}

/** Boundaries that recover on a new pathname (the visitor went elsewhere), like Next's own. */
export function NavigationErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary variant="navigation" resetKey={usePathname()}>
      {children}
    </ErrorBoundary>
  )
}

/**
 * The crash screen around a page's content. Next's error.tsx shows the same screen but never
 * learns React's component stack; this boundary catches render errors first, so their reports
 * carry it.
 */
export function CrashBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary variant="crash" resetKey={usePathname()}>
      {children}
    </ErrorBoundary>
  )
}

/** "Page Error" in place of one failing part of a page; the rest of the page stays. */
export function PageErrorBoundary({
  children,
  fallback,
}: {
  children: ReactNode
  fallback?: ReactNode | FallbackRender
}) {
  return (
    <ErrorBoundary variant="page" fallback={fallback} resetKey={usePathname()}>
      {children}
    </ErrorBoundary>
  )
}
