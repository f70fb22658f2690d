'use client'

import { useCallback, useEffect, useState } from 'react'
import { type HealthResponse, readHealth } from '@/lib/api/health'
import { STATUS_POLL_INTERVAL_MS } from '@domain/constants'

type Reading =
  | { state: 'checking' }
  | { state: 'ok' | 'degraded'; body: HealthResponse; at: Date }
  | { state: 'unreachable'; message: string; at: Date }

function formatUptime(seconds: number) {
  const d = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  if (d > 0) return `${d} d ${h} h`
  if (h > 0) return `${h} h ${m} min`
  return `${m} min`
}

// The reader's own clock, named: "3:50:12 AM EST".
const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
})

/**
 * Site health, last on the dashboard: the status in words, with the server's figures
 * (database, uptime, memory) folded under "Server details". Site health on the dashboard ("a periodic status check component with a 30000 ms
 * interval"): GET /api/health now and every 30 s, and again when the tab comes back.
 */
export function HealthPanel() {
  const [reading, setReading] = useState<Reading>({ state: 'checking' })

  const check = useCallback(async (signal?: AbortSignal) => {
    const { body, message } = await readHealth(signal).catch((err: Error) => ({
      body: null,
      message: err.message,
    }))
    if (signal?.aborted) return
    if (body) {
      setReading({ state: body.status === 'healthy' ? 'ok' : 'degraded', body, at: new Date() })
    } else {
      setReading({
        state: 'unreachable',
        message: message || 'The server did not answer.',
        at: new Date(),
      })
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    void check(controller.signal)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check(controller.signal)
    }
    const timer = window.setInterval(onVisible, STATUS_POLL_INTERVAL_MS)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      controller.abort()
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [check])

  const summary =
    reading.state === 'checking'
      ? 'Checking…'
      : reading.state === 'ok'
        ? 'Healthy'
        : reading.state === 'degraded'
          ? 'Unhealthy'
          : 'Unreachable'

  return (
    <div className="team-admin__health">
      <p className="team-admin__health-status" role="status" aria-live="polite">
        <span className={`team-admin__dot team-admin__dot--${reading.state}`} aria-hidden="true" />
        <span>
          Status: <strong>{summary}</strong>
        </span>
      </p>
      {reading.state === 'ok' || reading.state === 'degraded' ? (
        <details className="team-admin__details">
          <summary>Server details (for whoever runs the server)</summary>
          <dl className="team-admin__facts">
            <div>
              <dt>Database</dt>
              <dd>{reading.body.database ?? 'unknown'}</dd>
            </div>
            {typeof reading.body.uptime === 'number' ? (
              <div>
                <dt>Uptime</dt>
                <dd>{formatUptime(reading.body.uptime)}</dd>
              </div>
            ) : null}
            {reading.body.memory ? (
              <div>
                <dt>Memory</dt>
                <dd>
                  {reading.body.memory.used} MB of {reading.body.memory.total} MB
                </dd>
              </div>
            ) : null}
          </dl>
        </details>
      ) : null}
      {reading.state === 'unreachable' ? (
        <p className="team-admin__muted">{reading.message}</p>
      ) : null}
      {reading.state !== 'checking' ? (
        <p className="team-admin__muted team-admin__small">
          Last checked {timeFormat.format(reading.at)}; checks again every{' '}
          {STATUS_POLL_INTERVAL_MS / 1000} seconds.{' '}
          <button type="button" className="team-admin__text-button" onClick={() => void check()}>
            Check now
          </button>
        </p>
      ) : null}
    </div>
  )
}
