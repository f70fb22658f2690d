import type React from 'react'

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
      <h1
        data-page-heading
        tabIndex={-1}
        className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
      >
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted">{children}</p>
    </>
  )
}
