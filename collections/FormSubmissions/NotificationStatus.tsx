'use client'

import { FieldLabel, useFormFields } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'
import {
  MAIL_SETUP_HREF,
  STAFF_NOTIFICATION_LABELS,
  STAFF_NOTIFICATION_STATES,
  type StaffNotificationState,
  staffNotificationSentence,
} from '@domain/forms/notification'

const isState = (v: unknown): v is StaffNotificationState =>
  typeof v === 'string' && (STAFF_NOTIFICATION_STATES as readonly string[]).includes(v)

/**
 * The submission's "Team notification" in the sidebar: whether a mail server accepted the
 * team's e-mail, and if not, a plain sentence saying nobody was notified and where e-mail is
 * set up.
 */
export const NotificationStatus: SelectFieldClientComponent = ({ field, path }) => {
  const [value, detail] = useFormFields(([fields]) => [
    fields[path ?? 'staffNotification']?.value,
    fields.staffNotificationDetail?.value,
  ])
  const state = isState(value) ? value : null
  const notified = state === 'sent'
  const id = `field-${(path ?? 'staffNotification').replace(/\./g, '__')}`
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field?.label ?? 'Team notification'} path={path} htmlFor={id} />
      <div
        id={id}
        role="status"
        style={{
          padding: 'calc(var(--base) * 0.6)',
          borderRadius: 'var(--style-radius-s, 4px)',
          border: `1px solid ${notified ? 'var(--theme-success-500)' : 'var(--theme-warning-500)'}`,
          background: notified ? 'var(--theme-success-50)' : 'var(--theme-warning-50)',
          color: 'var(--theme-text)',
        }}
      >
        <strong>{state ? STAFF_NOTIFICATION_LABELS[state] : 'Not recorded'}</strong>
        <p style={{ margin: '0.4em 0 0' }}>
          {staffNotificationSentence(state, typeof detail === 'string' ? detail : null)}
        </p>
        {state && state !== 'sent' ? (
          <p style={{ margin: '0.4em 0 0' }}>
            <a href={MAIL_SETUP_HREF}>How e-mail is set up (Integrations)</a>
          </p>
        ) : null}
      </div>
    </div>
  )
}
