'use client'

import { Mail, MapPin, Phone } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { telHref } from '@domain/crisis/links'
import type { MobileMenuText } from '@domain/i18n/messages'
import { usePublicSettings } from '@/lib/api/settings'

type ContactInfoItem = { title: string; value: string; href?: string; icon: LucideIcon }

/**
 * Contact details from the public settings call (a loading line until they arrive). The call's
 * "where" note is the English one; a Spanish page's words bring their own (`text.where`).
 */
export function MobileMenuContact({ text }: { text: MobileMenuText['contact'] }) {
  const { data, isLoading } = usePublicSettings()
  if (isLoading || !data) {
    return (
      <p role="status" className="text-muted">
        {text.loading}
      </p>
    )
  }
  const where = text.where ?? data.nationwide_note
  const items: ContactInfoItem[] = [
    { title: text.phone, value: data.phone_number, href: telHref(data.phone_number), icon: Phone },
    {
      title: text.email,
      value: data.contact_email,
      href: `mailto:${data.contact_email}`,
      icon: Mail,
    },
    ...(where ? [{ title: 'where', value: where, icon: MapPin }] : []),
  ]
  return (
    <div>
      <h3 className="text-xs font-bold tracking-wider text-muted uppercase">{text.heading}</h3>
      <ul className="mt-2 space-y-1">
        {items.map(({ title, value, href, icon: Icon }) => (
          <li key={title} className="flex items-center gap-3">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {href ? (
              <a
                href={href}
                className="inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline"
              >
                <span className="sr-only">{title}: </span>
                {value}
              </a>
            ) : (
              <span className="py-2 text-muted">{value}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
