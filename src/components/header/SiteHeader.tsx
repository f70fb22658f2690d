import Link from 'next/link'
import { ButtonLink } from '@/components/ui/ButtonLink'
import type { Menu, SiteSetting } from '@/payload-types'
import { Logo } from './Logo'

export function SiteHeader({ menus, settings }: { menus: Menu[]; settings: SiteSetting }) {
  const headerMenus = menus.filter((m) => m.showInHeader)
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="inline-flex min-h-11 items-center gap-2 rounded-md">
          <Logo siteName={settings.siteName} />
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary">
            Beta
          </span>
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {[
              { label: 'Home', href: '/' },
              { label: 'Thank You', href: '/thank-you' },
              { label: 'Contact', href: '/contact' },
            ].map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-surface-2"
                >
                  {l.label}
                </Link>
              </li>
            ))}
            {headerMenus.map((m) => (
              <li key={m.key}>
                <Link
                  href={m.href}
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-surface-2"
                >
                  {m.buttonLabel}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink href={settings.donationUrl} external variant="accent">
          Donate Now
        </ButtonLink>
      </div>
    </header>
  )
}
