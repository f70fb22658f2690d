import type { UIFieldServerComponent } from 'payload'
import { isAdmin } from '@domain/roles'
import { readAdminNames } from '@/lib/cms/admin'

const list = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`

/**
 * At the top of Site settings, for anyone who may read but not change them (editors): why the
 * fields are greyed out and whom to ask. Admins, who can change them, see nothing here.
 */
export const WhoCanChange: UIFieldServerComponent = async ({ req, payload }) => {
  if (isAdmin(req.user)) return null
  const admins = await readAdminNames(payload)
  return (
    <div
      role="note"
      style={{
        marginBottom: 'calc(var(--base) * 1.5)',
        padding: 'calc(var(--base) * 0.75)',
        border: '1px solid var(--theme-elevation-250)',
        borderLeft: '4px solid var(--theme-warning-500)',
        borderRadius: 'var(--style-radius-s, 4px)',
        background: 'var(--theme-elevation-50)',
        color: 'var(--theme-text)',
      }}
    >
      <strong>Only admins can change site settings.</strong> You can read them here; the fields are
      greyed out because your account is an editor. To change the phone number, address or anything
      else on this page, ask an admin
      {admins.length ? `: ${list(admins)}` : ''}.
    </div>
  )
}
