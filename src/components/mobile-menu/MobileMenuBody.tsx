'use client'

import { ChevronDown, ExternalLink, HandHeart, Heart, Search, X } from 'lucide-react'
import { Link } from '@/components/ui/IntentLink'
import type React from 'react'
import { useId, useState } from 'react'
import { HeaderAuthLinks } from '@/components/auth/HeaderAuthLinks'
import { CrisisHelp } from '@/components/crisis/CrisisHelp'
import type { NavSection } from '@/components/header/nav'
import { fill } from '@domain/i18n/fill'
import type { MobileMenuText } from '@domain/i18n/messages'
import { signalsDistress } from '@domain/search/distress'
import { SmartLink } from '@/components/ui/SmartLink'
import { MenuItemList } from './MenuItemList'
import { filterLinks, filterMenuGroups, matchesQuery } from './filter'
import type { MobileMenuProps } from './MobileMenu'
import { MobileMenuContact } from './MobileMenuContact'
import { ScrollHint, useScrollHint } from './ScrollHint'

type Props = MobileMenuProps & { scrollRef: React.RefObject<HTMLDivElement | null> }

const sectionCount = (n: number, text: MobileMenuText) =>
  fill(n === 1 ? text.section : text.sections, { count: String(n) })

export function MobileMenuBody({
  groups,
  donationUrl,
  siteName,
  copyright,
  primaryLinks,
  languageSwitch,
  text,
  crisisHelp,
  scrollRef,
}: Props) {
  const [query, setQuery] = useState('')
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const hint = useScrollHint(scrollRef)
  const searchId = useId()
  const searching = query.trim() !== ''
  // The same words as the search page's (domain/search/distress): crisis help comes first.
  const distress = searching && signalsDistress(query)

  const actions = filterLinks(
    [
      {
        label: text.donate,
        description: text.donateDescription,
        href: donationUrl,
        external: true,
        Icon: Heart,
      },
      {
        label: text.volunteer,
        description: text.volunteerDescription,
        href: text.volunteerHref,
        external: false,
        Icon: HandHeart,
      },
    ],
    query,
  )
  const links = filterLinks(primaryLinks, query)
  const shownGroups = filterMenuGroups(groups, query)
  const nothing = searching && !actions.length && !links.length && !shownGroups.length

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  return (
    <>
      <div role="search" className="border-b border-border px-4 py-3">
        <label htmlFor={searchId} className="sr-only">
          {text.search}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={text.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="min-h-12 w-full rounded-xl border border-border bg-bg py-2 pr-12 pl-10 text-base text-fg placeholder:text-muted focus:border-primary"
          />
          {query && (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label={text.clearSearch}
              className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          )}
        </div>
      </div>

      <div className="relative min-h-0 flex-1">
        <div
          ref={scrollRef}
          onScroll={hint.update}
          className="h-full overflow-y-auto overscroll-contain"
        >
          <div ref={hint.contentRef} className="space-y-6 px-4 pt-4 pb-8">
            <p role="status" className={nothing && !distress ? 'text-muted' : 'sr-only'}>
              {distress
                ? crisisHelp.text.helpHeading
                : nothing
                  ? fill(text.nothing, { query: query.trim() })
                  : searching
                    ? fill(text.matches, {
                        count: String(shownGroups.length + actions.length + links.length),
                      })
                    : ''}
            </p>
            {distress && (
              <CrisisHelp
                lines={crisisHelp.lines}
                text={crisisHelp.text}
                crisis={crisisHelp.crisis}
                headingId={`${searchId}-help`}
              />
            )}
            {searching && (
              // The menu filters itself; the whole site is one search away (a page load).
              <a
                href={`${text.searchHref}?q=${encodeURIComponent(query.trim())}`}
                className="flex min-h-11 items-center gap-2 rounded-xl border border-border bg-surface px-4 py-2 font-semibold text-primary"
              >
                <Search className="size-5 shrink-0" aria-hidden="true" />
                {fill(text.searchSite, { query: query.trim() })}
              </a>
            )}

            {actions.length > 0 && (
              <section aria-labelledby="mobile-menu-actions">
                <h3
                  id="mobile-menu-actions"
                  className="text-xs font-bold tracking-wider text-muted uppercase"
                >
                  {text.takeAction}
                </h3>
                <ul className="mt-2 grid grid-cols-2 gap-3">
                  {actions.map(({ label, description, href, external, Icon }) => (
                    <li key={label}>
                      <SmartLink
                        href={href}
                        external={external}
                        className={`flex h-full min-h-20 flex-col gap-1 rounded-2xl p-4 font-bold ${
                          external ? 'bg-accent text-accent-fg' : 'bg-primary text-primary-fg'
                        }`}
                      >
                        <span className="flex items-center gap-2">
                          <Icon className="size-5" aria-hidden="true" />
                          {label}
                          {external && <ExternalLink className="size-4" aria-hidden="true" />}
                        </span>
                        <span className="text-sm font-medium opacity-95">{description}</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {links.length > 0 && (
              <nav aria-label={text.mainPages}>
                <ul className="divide-y divide-border rounded-2xl border border-border">
                  {links.map((l) => (
                    <li key={l.href}>
                      <Link
                        href={l.href}
                        className="flex min-h-12 items-center px-4 font-semibold hover:bg-surface-2"
                      >
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}

            {shownGroups.length > 0 && (
              <nav aria-label={text.explore}>
                <ul className="space-y-2">
                  {shownGroups.map((group) => (
                    <MenuGroup
                      key={group.key}
                      group={group}
                      query={query}
                      expanded={searching || expanded.has(group.key)}
                      onToggle={() => toggle(group.key)}
                      text={text}
                    />
                  ))}
                </ul>
              </nav>
            )}

            <footer className="border-t border-border pt-5 text-sm">
              <div className="-ml-2 mb-4 sm:hidden">
                <HeaderAuthLinks text={text.auth} />
              </div>
              <MobileMenuContact text={text.contact} />
              <p className="-ml-2 mt-3">{languageSwitch}</p>
              <p className="mt-4 text-muted">{copyright}</p>
              <p className="sr-only">{siteName}</p>
            </footer>
          </div>
        </div>
        <ScrollHint state={hint.state} />
      </div>
    </>
  )
}

function MenuGroup({
  group,
  query,
  expanded,
  onToggle,
  text,
}: {
  group: ReturnType<typeof filterMenuGroups>[number]
  text: MobileMenuText
  query: string
  expanded: boolean
  onToggle: () => void
}) {
  const buttonId = `mobile-menu-group-${group.key}`
  const panelId = `${buttonId}-panel`
  const count = sectionCount(group.sections.length, text)
  const searching = query.trim() !== ''
  const featured =
    group.featured &&
    (!searching ||
      group.titleMatched ||
      matchesQuery(query, group.featured.title, group.featured.description))
      ? group.featured
      : null

  return (
    <li className="rounded-2xl border border-border">
      <h3>
        {searching ? (
          <span id={buttonId} className="flex min-h-12 items-center justify-between gap-3 px-4">
            <span className="font-bold">{group.title}</span>
            <span className="text-sm text-muted">{count}</span>
          </span>
        ) : (
          <button
            type="button"
            id={buttonId}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 text-left hover:bg-surface-2"
          >
            <span className="flex-1 font-bold">{group.title}</span>
            <span className="rounded-full bg-surface-2 px-2 text-sm font-medium text-muted">
              {count}
            </span>
            <ChevronDown
              className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
        )}
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!expanded}
        className="space-y-4 px-4 pb-4"
      >
        {featured && (
          <div className="rounded-xl bg-primary-soft p-4">
            <p className="font-bold">{featured.title}</p>
            {featured.description && (
              <p className="mt-1 text-sm text-muted">{featured.description}</p>
            )}
            <SmartLink
              href={featured.href}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              {text.learnMore}
              <span className="sr-only">: {featured.title}</span>
            </SmartLink>
          </div>
        )}
        {group.sections.map((section) => (
          <MenuSection key={section.title} section={section} />
        ))}
        {!searching && group.href && (
          <SmartLink
            href={group.href}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {fill(text.goTo, { name: group.buttonLabel })}
          </SmartLink>
        )}
      </div>
    </li>
  )
}

function MenuSection({ section }: { section: NavSection }) {
  return (
    <div>
      <h4 className="text-xs font-bold tracking-wider text-muted uppercase">{section.title}</h4>
      <MenuItemList items={section.items} />
    </div>
  )
}
