import type React from 'react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { PageHeading } from '@/components/ui/PageHeading'

/** The small pages behind the newsletter e-mail links: a heading, a message, what to do next. */
export function NewsletterNotice({
  title,
  tone = 'neutral',
  children,
  links = [],
}: {
  title: string
  tone?: 'neutral' | 'success' | 'problem'
  children: React.ReactNode
  links?: { label: string; href: string }[]
}) {
  return (
    <article className="page-fade">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <PageHeading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </PageHeading>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div role={tone === 'neutral' ? undefined : 'status'} className="text-lg">
          {children}
        </div>
        {links.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-3">
            {links.map((l, i) => (
              <ButtonLink key={l.href} href={l.href} variant={i === 0 ? 'primary' : 'secondary'}>
                {l.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
    </article>
  )
}

export const submitButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg transition hover:opacity-90'
