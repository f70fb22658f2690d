/** The logo mark and the site's name. */
export function Logo({ siteName }: { siteName: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="var(--primary)" />
        <path
          d="M9 17.5c0-3.6 2.9-6.5 6.5-6.5 1.9 0 3.6.8 4.8 2.1M23 14.5c0 3.6-2.9 6.5-6.5 6.5-1.9 0-3.6-.8-4.8-2.1"
          fill="none"
          stroke="var(--primary-fg)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-fg">{siteName}</span>
    </span>
  )
}
