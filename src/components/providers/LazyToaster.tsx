'use client'

import { useEffect } from 'react'
import { TOAST } from '@domain/constants'
import { lazyComponent, useLazyComponent } from '@/lib/lazy'
import { loadSonner, toasterIsMounted, toasterWanted } from '@/lib/toast'
import { inPageLocale } from '@/lib/i18n/page-locale'

// sonner's own English words, in the page's language (the Toaster mounts in the browser only).
const TOASTER_TEXT = {
  en: { container: 'Notifications', close: 'Close toast' },
  es: { container: 'Avisos', close: 'Cerrar el aviso' },
}

const lazyToaster = lazyComponent(() => loadSonner().then((m) => m.Toaster))

/** sonner's Toaster with the spec's settings, loaded with the first toast to keep it out of the first load. */
export function LazyToaster() {
  const Toaster = useLazyComponent(lazyToaster, true)
  useEffect(() => {
    void toasterWanted.then(lazyToaster.load)
  }, [])
  // Child effects run first: by now the Toaster has subscribed to new toasts.
  useEffect(() => {
    if (Toaster) toasterIsMounted()
  }, [Toaster])
  if (!Toaster) return null
  const text = inPageLocale(TOASTER_TEXT)
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
