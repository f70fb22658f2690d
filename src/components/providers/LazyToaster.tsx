'use client'

import { useEffect, useState } from 'react'
import type { Toaster as SonnerToaster } from 'sonner'
import { TOAST } from '@domain/constants'
import { loadSonner, toasterIsMounted, toasterWanted } from '@/lib/toast'

/** sonner's Toaster with the spec's settings, loaded with the first toast to keep it out of the first load. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<typeof SonnerToaster | null>(null)
  useEffect(() => {
    let live = true
    void toasterWanted.then(loadSonner).then((m) => {
      if (live) setToaster(() => m.Toaster)
    })
    return () => {
      live = false
    }
  }, [])
  // Child effects run first: by now the Toaster has subscribed to new toasts.
  useEffect(() => {
    if (Toaster) toasterIsMounted()
  }, [Toaster])
  if (!Toaster) return null
  return (
    <Toaster
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      hotkey={[...TOAST.hotkey]}
      closeButton
      richColors
    />
  )
}
