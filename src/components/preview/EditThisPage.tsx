'use client'

import { Pencil } from 'lucide-react'
import { useAuth } from '@/components/auth/AuthProvider'
import { isTeamMember } from '@domain/roles'

/**
 * "Edit this page" for a signed-in team member: opens this page or story in the admin. The HTML
 * every visitor gets (and every cache keeps) has no link: it appears in the browser, from the
 * site's sign-in state (AuthProvider: the session the header's "Dashboard" link follows),
 * never for anyone else. A plain link, as the admin is a separate app.
 */
export function EditThisPage({
  collection,
  id,
  label,
}: {
  collection: 'pages' | 'stories' | 'events'
  id: number
  /** The words in the page's language. */
  label: string
}) {
  const { user } = useAuth()
  if (!isTeamMember(user)) return null
  return (
    <div className="mx-auto flex max-w-6xl justify-end px-4 pt-3 sm:px-6">
      <a
        href={`/admin/collections/${collection}/${id}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-semibold text-fg no-underline hover:bg-surface-2"
      >
        <Pencil className="size-4" aria-hidden="true" />
        {label}
      </a>
    </div>
  )
}
