import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'
import { siteUrl } from '@domain/site'
import { LivePreviewListener } from './LivePreviewListener'

/**
 * Shown above a page rendered with unpublished content (the team's preview): says so and which
 * language's page it is, in that language, offers the way back to this page as published, and
 * re-renders on each save inside the admin's frame.
 */
export function DraftBanner({
  locale,
  path,
}: {
  locale: Locale
  /** The page's own address, where "Exit preview" leads back to. */
  path: string
}) {
  const t = messagesFor(locale).preview
  return (
    <div role="status" className="bg-accent text-accent-fg">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 py-2 text-sm font-semibold sm:px-6">
        {t.banner}
        {/* A whole page load: the router's copy of this page is the draft. */}
        <a
          href={`/preview/exit?path=${encodeURIComponent(path)}`}
          className="underline underline-offset-4"
        >
          {t.exit}
        </a>
      </p>
      <LivePreviewListener serverUrl={siteUrl()} />
    </div>
  )
}
