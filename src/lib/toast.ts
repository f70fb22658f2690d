/**
 * Toasts without sonner in the first-load bundle: the library is fetched right after the page
 * becomes interactive (see LazyToaster), and a toast raised before that waits for the Toaster to
 * be mounted instead of being lost.
 */
type ToastKind = 'success' | 'error' | 'info'
type ToastOptions = { id?: string | number }

export const loadSonner = () => import('sonner')

let markMounted: () => void = () => undefined
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

/** Called by LazyToaster once sonner's <Toaster> is on the page and listening. */
export function toasterIsMounted() {
  markMounted()
}

export function notify(kind: ToastKind, message: string, options?: ToastOptions) {
  void toasterMounted.then(loadSonner).then(({ toast }) => toast[kind](message, options))
}
