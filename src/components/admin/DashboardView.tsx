import { DEFAULT_LOCALE, languageOf } from '@domain/i18n/locales'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'
import { isAdmin } from '@domain/roles'
import {
  CRISIS_USAGE_CHART_DAYS,
  CRISIS_VERIFY_MAX_AGE_DAYS,
  SUBMISSIONS_CHART_WEEKS,
} from '@domain/constants'
import { NEVER_VERIFIED } from '@domain/crisis/verification'
import { CRISIS_USAGE_EVENT_LABELS } from '@domain/crisis/usage'
import { REVIEW_AFTER_DAYS } from '@domain/events/rules'
import { HealthPanel } from './HealthPanel'
import {
  readCrisisResourcesToVerify,
  readDashboardCharts,
  readEventsToReview,
  readNewSubmissions,
  readNotificationOverview,
  readRecentEdits,
  readSignInAlerts,
  readUntranslated,
  TRANSLATED_LOCALES,
} from '@/lib/cms/admin'
import { MAIL_SETUP_HREF } from '@domain/forms/notification'
import { BarChart } from './BarChart'
import { Panel, TeamAdminView, teamMemberOf, When } from './TeamAdminView'

/**
 * /admin/dashboard: the signed-in member's to-dos first (crisis lines to re-check, past events
 * to review, pages without Spanish, unread submissions, whether the team is e-mailed about them), then the
 * site at a glance (charts, recent edits, server health).
 */
