import type React from 'react'
import { CrashBoundary } from './ErrorBoundary'

/**
 * The layout of each route folder outside the CMS pages (which wrap themselves): Next's
 * error.tsx sits above it, so a render error below is caught here first and its report carries
 * React's component stack. error.tsx is left with server render failures, which have none.
 */
export default function CrashLayout({ children }: { children: React.ReactNode }) {
  return <CrashBoundary>{children}</CrashBoundary>
}
