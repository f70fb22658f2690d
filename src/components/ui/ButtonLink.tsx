import type React from 'react'
import { SmartLink } from './SmartLink'

const styles = {
  primary: 'bg-primary text-primary-fg hover:opacity-90',
  secondary: 'border border-border bg-surface text-fg hover:bg-surface-2',
  accent: 'bg-accent text-accent-fg hover:opacity-90',
} as const

export function ButtonLink({
  href,
  external,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string
  external?: boolean | null
  variant?: keyof typeof styles
  className?: string
  children: React.ReactNode
}) {
  return (
    <SmartLink
      href={href}
      external={external}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold no-underline transition ${styles[variant]} ${className}`}
    >
      {children}
    </SmartLink>
  )
}
