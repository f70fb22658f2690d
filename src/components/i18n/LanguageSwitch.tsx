'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  type Locale,
  localizeHref,
  stripLocale,
} from '@domain/i18n/locales'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * "Español" / "English": a plain link to the same page in another language, so it works
 * without JavaScript and keeps the path. Choosing remembers the language in a cookie that is
 * only ever a hint — no address redirects because of it (nor because of Accept-Language).
 */
export function LanguageSwitch({
  to,
  label,
  description,
  offer,
}: {
  /** The language the link leads to. */
  to: Locale
  label: string
  /** Read by screen readers, in the target language. */
  description: string
  /** Put before the label on the home page when the visitor chose this language before. */
  offer?: string
}) {
  const pathname = usePathname() ?? '/'
  // The remembered choice only marks the link (after hydration, so the cached HTML is the
  // same for everyone); on the English home page it becomes a gentle offer. Never a redirect.
  const [remembered, setRemembered] = useState(false)
  // The query goes along too (a search, a newsletter link's token), added after hydration for
  // the same reason; without JavaScript the link keeps the path.
  const [search, setSearch] = useState('')
  useEffect(() => {
    setSearch(window.location.search)
    // Reading document.cookie asks the browser process and waits for it: not inside hydration.
    return whenIdle(() =>
      setRemembered(document.cookie.split('; ').includes(`${LOCALE_COOKIE}=${to}`)),
    )
  }, [to, pathname])
  const bare = stripLocale(pathname)
  let href = localizeHref(bare, to)
  // A page that exists in the default language only (sign-in…) has no twin: that language's home.
  if (to !== DEFAULT_LOCALE && href === bare) href = localizeHref('/', to)
  else href += search
  return (
    <a
      href={href}
      hrefLang={to}
      lang={to}
      title={description}
      data-language-switch=""
      data-remembered={remembered ? 'true' : undefined}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${to}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
      }}
      className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold underline-offset-4 hover:underline data-[remembered=true]:bg-primary-soft md:min-h-9"
    >
      {remembered && pathname === '/' && offer ? `${offer} ` : null}
      {label}
    </a>
  )
}
