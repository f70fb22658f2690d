import type React from 'react'
import { Search } from 'lucide-react'
import { copyrightYear } from '@domain/site-facts'
import { Link } from '@/components/ui/IntentLink'
import { HeaderAuthLinks } from '@/components/auth/HeaderAuthLinks'
import { QuickExitButton } from '@/components/crisis/QuickExitButton'
import { MobileMenu } from '@/components/mobile-menu/MobileMenu'
import { ThemeSwitch } from '@/components/theme/ThemeSwitch'
import { NavLink } from '@/components/ui/NavLink'
import type { Menu, SiteSetting } from '@/payload-types'
import type { CrisisLine } from '@domain/crisis/lines'
import { DonateNowLink } from './DonateNowLink'
import { HeaderFrame } from './HeaderFrame'
import { Logo } from './Logo'
import { MegaMenuButton, MegaMenuNav, MegaMenuPanel } from './MegaMenu'
import { primaryLinks, toNavGroups } from './nav'
import { DEFAULT_LOCALE, type Locale, localizeHref } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 font-medium whitespace-nowrap hover:bg-surface-2 aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8'

/**
 * Desktop header: utility bar (theme, sign-in, quick exit), main bar (logo + Beta,
 * direct links, mega menus from the `menus` collection, Donate Now). Below xl the mega menus
 * give way to the mobile menu. Server-rendered; only the interactive leaves are client code.
 */
export function SiteHeader({
  menus,
  settings,
  locale,
  languageSwitch,
  crisisLines,
}: {
  menus: Menu[]
  settings: SiteSetting
  locale: Locale
  /** The link to this page in the other language. */
  languageSwitch: React.ReactNode
  /** The published crisis lines (the layout's own list): the phone menu's help for distress. */
  crisisLines: CrisisLine[]
}) {
  const t = messagesFor(locale)
  const groups = toNavGroups(menus)
  const headerGroups = groups.filter((g) => g.showInHeader)
  const links = primaryLinks(t.nav, locale)
  const [home, ...otherLinks] = links
  const contact = {
    phone: settings.phoneNumber,
    email: settings.contactEmail,
    note: settings.nationwideNote ?? null,
  }
  return (
    <HeaderFrame>
      <div className="border-b border-border/70">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-2 px-4 py-0.5 sm:gap-3 sm:px-6 sm:py-1">
          <ThemeSwitch text={t.theme} className="mr-auto sm:mr-0" />
          {/* A plain link to the search page: its form works without JavaScript. Below 375 px the
              bar would overflow: the menu's search (and its page's) stands in for it there. */}
          <a
            href={t.header.searchHref}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium hover:underline max-[375px]:hidden sm:min-h-9"
          >
            <Search className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t.header.search}</span>
          </a>
          {/* On phones the sign-in link moves into the menu, so the bar fits on one line. */}
          <div className="hidden whitespace-nowrap sm:block">
            <HeaderAuthLinks text={t.auth} />
          </div>
          {/* On phones it moves into the menu (and the footer), so the bar fits on one line. */}
          <div className="hidden sm:block">{languageSwitch}</div>
          <QuickExitButton label={t.quickExit} className="whitespace-nowrap" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 sm:px-6">
        <Link
          href={localizeHref('/', locale)}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md"
        >
          <Logo siteName={settings.siteName} />
          <span className="sr-only">{t.header.homePage}</span>
          {/* Left out below 375 px, where it would push the menu button off the screen. */}
          <span className="rounded-full bg-gradient-to-r from-primary-soft to-surface-2 px-2 py-0.5 text-xs font-bold text-primary ring-1 ring-primary/30 max-[375px]:hidden">
            Beta
          </span>
        </Link>
        <MegaMenuNav label={t.megaMenu.nav}>
          <ul className="flex items-center gap-0.5">
            <li>
              <NavLink href={home.href} className={linkClass}>
                {home.label}
              </NavLink>
            </li>
            {headerGroups.map((group) => (
              <li key={group.key}>
                <MegaMenuButton menuKey={group.key} label={group.buttonLabel} />
                <MegaMenuPanel
                  menuKey={group.key}
                  label={group.title}
                  group={group}
                  donationUrl={settings.donationUrl}
                  contact={contact}
                  text={t.megaMenu}
                />
              </li>
            ))}
            {otherLinks.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </MegaMenuNav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden sm:block">
            <DonateNowLink href={settings.donationUrl} label={t.donateNow} />
          </div>
          <MobileMenu
            groups={groups}
            donationUrl={settings.donationUrl}
            siteName={settings.siteName}
            copyright={`© ${copyrightYear(new Date())} ${settings.copyrightHolder}. ${t.footer.rights}`}
            primaryLinks={links}
            languageSwitch={languageSwitch}
            crisisHelp={{
              lines: crisisLines,
              text: {
                helpHeading: t.search.helpHeading,
                helpText: t.search.helpText,
                helpLines: t.search.helpLines,
                allLines: t.search.allLines,
              },
              crisis: t.crisis,
            }}
            text={
              locale === DEFAULT_LOCALE
                ? t.mobileMenu
                : {
                    ...t.mobileMenu,
                    contact: { ...t.mobileMenu.contact, where: settings.nationwideNote ?? null },
                  }
            }
          />
        </div>
      </div>
    </HeaderFrame>
  )
}
