'use client'

import { Printer } from 'lucide-react'
import { useHydrated } from '@/components/crisis/useHydrated'

/** Opens the browser's print dialog; shown once JavaScript runs (the text beside it says how without). */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-4 py-2 font-semibold text-primary-fg hover:opacity-90"
    >
      <Printer className="size-4" aria-hidden="true" />
      {label}
    </button>
  )
}
