'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** The server judges the current password; the browser only sends it. */
const anyValue = () => true as const

/**
 * "Current password" on one's own account screen (/admin/account): sent with the save and
 * checked by the server when the e-mail address or password changes
 * (collections/Users/hooks.ts, requireCurrentPassword). Its error shows under this field.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="current-password"
    field={field}
    path={path ?? field.name}
    validate={anyValue}
  />
)