export async function DashboardView(props: AdminViewServerProps) {
  const user = teamMemberOf(props, '/admin/dashboard')
  const { payload } = props.initPageResult.req
  const [edits, overdue, submissions, charts, untranslated, notifications, signIns, ended] =
    await Promise.all([
      readRecentEdits(payload, user),
      readCrisisResourcesToVerify(payload, user),
      readNewSubmissions(payload, user),
      readDashboardCharts(payload, user),
      readUntranslated(payload, user),
      readNotificationOverview(payload, user),
      readSignInAlerts(payload, user),
      readEventsToReview(payload, user),
    ])
  const usageTotal = charts.crisisUsage.days.reduce((sum, d) => sum + d.value, 0)
  const submissionsTotal = charts.submissionsPerWeek?.reduce((sum, w) => sum + w.value, 0) ?? 0
  const name = 'name' in user && typeof user.name === 'string' ? user.name : user.email

  return (
    <TeamAdminView
      props={props}
      user={user}
      title="Dashboard"
      description="What needs your attention first, then how the site is doing."
    >
      <p className="team-admin__welcome">
        Signed in as <strong>{name}</strong> ({isAdmin(user) ? 'admin' : 'editor'}).
      </p>
      <section className="team-admin__section" aria-labelledby="dash-todos">
        <h2 id="dash-todos" className="team-admin__section-title">
          Your to-dos
        </h2>
        <div className="team-admin__grid">
          {signIns.total > 0 ? (
            <Panel
              level={3}
              title="Sign-in alerts"
              id="dash-sign-in-alerts"
              link={{ href: signIns.listHref, label: 'All your sign-in alerts' }}
            >
              <p className="team-admin__warning">
                <strong>
                  Someone tried many times to sign in to your account. If it was not you, they may
                  be guessing your password.
                </strong>{' '}
                They are slowed down and your account is not locked. If your password is one you use
                anywhere else, change it on <a href="/admin/account">your account</a>. Delete an
                alert once you have read it.
              </p>
              <ul className="team-admin__list">
                {signIns.alerts.map((a) => (
                  <li key={a.id}>
                    <a href={`/admin/collections/sign-in-alerts/${String(a.id)}`}>{a.summary}</a>
                    <span className="team-admin__muted">
                      <When iso={a.createdAt} />
                    </span>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}

          <Panel
            level={3}
            title="Crisis resources needing verification"
            id="dash-crisis"
            link={{ href: '/admin/collections/crisis-resources', label: 'All crisis resources' }}
          >
            {overdue.length === 0 ? (
              <p>Every crisis line was verified in the last {CRISIS_VERIFY_MAX_AGE_DAYS} days.</p>
            ) : (
              <>
                <p>
                  Never verified by the team, or not for more than {CRISIS_VERIFY_MAX_AGE_DAYS}{' '}
                  days: call, text or check each line’s own page (its “Source”), then set its “Last
                  verified” date.
                </p>
                <ShortList
                  items={overdue.map((r) => (
                    <li key={r.id}>
                      <a href={r.href}>{r.name}</a>
                      <span className="team-admin__muted">
                        {r.lastVerified ? (
                          <>
                            Last verified <When iso={r.lastVerified} />
                          </>
                        ) : (
                          NEVER_VERIFIED
                        )}
                      </span>
                    </li>
                  ))}
                />
              </>
            )}
          </Panel>

          <Panel
            level={3}
            title="Past events to review"
            id="dash-events-review"
            link={{ href: '/admin/collections/events', label: 'All events' }}
          >
            {ended.length === 0 ? (
              <p>
                No published event ended more than {REVIEW_AFTER_DAYS} days ago without being
                published again since.
              </p>
            ) : (
              <>
                <p>
                  These ended more than {REVIEW_AFTER_DAYS} days ago and nobody has published them
                  since. Their pages are still on the site, among past events: check what each says
                  now that it is over (a recap or photos are welcome), then publish it again, or
                  unpublish it. Either takes it off this list.
                </p>
                <ShortList
                  items={ended.map((e) => (
                    <li key={e.id}>
                      <a href={e.href}>{e.title}</a>
                      <span className="team-admin__muted">
                        Ended <When iso={e.lastEndsAt} />
                      </span>
                    </li>
                  ))}
                />
              </>
            )}
          </Panel>

          {TRANSLATED_LOCALES.map((locale) => {
            const language = languageOf(locale)
            const name = language.englishName
            const items = untranslated.filter((item) => item.locale === locale)
            return (
              <Panel
                key={locale}
                title={`Not yet in ${name}`}
                id={`dash-untranslated-${locale}`}
                level={3}
              >
                {items.length === 0 ? (
                  <p>Everything has its {name}.</p>
                ) : (
                  <>
                    <p>
                      {name} visitors see these in {languageOf(DEFAULT_LOCALE).englishName}. Open
                      one (it opens in {language.name}) and write its {name}.
                    </p>
                    <ShortList
                      items={items.map((item) => (
                        <li key={`${item.kind}-${item.id}`}>
                          <a href={item.href}>{item.name}</a>
                          <span className="team-admin__muted">{item.kind}</span>
                        </li>
                      ))}
                    />
                  </>
                )}
              </Panel>
            )
          })}

          {submissions ? (
            <Panel
              title="Unread form submissions"
              id="dash-submissions"
              level={3}
              link={{ href: submissions.listHref, label: 'All submissions' }}
            >
              {submissions.total === 0 ? (
                <p>Nothing new. You are all caught up.</p>
              ) : (
                <>
                  <p>
                    {submissions.total} submission{submissions.total === 1 ? '' : 's'} marked “New”.
                    Open one to read it, then set its status to “In progress” or “Done”.
                  </p>
                  <ul className="team-admin__list">
                    {submissions.latest.map((s) => (
                      <li key={s.id}>
                        <a href={s.href}>{s.title}</a>
                        <span className="team-admin__muted">
                          <When iso={s.createdAt} />
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Panel>
          ) : null}

          {notifications ? (
            <Panel title="Team e-mails about submissions" id="dash-notifications" level={3}>
              {notifications.mailConfigured ? (
                <p>
                  E-mail is set up: the team is e-mailed about each new contact, volunteer and
                  PROJECT: SILHOUETTE submission.
                </p>
              ) : (
                <p className="team-admin__warning">
                  <strong>Nobody is e-mailed about new submissions.</strong> E-mail is not set up on
                  this site, so notifications are only written to the server log. Check this
                  dashboard for new submissions, and ask whoever runs the server to set up e-mail:{' '}
                  <a href={MAIL_SETUP_HREF}>Integrations → Email</a> says how.
                </p>
              )}
              {notifications.notNotified > 0 ? (
                <p>
                  Nobody was e-mailed about{' '}
                  <a href={notifications.listHref}>
                    {notifications.notNotified} submission
                    {notifications.notNotified === 1 ? '' : 's'}
                  </a>
                  .
                </p>
              ) : (
                <p className="team-admin__muted">
                  No stored submission is missing its team e-mail.
                </p>
              )}
            </Panel>
          ) : null}
        </div>
      </section>

      <section className="team-admin__section" aria-labelledby="dash-glance">
        <h2 id="dash-glance" className="team-admin__section-title">
          The site at a glance
        </h2>
        <div className="team-admin__grid">
          <Panel
            title={`Crisis help used (last ${CRISIS_USAGE_CHART_DAYS} days)`}
            id="dash-crisis-usage"
            level={3}
            link={{ href: '/admin/collections/crisis-usage', label: 'All counts' }}
          >
            <BarChart
              title={`Crisis help used per day, last ${CRISIS_USAGE_CHART_DAYS} days`}
              summary={`${usageTotal} time${usageTotal === 1 ? '' : 's'} in ${CRISIS_USAGE_CHART_DAYS} days (UTC days).`}
              bars={charts.crisisUsage.days}
              formatLabel={formatDay}
              valueHeading="Times used"
            />
            <ul className="team-admin__totals">
              {charts.crisisUsage.byEvent.map(({ event, total }) => (
                <li key={event}>
                  {CRISIS_USAGE_EVENT_LABELS[event]}: <strong>{total}</strong>
                </li>
              ))}
            </ul>
            <p className="team-admin__muted">
              Anonymous counts: no person, time or address is kept, and browsers asking not to be
              tracked are not counted.
            </p>
          </Panel>

          {charts.submissionsPerWeek ? (
            <Panel title="Form submissions per week" id="dash-submissions-weekly" level={3}>
              <BarChart
                title={`Form submissions per week, last ${SUBMISSIONS_CHART_WEEKS} weeks`}
                summary={`${submissionsTotal} submission${submissionsTotal === 1 ? '' : 's'} in ${SUBMISSIONS_CHART_WEEKS} weeks.`}
                bars={charts.submissionsPerWeek}
                formatLabel={(monday) => `Week of ${formatDay(monday)}`}
                valueHeading="Submissions"
              />
            </Panel>
          ) : null}

          <Panel title="Recent edits" id="dash-edits" level={3}>
            {edits.length === 0 ? (
              <p>No pages, stories, menus or crisis resources yet.</p>
            ) : (
              <ul className="team-admin__list">
                {edits.map((e) => (
                  <li key={e.href}>
                    <a href={e.href}>{e.title}</a>
                    <span className="team-admin__muted">
                      {e.kind}
                      {e.status === 'draft' ? ' · draft' : ''}
                      {e.author ? ` · saved by ${e.author}` : ''} · <When iso={e.updatedAt} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel title="Site health" id="dash-health" level={3}>
            <HealthPanel />
          </Panel>
        </div>
      </section>
    </TeamAdminView>
  )
}

/** The first few items of a to-do list; the rest one click away, so the next to-do stays near. */
function ShortList({ items, visible = 6 }: { items: React.ReactNode[]; visible?: number }) {
  const rest = items.slice(visible)
  return (
    <>
      <ul className="team-admin__list">{items.slice(0, visible)}</ul>
      {rest.length > 0 ? (
        <details className="team-admin__details">
          <summary>Show {rest.length} more</summary>
          <ul className="team-admin__list">{rest}</ul>
        </details>
      ) : null}
    </>
  )
}

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
