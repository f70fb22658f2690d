import type { AdminViewServerProps } from 'payload'
import { isAdmin } from '@domain/roles'
import { readWebsiteOverview } from '@/lib/cms/admin'
import { readPublicSettings } from '@/lib/cms/queries'
import { Panel, TeamAdminView, teamMemberOf } from './TeamAdminView'

/** /admin/web: the public website at a glance, with the way to change each part. */
export async function WebsiteView(props: AdminViewServerProps) {
  const user = teamMemberOf(props, '/admin/web')
  const { payload } = props.initPageResult.req
  const [settings, overview] = await Promise.all([
    readPublicSettings(payload),
    readWebsiteOverview(payload, user),
  ])
  const canEditSettings = isAdmin(user)

  return (
    <TeamAdminView
      props={props}
      user={user}
      title="Website"
      description="What visitors see, and where to change it."
    >
      <div className="team-admin__grid">
        <Panel
          title="Public details"
          id="web-settings"
          link={{
            href: '/admin/globals/site-settings',
            label: canEditSettings ? 'Edit site settings' : 'View site settings',
          }}
        >
          <dl className="team-admin__facts team-admin__facts--stacked">
            <div>
              <dt>Site name</dt>
              <dd>{settings.site_name}</dd>
            </div>
            <div>
              <dt>Contact email</dt>
              <dd>{settings.contact_email}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{settings.phone_number}</dd>
            </div>
            <div>
              <dt>Mailing address</dt>
              <dd className="team-admin__pre">{settings.mailing_address}</dd>
            </div>
          </dl>
          {canEditSettings ? null : (
            <p className="team-admin__muted">Only admins change site settings.</p>
          )}
        </Panel>

        <Panel
          title="Menus"
          id="web-menus"
          link={{ href: '/admin/collections/menus', label: 'All menus' }}
        >
          <ul className="team-admin__list">
            {overview.menus.map((m) => (
              <li key={m.id}>
                <a href={`/admin/collections/menus/${m.id}`}>{m.title}</a>
                <span className="team-admin__muted">
                  {m.sections} section{m.sections === 1 ? '' : 's'} ·{' '}
                  {m.showInHeader ? 'header and mobile menu' : 'mobile menu only'}
                </span>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Content" id="web-content">
          <ul className="team-admin__list">
            <li>
              <a href="/admin/collections/pages">Pages</a>
              <span className="team-admin__muted">
                {overview.publishedPages} published · {overview.draftPages} draft
              </span>
            </li>
            <li>
              <a href="/admin/collections/crisis-resources">Crisis resources</a>
              <span className="team-admin__muted">{overview.crisisResources} lines</span>
            </li>
            <li>
              <a href="/admin/collections/media">Media library</a>
              <span className="team-admin__muted">Images and PDFs</span>
            </li>
            <li>
              <a href="/" target="_blank" rel="noopener noreferrer">
                Open the public site
              </a>
              <span className="team-admin__muted">in a new tab</span>
            </li>
          </ul>
        </Panel>
      </div>
    </TeamAdminView>
  )
}
