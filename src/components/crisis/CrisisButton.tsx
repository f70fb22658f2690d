import { LifeBuoy } from 'lucide-react'

/** Always-present help. A real link to /crisis, so it works without JavaScript. */
export function CrisisButton() {
  return (
    <a
      href="/crisis"
      className="fixed right-4 bottom-4 z-50 inline-flex min-h-12 items-center gap-2 rounded-full bg-danger px-5 py-3 font-bold text-danger-fg shadow-lg hover:brightness-110"
    >
      <LifeBuoy className="size-5" aria-hidden="true" />
      Immediate Crisis Support
    </a>
  )
}
