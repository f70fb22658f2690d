import { ExternalLink } from 'lucide-react'
import type { NavSection } from '@/components/header/nav'
import { MenuBadge } from '@/components/ui/MenuBadge'
import { SmartLink } from '@/components/ui/SmartLink'

/** A menu section's links, as the phone menu's dialog and its page (/menu) both list them. */
export function MenuItemList({ items }: { items: NavSection['items'] }) {
  return (
    <ul className="mt-1">
      {items.map((item) => (
        <li key={`${item.name}-${item.href}`}>
          <SmartLink
            href={item.href}
            external={item.external}
            className="-mx-2 flex min-h-11 flex-col justify-center rounded-lg px-2 py-1.5 hover:bg-surface-2"
          >
            <span className="flex flex-wrap items-center gap-2 font-semibold">
              {item.name}
              {item.external && <ExternalLink className="size-4 text-muted" aria-hidden="true" />}
              {item.badge && <MenuBadge badge={item.badge} />}
            </span>
            {item.description && (
              <span className="text-sm leading-snug text-muted">{item.description}</span>
            )}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
