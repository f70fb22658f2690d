'use client'

import { useEffect } from 'react'
import { TOAST } from '@domain/constants'
import { lazyComponent, useLazyComponent } from '@/lib/lazy'
import { loadSonner, toasterIsMounted, toasterWanted } from '@/lib/toast'
import { usePageWords } from '@/lib/i18n/page-words'

const lazyToaster = lazyComponent(() => loadSonner().then((m) => m.Toaster))

/** sonner's Toaster with the spec's settings, loaded with the first toast to keep it out of the first load. */
export function LazyToaster() {
  const Toaster = useLazyComponent(lazyToaster, true)
  // sonner's own English words, in the page's language.
  const text = usePageWords().toaster
  useEffect(() => {
    void toasterWanted.then(lazyToaster.load)
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
      containerAriaLabel={text.container}
      toastOptions={{ closeButtonAriaLabel: text.close }}
      richColors
    />
  )
}
