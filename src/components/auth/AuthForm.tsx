import type React from 'react'
import { FormAlert } from './ui'

/**
 * The form of the sign-in pages: the page's onSubmit does the work, the form says when it is
 * busy and points at its error alert while one shows. Alerts stand above the fields, in this
 * order: `notice`, the error (id `${idPrefix}-alert`), `success`.
 */
export function AuthForm({
  idPrefix,
  onSubmit,
  busy,
  failure,
  notice,
  success,
  children,
}: {
  idPrefix: string
  onSubmit: React.FormEventHandler<HTMLFormElement>
  busy: boolean
  /** The error alert's title and words; none shows while null. */
  failure: { title: string; text: React.ReactNode } | null
  /** Above the error alert, e.g. "you are signed in". */
  notice?: React.ReactNode
  /** The success alert's words, once the work is done. */
  success?: React.ReactNode
  children: React.ReactNode
}) {
  const alertId = `${idPrefix}-alert`
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={failure ? alertId : undefined}
      aria-busy={busy}
      className="space-y-6"
    >
      {notice}
      {failure ? (
        <FormAlert id={alertId} tone="error" title={failure.title}>
          <p>{failure.text}</p>
        </FormAlert>
      ) : null}
      {success ? (
        <FormAlert tone="success">
          <p>{success}</p>
        </FormAlert>
      ) : null}
      {children}
    </form>
  )
}
