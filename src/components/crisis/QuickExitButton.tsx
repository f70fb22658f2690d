import { LogOut } from 'lucide-react'

/** "Exit this site": a plain link to /exit, so it works without JavaScript. */
export function QuickExitButton({ className = '' }: { className?: string }) {
  return (
    <a
      href="/exit"
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-md bg-fg px-3 py-1.5 text-sm font-semibold text-bg hover:opacity-90 ${className}`}
    >
      <LogOut className="size-4" aria-hidden="true" />
      Exit this site
    </a>
  )
}
