/** Screen-reader announcement of a call that is starting (it lasts 3 s). */
export function CallAnnouncer({ message }: { message: string }) {
  return (
    <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
      {message}
    </div>
  )
}
