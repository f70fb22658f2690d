/**
 * Toasts without sonner in the first-load bundle: most visits never show one, so the library is
 * fetched when the first toast is raised (see LazyToaster), and that toast waits for the Toaster
 * to be mounted instead of being lost.
 */
type ToastKind = 'success' | 'error' | 'info'
type ToastOptions = { id?: string | number }

export const loadSonner = () => import('sonner')

let requestToaster: () => void = () => undefined
/** Settles when the page first needs a Toaster. */
export const toasterWanted = new Promise<void>((resolve) => {
  requestToaster = resolve
})

let markMounted: () => void = () => undefined
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

/** Called by LazyToaster once sonner's <Toaster> is on the page and listening. */
export function toasterIsMounted() {
  markMounted()
}

export function notify(kind: ToastKind, message: string, options?: ToastOptions) {
  requestToaster()
  void toasterMounted.then(loadSonner).then(({ toast }) => toast[kind](message, options))
}
