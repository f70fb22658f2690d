'use client'

import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useId, useRef, useState } from 'react'
import type { Changes, VersionEntry } from '@/lib/cms/history/diff'
import { DATE_TIME_WITH_ZONE } from '@domain/crisis/hours/zone'
import { LANGUAGES } from '@domain/i18n/languages.mjs'
import type { Locale } from '@domain/i18n/locales'
import { useDocumentEndpoint } from '../useDocumentEndpoint'
import './history-panel.css'

type Language = Locale | 'all'
type Part = keyof Changes

/** The details no language has of its own: "both languages" of two, "every language" of more. */
const EVERY = LANGUAGES.length === 2 ? 'both languages' : 'every language'
const nameOf = (code: string) => LANGUAGES.find((l) => l.code === code)?.englishName ?? code
const PARTS: Part[] = [...LANGUAGES.map((l) => l.code as Locale), 'shared']
const partName = (part: Part) =>
  part === 'shared' ? EVERY.charAt(0).toUpperCase() + EVERY.slice(1) : nameOf(part)

// The reader's own clock, named: "Nov 29, 2026, 3:50 AM EST".
const when = (iso: string) => new Date(iso).toLocaleString('en-US', DATE_TIME_WITH_ZONE)

type ComparedWith = NonNullable<VersionEntry['comparedWith']>
/** A draft tells what its save changed; a publish, what it made live for visitors. */
const CHANGED: Record<ComparedWith, string> = {
  previous: 'Changed:',
  published: 'Made live (since the last publish):',
  nothing: 'Published for the first time:',
}
const NO_CHANGE: Record<ComparedWith, string> = {
  previous: 'No change to the content.',
  published: 'Published again: no change to what visitors see.',
  nothing: 'Published for the first time, with no content yet.',
}

const isEmpty = (c: Changes) => PARTS.every((part) => (c[part]?.length ?? 0) === 0)

function ChangeList({ changes }: { changes: Changes }) {
  return (
    <ul className="history-panel__changes">
      {PARTS.filter((part) => (changes[part]?.length ?? 0) > 0).map((part) => (
        <li key={part}>
          <strong>{partName(part)}:</strong> {changes[part].join(', ')}
        </li>
      ))}
    </ul>
  )
}

/** What a restore replaces, said plainly before it happens. */
function restoreSentence(entry: VersionEntry, language: Language): string {
  const c = entry.restoreWouldChange
  const list = (labels: string[]) => (labels.length ? labels.join(', ') : 'nothing')
  if (language === 'all') {
    const words = LANGUAGES.map((l) => `${l.englishName} (${list(c[l.code as Locale] ?? [])})`)
    return `Replaces everything with the version of ${when(entry.savedAt)}: ${words.join(', ')} and the details ${EVERY} share (${list(c.shared)}).`
  }
  const others = LANGUAGES.filter((l) => l.code !== language).map((l) => l.englishName)
  const other = others.length === 1 ? others[0] : 'other languages'
  return `Replaces the ${nameOf(language)} words (${list(c[language])}) with those of ${when(entry.savedAt)}. The ${other} and the details ${EVERY} share (phone numbers, hours, order) stay as they are now.`
}

/**
 * The edit screen's "History" panel: each saved version with who saved it and what it changed,
 * what restoring it would change now, Payload's compare screen against the current document,
 * and restoring one language (or everything) after saying plainly what will be replaced.
 */
