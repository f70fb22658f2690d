import { ButtonLink } from '@/components/ui/ButtonLink'
import { hasHref } from '@domain/links'

type Action = {
  id?: string | null
  label: string
  href?: string | null
  external?: boolean | null
  style?: 'primary' | 'secondary' | null
}

/**
 * A block's buttons, those with an address. On the brand colour (`onPrimary`, the call to
 * action) every button is light and a secondary one an outline.
 */
export function BlockActions({
  actions,
  margin,
  onPrimary = false,
}: {
  actions?: Action[] | null
  margin: string
  onPrimary?: boolean
}) {
  const shown = actions?.filter(hasHref) ?? []
  if (shown.length === 0) return null
  return (
    <div className={`${margin} flex flex-wrap gap-3`}>
      {shown.map((a) => (
        <ButtonLink
          key={a.id ?? a.label}
          href={a.href}
          external={a.external}
          variant={onPrimary || a.style === 'secondary' ? 'secondary' : 'primary'}
          className={
            onPrimary && a.style === 'secondary'
              ? 'border-primary-fg bg-transparent text-primary-fg hover:bg-transparent hover:underline'
              : ''
          }
        >
          {a.label}
        </ButtonLink>
      ))}
    </div>
  )
}
