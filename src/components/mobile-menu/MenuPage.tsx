import { Search } from 'lucide-react'
import type { Metadata } from 'next'
import { primaryLinks, toNavGroups } from '@/components/header/nav'
import { SmartLink } from '@/components/ui/SmartLink'
import { MenuItemList } from './MenuItemList'
import { fill } from '@domain/i18n/fill'
import { type Locale, localeAlternates } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { getMenus, getSiteSettings } from '@/lib/cms'
import { PageHeading } from '@/components/ui/PageHeading'

export function menuPageMetadata(locale: Locale): Metadata {
  return {
    title: messagesFor(locale).mobileMenu.title,
    alternates: localeAlternates('/menu', locale),
    robots: { index: false },
  }
}

const tileClass = 'flex h-full min-h-20 flex-col gap-1 rounded-2xl p-4 font-bold no-underline'

/**
 * /menu and /es/menu: the phone menu as a page, where the menu button leads until JavaScript runs
 * (or when it never does). Everything the menu dialog holds, open: a site search (a plain GET
 * form, so words that signal distress get the search page's crisis help), the Take Action tiles,
 * the main pages and every group with its sections.
 */
export async function MenuPage({ locale }: { locale: Locale }) {
  const messages = messagesFor(locale)
  const t = messages.mobileMenu
  const [menus, settings] = await Promise.all([getMenus(locale), getSiteSettings(locale)])
  const groups = toNavGroups(menus)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeading className="text-4xl font-extrabold tracking-tight outline-none">
        {t.title}
      </PageHeading>
      <form role="search" action={t.searchHref} method="get" className="mt-6 flex flex-wrap gap-3">
        <label htmlFor="menu-search-q" className="sr-only">
          {messages.search.label}
        </label>
        <input
          id="menu-search-q"
          type="search"
          name="q"
          maxLength={100}
          autoComplete="off"
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-border bg-surface px-4 text-lg"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full bg-primary px-6 font-semibold text-primary-fg hover:opacity-90"
        >
          <Search className="size-5" aria-hidden="true" />
          {messages.search.button}
        </button>
      </form>

      <section aria-labelledby="menu-actions" className="mt-10">
        <h2 id="menu-actions" className="text-sm font-bold tracking-wider text-muted uppercase">
          {t.takeAction}
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-3">
          <li>
            <SmartLink
              href={settings.donationUrl}
              external
              className={`${tileClass} bg-accent text-accent-fg`}
            >
              {t.donate}
              <span className="text-sm font-medium">{t.donateDescription}</span>
            </SmartLink>
          </li>
          <li>
            <SmartLink href={t.volunteerHref} className={`${tileClass} bg-primary text-primary-fg`}>
              {t.volunteer}
              <span className="text-sm font-medium">{t.volunteerDescription}</span>
            </SmartLink>
          </li>
        </ul>
      </section>

      <nav aria-label={t.mainPages} className="mt-8">
        <ul className="divide-y divide-border rounded-2xl border border-border">
          {primaryLinks(messages.nav, locale).map((l) => (
            <li key={l.href}>
              <SmartLink href={l.href} className="flex min-h-12 items-center px-4 font-semibold">
                {l.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>

      <nav aria-label={t.explore} className="mt-10 space-y-10">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`menu-group-${group.key}`}>
            <h2 id={`menu-group-${group.key}`} className="text-2xl font-bold">
              {group.title}
            </h2>
            {group.sections.map((section) => (
              <div key={section.title} className="mt-4">
                <h3 className="text-sm font-bold tracking-wider text-muted uppercase">
                  {section.title}
                </h3>
                <MenuItemList items={section.items} />
              </div>
            ))}
            {group.href && (
              <SmartLink
                href={group.href}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
              >
                {fill(t.goTo, { name: group.buttonLabel })}
              </SmartLink>
            )}
          </section>
        ))}
      </nav>
    </div>
  )
}
