'use client'

import type { CrisisLine } from '@domain/crisis/lines'
import { CrisisErrorBoundary } from './CrisisErrorBoundary'
import { CrisisSafetyProvider } from './CrisisSafetyProvider'
import { CrisisWidget } from './CrisisWidget'
import { QuickExitShortcut } from './QuickExitShortcut'

/** Client root of the crisis support mounted on every page; a failure leaves 988 on screen. */
export function CrisisSupportRoot({ lines }: { lines: CrisisLine[] }) {
  return (
    <>
      <QuickExitShortcut />
      <CrisisErrorBoundary>
        <CrisisSafetyProvider>
          <CrisisWidget lines={lines} />
        </CrisisSafetyProvider>
      </CrisisErrorBoundary>
    </>
  )
}
