import type { NavBadge } from '@/components/header/nav'

const tones: Record<NavBadge, string> = {
  Featured: 'bg-primary-soft text-primary',
  Popular: 'bg-primary-soft text-primary',
  New: 'border border-border bg-surface-2 text-fg',
  Free: 'border border-border bg-surface-2 text-fg',
  'Support Us': 'border border-accent text-accent',
}

/** The optional label on a menu item (Featured, Popular, New, Free, Support Us). */
export function MenuBadge({ badge }: { badge: NavBadge }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-px text-xs leading-5 font-semibold ${tones[badge]}`}
    >
      {badge}
    </span>
  )
}