export function HistoryPanel() {
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const versions = useDocumentEndpoint<{ versions: VersionEntry[] }>('history')?.versions
  const [confirming, setConfirming] = useState<{ entry: VersionEntry; language: Language } | null>(
    null,
  )
  const [busy, setBusy] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (confirming && !dialog.open) dialog.showModal()
    if (!confirming && dialog.open) dialog.close()
  }, [confirming])

  const restore = async () => {
    if (!confirming || !id || !collectionSlug) return
    setBusy(true)
    try {
      const res = await fetch(
        formatAdminURL({ apiRoute: config.routes.api, path: `/${collectionSlug}/${id}/restore` }),
        {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ version: confirming.entry.id, language: confirming.language }),
        },
      )
      const json = (await res.json().catch(() => ({}))) as { message?: string }
      if (!res.ok) {
        toast.error(json.message ?? 'The version could not be restored.')
        setBusy(false)
        return
      }
      toast.success(json.message ?? 'Restored.')
      // A full load: the form starts again from the restored document.
      window.location.reload()
    } catch {
      toast.error('The version could not be restored. Check your connection and try again.')
      setBusy(false)
    }
  }

  if (!id || !collectionSlug || !versions) return null
  const latest = versions.find((v) => v.isCurrent)
  // Payload's comparison reads from `versionFrom` (left, struck out where it changed) to the
  // version in the path (right, highlighted): the older save first, so the change reads old → new.
  const compareHref = (entry: VersionEntry) =>
    latest && latest.id !== entry.id
      ? `${formatAdminURL({
          adminRoute: config.routes.admin,
          path: `/collections/${collectionSlug}/${id}/versions/${latest.id}`,
        })}?versionFrom=${entry.id}`
      : formatAdminURL({
          adminRoute: config.routes.admin,
          path: `/collections/${collectionSlug}/${id}/versions/${entry.id}`,
        })

  return (
    <section className="history-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="history-panel__heading">
        History
      </h3>
      <p className="history-panel__lead">
        Each save, newest first. Restoring brings back one language at a time, unless you choose
        everything.
      </p>
      {versions.length === 0 ? (
        <p>No saved versions yet.</p>
      ) : (
        <ol className="history-panel__list">
          {versions.map((entry) => (
            <li key={entry.id} className="history-panel__item" data-version-id={entry.id}>
              <p className="history-panel__meta">
                <strong>{when(entry.savedAt)}</strong>
                {' · '}
                {entry.author ? `saved by ${entry.author}` : 'author not recorded'}
                {' · '}
                {entry.status === 'published'
                  ? 'published'
                  : entry.autosave
                    ? 'draft (saved automatically)'
                    : 'draft'}
                {entry.isCurrent && ' · current'}
              </p>
              {entry.changed ? (
                isEmpty(entry.changed) ? (
                  <p className="history-panel__none">
                    {NO_CHANGE[entry.comparedWith ?? 'previous']}
                  </p>
                ) : (
                  <>
                    <p className="history-panel__label">
                      {CHANGED[entry.comparedWith ?? 'previous']}
                    </p>
                    <ChangeList changes={entry.changed} />
                  </>
                )
              ) : (
                <p className="history-panel__none">First version.</p>
              )}
              {!entry.isCurrent && (
                <>
                  {isEmpty(entry.restoreWouldChange) ? (
                    <p className="history-panel__none">Same content as now.</p>
                  ) : (
                    <>
                      <p className="history-panel__label">Restoring it would change:</p>
                      <ChangeList changes={entry.restoreWouldChange} />
                    </>
                  )}
                  <div className="history-panel__actions">
                    <a className="history-panel__link" href={compareHref(entry)}>
                      Compare with now
                    </a>
                    {LANGUAGES.map((l) => l.code as Locale)
                      .filter((language) => (entry.restoreWouldChange[language]?.length ?? 0) > 0)
                      .map((language) => (
                        <Button
                          key={language}
                          buttonStyle="secondary"
                          size="small"
                          onClick={() => setConfirming({ entry, language })}
                        >
                          Restore {nameOf(language)} only
                        </Button>
                      ))}
                    {!isEmpty(entry.restoreWouldChange) && (
                      <Button
                        buttonStyle="secondary"
                        size="small"
                        onClick={() => setConfirming({ entry, language: 'all' })}
                      >
                        Restore everything
                      </Button>
                    )}
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <dialog
        ref={dialogRef}
        className="history-panel__dialog"
        aria-labelledby={`${headingId}-confirm`}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <>
            <h2 id={`${headingId}-confirm`}>
              {confirming.language === 'all'
                ? 'Restore everything?'
                : `Restore the ${nameOf(confirming.language)} only?`}
            </h2>
            <p>{restoreSentence(confirming.entry, confirming.language)}</p>
            <p>
              A published page, line or story is published again at once, so visitors see the result
              within seconds. The current content stays in the history, so you can undo this.
            </p>
            <div className="history-panel__dialog-actions">
              <Button buttonStyle="primary" onClick={() => void restore()} disabled={busy}>
                {busy ? 'Restoring…' : 'Restore'}
              </Button>
              <Button buttonStyle="secondary" onClick={() => setConfirming(null)} disabled={busy}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </dialog>
    </section>
  )
}
