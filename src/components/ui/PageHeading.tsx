import type React from 'react'

/** A page's h1, where focus goes after a client-side navigation (RouteChangeEffects). */
export function PageHeading({
  className,
  id,
  children,
}: {
  className: string
  id?: string
  children: React.ReactNode
}) {
  return (
    <h1 id={id} data-page-heading tabIndex={-1} className={className}>
      {children}
    </h1>
  )
}
