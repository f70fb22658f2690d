import type { AdminViewServerProps } from 'payload'
import { isAdmin } from '@domain/roles'
import {
  CRISIS_USAGE_CHART_DAYS,
  CRISIS_VERIFY_MAX_AGE_DAYS,
  SUBMISSIONS_CHART_WEEKS,
} from '@domain/constants'
import { NEVER_VERIFIED } from '@domain/crisis/verification'
import { CRISIS_USAGE_EVENT_LABELS } from '@domain/crisis/usage'
import { HealthPanel } from './HealthPanel'
import {
  readCrisisResourcesToVerify,
  readDashboardCharts,
  readNewSubmissions,
  readRecentEdits,
  readUntranslated,
} from '@/lib/cms/admin'
import { BarChart } from './BarChart'
import { Panel, TeamAdminView, When } from './TeamAdminView'

/** /admin/dashboard: site health, recent edits, crisis lines to re-check, new submissions. */
export function DashboardView(props: AdminViewServerProps) {
  return (
    <TeamAdminView
      props={props}
      path="/admin/dashboard"
      title="Dashboard"
      description="How the site is doing and what needs your attention."
    >
      {(user) => <DashboardPanels props={props} user={user} />}
    </TeamAdminView>
  )
}

async function DashboardPanels({
  props,
  user,
}: {
  props: AdminViewServerProps
  user: Parameters<typeof readRecentEdits>[1]
}) {
  const { payload } = props.initPageResult.req
  const [edits, overdue, submissions, charts, untranslated] = await Promise.all([
    readRecentEdits(payload, user),
    readCrisisResourcesToVerify(payload, user),
    readNewSubmissions(payload, user),
    readDashboardCharts(payload, user),
    readUntranslated(payload, user),
  ])
  const usageTotal = charts.crisisUsage.days.reduce((sum, d) => sum + d.value, 0)
  const submissionsTotal = charts.submissionsPerWeek?.reduce((sum, w) => sum + w.value, 0) ?? 0
  const name = 'name' in user && typeof user.name === 'string' ? user.name : user.email

  return (
    <>
      <p className="team-admin__welcome">
        Signed in as <strong>{name}</strong> ({isAdmin(user) ? 'admin' : 'editor'}).
      </p>
      <div className="team-admin__grid">
        <Panel title="Site health" id="dash-health">
          <HealthPanel />
        </Panel>

        <Panel
          title="Crisis resources needing verification"
          id="dash-crisis"
          action={
            <a className="team-admin__link" href="/admin/collections/crisis-resources">
              All crisis resources
            </a>
          }
        >
          {overdue.length === 0 ? (
            <p>Every crisis line was verified in the last {CRISIS_VERIFY_MAX_AGE_DAYS} days.</p>
          ) : (
            <>
              <p>
                Never verified by the team, or not for more than {CRISIS_VERIFY_MAX_AGE_DAYS} days:
                call, text or check each line’s own page (its “Source”), then set its “Last
                verified” date.
              </p>
              <ul className="team-admin__list">
                {overdue.map((r) => (
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
              </ul>
            </>
          )}
        </Panel>

        <Panel title="Not yet in Spanish" id="dash-untranslated">
          {untranslated.length === 0 ? (
            <p>Everything has its Spanish.</p>
          ) : (
            <>
              <p>
                These show the English on the Spanish site (/es). Open one, switch the locale to
                Español at the top and write its Spanish.
              </p>
              <ul className="team-admin__list">
                {untranslated.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <a href={item.href}>{item.name}</a>
                    <span className="team-admin__muted">{item.kind}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>

        <Panel
          title={`Crisis help used (last ${CRISIS_USAGE_CHART_DAYS} days)`}
          id="dash-crisis-usage"
          action={
            <a className="team-admin__link" href="/admin/collections/crisis-usage">
              All counts
            </a>
          }
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
          <Panel title="Form submissions per week" id="dash-submissions-weekly">
            <BarChart
              title={`Form submissions per week, last ${SUBMISSIONS_CHART_WEEKS} weeks`}
              summary={`${submissionsTotal} submission${submissionsTotal === 1 ? '' : 's'} in ${SUBMISSIONS_CHART_WEEKS} weeks.`}
              bars={charts.submissionsPerWeek}
              formatLabel={(monday) => `Week of ${formatDay(monday)}`}
              valueHeading="Submissions"
            />
          </Panel>
        ) : null}

        <Panel title="Recent edits" id="dash-edits">
          {edits.length === 0 ? (
            <p>No pages, menus or crisis resources yet.</p>
          ) : (
            <ul className="team-admin__list">
              {edits.map((e) => (
                <li key={e.href}>
                  <a href={e.href}>{e.title}</a>
                  <span className="team-admin__muted">
                    {e.kind}
                    {e.status === 'draft' ? ' · draft' : ''} · <When iso={e.updatedAt} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        {submissions ? (
          <Panel
            title="New form submissions"
            id="dash-submissions"
            action={
              <a className="team-admin__link" href={submissions.listHref}>
                All submissions
              </a>
            }
          >
            {submissions.total === 0 ? (
              <p>Nothing new. You are all caught up.</p>
            ) : (
              <>
                <p>
                  {submissions.total} new submission{submissions.total === 1 ? '' : 's'}.
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
      </div>
    </>
  )
}

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
