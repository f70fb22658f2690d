import type { AdminViewServerProps } from 'payload'
import { isAdmin } from '@domain/roles'
import { readSettingsAs } from '@/lib/cms/admin'
import { env } from '@/lib/env'
import { Panel, TeamAdminView, teamMemberOf } from './TeamAdminView'

/** /admin/integrations: analytics id, donation page and how e-mail leaves the site. */
export async function IntegrationsView(props: AdminViewServerProps) {
  const user = teamMemberOf(props, '/admin/integrations')
  const settings = await readSettingsAs(props.initPageResult.req.payload, user)
  const canEdit = isAdmin(user)
  const smtp = Boolean(env.SMTP_HOST)
  const settingsLink = {
    href: '/admin/globals/site-settings',
    label: canEdit ? 'Change in site settings' : 'View site settings',
  }

  return (
    <TeamAdminView
      props={props}
      user={user}
      title="Integrations"
      description="The outside services the site talks to."
    >
      <div className="team-admin__grid">
        <Panel title="Analytics" id="int-analytics" link={settingsLink}>
          <dl className="team-admin__facts team-admin__facts--stacked">
            <div>
              <dt>Measurement id</dt>
              <dd>{settings.analyticsMeasurementId || 'Not set: analytics is off.'}</dd>
            </div>
          </dl>
          <p className="team-admin__muted">
            Analytics only runs for visitors who agree to it, never on crisis content.
          </p>
        </Panel>

        <Panel title="Donations" id="int-donations" link={settingsLink}>
          <dl className="team-admin__facts team-admin__facts--stacked">
            <div>
              <dt>Donation page</dt>
              <dd>
                {settings.donationUrl ? (
                  <a href={settings.donationUrl} target="_blank" rel="noopener noreferrer">
                    {settings.donationUrl}
                  </a>
                ) : (
                  'Not set'
                )}
              </dd>
            </div>
          </dl>
          <p className="team-admin__muted">Donate buttons open this page in a new tab.</p>
        </Panel>

        <Panel title="Email" id="int-email">
          <dl className="team-admin__facts team-admin__facts--stacked">
            <div>
              <dt>Transport</dt>
              <dd>
                {smtp ? (
                  <>
                    SMTP server {env.SMTP_HOST}:{env.SMTP_PORT}
                    {env.SMTP_SECURE ? ' (TLS)' : ''}
                  </>
                ) : (
                  'Log only: no SMTP server is configured'
                )}
              </dd>
            </div>
            <div>
              <dt>Sender</dt>
              <dd>
                {env.EMAIL_FROM_NAME} &lt;{env.EMAIL_FROM}&gt;
              </dd>
            </div>
          </dl>
          <p className="team-admin__muted">
            {smtp
              ? 'Password resets, invitations and form notifications are sent through this server.'
              : 'Password resets, invitations and form notifications are written to the server log instead of being sent. Set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS) on the server to send them.'}
          </p>
        </Panel>
      </div>
    </TeamAdminView>
  )
}
