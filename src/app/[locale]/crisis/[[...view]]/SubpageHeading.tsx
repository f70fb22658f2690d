import type React from 'react'
import { PageHeading } from '@/components/ui/PageHeading'

/** The top of a crisis sub-page: the way back to the lines, the page's heading and its intro. */
export function SubpageHeading({
  title,
  back = 'Back to crisis support',
  backHref = '/crisis',
  children,
}: {
  title: string
  back?: string
  backHref?: string
  children: React.ReactNode
}) {
  return (
    <>
      <a href={backHref} className="font-semibold text-primary underline">
        {back}
      </a>
      <PageHeading className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {title}
      </PageHeading>
      <p className="mt-4 text-lg text-muted">{children}</p>
    </>
  )
}
