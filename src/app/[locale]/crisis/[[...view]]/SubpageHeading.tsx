import type React from 'react'
import { PageHeading } from '@/components/ui/PageHeading'
import type { Locale } from '@domain/i18n/locales'
import { messagesFor } from '@domain/i18n/messages'

/** The top of a crisis sub-page: the way back to the lines, the page's heading and its intro. */
export function SubpageHeading({
  title,
  locale,
  children,
}: {
  title: string
  locale: Locale
  children: React.ReactNode
}) {
  const messages = messagesFor(locale)
  return (
    <>
      <a href={messages.crisis.page} className="font-semibold text-primary underline">
        {messages.walletCard.back}
      </a>
      <PageHeading className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {title}
      </PageHeading>
      <p className="mt-4 text-lg text-muted">{children}</p>
    </>
  )
}
