import { ArrowRight, ExternalLink, Mail, MapPin, Phone } from 'lucide-react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { MenuBadge } from '@/components/ui/MenuBadge'
import { SmartLink } from '@/components/ui/SmartLink'
import { telHref } from '@domain/crisis/links'
import { fill } from '@domain/i18n/fill'
import type { Messages } from '@domain/i18n/messages'
import type { NavGroup } from './nav'

export type ContactStrip = { phone: string; email: string; note: string | null }

export type MegaMenuContentProps = {
  group: NavGroup
  donationUrl: string
  contact: ContactStrip
  /** The panel's own words in the page's language. */
  text: Messages['megaMenu']
}

/**
 * What one mega-menu panel shows: titled sections of links with descriptions, a
 * featured card with Learn More, Contact Us, Donate Now, and a contact strip.
 */
export function MegaMenuContent({ group, donationUrl, contact, text }: MegaMenuContentProps) {
  const headingId = `mega-menu-${group.key}-heading`
  const columns = group.sections.length >= 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2'
  return (
    <>
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_20rem] gap-10 px-6 py-8">
        <div>
          <div className="flex items-baseline justify-between gap-4 border-b border-border pb-3">
            <h2 id={headingId} className="text-xl font-bold tracking-tight">
              {group.title}
            </h2>
            {group.href && (
              <SmartLink
                href={group.href}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {fill(text.goTo, { name: group.buttonLabel })}
                <ArrowRight className="size-4" aria-hidden="true" />
              </SmartLink>
            )}
          </div>
          <div className={`mt-5 grid gap-8 ${columns}`}>
            {group.sections.map((section) => (
              <section key={section.title} aria-label={section.title}>
                <h3 className="text-xs font-bold tracking-wider text-muted uppercase">
                  {section.title}
                </h3>
                <ul className="mt-2 space-y-1">
                  {section.items.map((item) => (
                    <li key={`${item.name}-${item.href}`}>
                      <SmartLink
                        href={item.href}
                        external={item.external}
                        className="group -mx-3 block rounded-lg px-3 py-2 hover:bg-surface-2"
                      >
                        <span className="flex flex-wrap items-center gap-2 font-semibold group-hover:text-primary">
                          {item.name}
                          {item.external && (
                            <ExternalLink className="size-3.5 text-muted" aria-hidden="true" />
                          )}
                          {item.badge && <MenuBadge badge={item.badge} />}
                        </span>
                        {item.description && (
                          <span className="block text-sm leading-snug text-muted">
                            {item.description}
                          </span>
                        )}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          {group.featured && (
            <div className="rounded-2xl bg-primary-soft p-6">
              <p className="text-xs font-bold tracking-wider text-primary uppercase">
                {text.featured}
              </p>
              <h3 className="mt-1 text-lg font-bold">{group.featured.title}</h3>
              {group.featured.description && (
                <p className="mt-2 text-sm text-muted">{group.featured.description}</p>
              )}
              <ButtonLink href={group.featured.href} className="mt-4">
                {text.learnMore}
                <span className="sr-only">: {group.featured.title}</span>
              </ButtonLink>
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <ButtonLink href={text.contactHref} variant="secondary">
              {text.contact}
            </ButtonLink>
            <ButtonLink href={donationUrl} external variant="accent">
              {text.donate}
            </ButtonLink>
          </div>
        </div>
      </div>
      <div className="border-t border-border bg-surface-2">
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-8 gap-y-1 px-6 py-2 text-sm">
          <li>
            <a
              href={telHref(contact.phone)}
              className="inline-flex min-h-11 items-center gap-2 font-medium hover:underline"
            >
              <Phone className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">{text.phone}</span>
              {contact.phone}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium hover:underline"
            >
              <Mail className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">{text.email}</span>
              {contact.email}
            </a>
          </li>
          {contact.note && (
            <li className="inline-flex items-center gap-2 text-muted">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              {contact.note}
            </li>
          )}
        </ul>
      </div>
    </>
  )
}
