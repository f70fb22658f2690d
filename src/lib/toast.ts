/**
 * Toasts without sonner in the first-load bundle: most visits never show one, so the library is
 * fetched when the first toast is raised (see LazyToaster), and that toast waits for the Toaster
 * to be mounted instead of being lost.
 */
/** The spec's five kinds, as sonner names them. */
export type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading'
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

/**
 * Shows a toast. A toast with the `id` of one still showing replaces it, which is how a
 * `loading` toast turns into the `success` or `error` that ends it.
 */
export function notify(kind: ToastKind, message: string, options?: ToastOptions) {
  requestToaster()
  void toasterMounted.then(loadSonner).then(({ toast }) => toast[kind](message, options))
}
