import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import type React from 'react'
import { DATE_TIME_WITH_ZONE, DEFAULT_TIME_ZONE } from '@domain/crisis/hours/zone'
import { isTeamMember } from '@domain/roles'
import './team-admin.css'

type TeamMember = NonNullable<PayloadRequest['user']>

/**
 * The signed-in team member an admin view is for. Custom admin views are not guarded by Payload,
 * so this does it: a visitor goes to /login with a way back (`path`), a signed-in non-member to
 * Payload's "unauthorized" screen.
 */
export function teamMemberOf(props: AdminViewServerProps, path: string): TeamMember {
  const user = props.initPageResult.req.user
  if (!user) redirect(`/login?redirect=${encodeURIComponent(path)}`)
  if (!isTeamMember(user)) redirect('/admin/unauthorized')
  return user
}

/**
 * The frame of the team admin screens: Payload's default template (nav, header) around a
 * titled page.
 */
export function TeamAdminView({
  props,
  user,
  title,
  description,
  children,
}: {
  props: AdminViewServerProps
  /** From `teamMemberOf`. */
  user: TeamMember
  title: string
  description?: string
  children: React.ReactNode
}) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter className="team-admin">
        <header className="team-admin__header">
          <h1 className="team-admin__title">{title}</h1>
          {description ? <p className="team-admin__lead">{description}</p> : null}
        </header>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}

export function Panel({
  title,
  id,
  link,
  level = 2,
  children,
}: {
  title: string
  id: string
  /** The way to the whole list (or the settings), beside the title. */
  link?: { href: string; label: string }
  /** The heading level of the panel's title (3 inside a titled group of panels). */
  level?: 2 | 3
  children: React.ReactNode
}) {
  const Heading = level === 3 ? 'h3' : 'h2'
  return (
    <section className="team-admin__panel" aria-labelledby={id}>
      <div className="team-admin__panel-head">
        <Heading id={id} className="team-admin__panel-title">
          {title}
        </Heading>
        {link ? (
          <a className="team-admin__link" href={link.href}>
            {link.label}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  )
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  ...DATE_TIME_WITH_ZONE,
  timeZone: DEFAULT_TIME_ZONE,
})

/** Dates on admin screens: absolute, in the organisation's time zone, which they name (EST). */
export function When({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <span>never</span>
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return <span>unknown</span>
  return <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>
}
