'use client'
import { Pill, useRowLabel } from '@payloadcms/ui'
import { rowSummary } from '@domain/row-summary'

type Props = {
  /** The row's field that names it ("name", "title", "label"). */
  titleField?: string
  /** What an unnamed row is ("Menu item"): "New menu item (no name yet)". */
  noun?: string
  /** An array field of the row to count ("items"), said with `countNoun` ("link"/"links"). */
  countField?: string
  countNoun?: [string, string]
}

/**
 * An array row named after its content, for the admin's collapsed rows: "Who We Are · 3 links"
 * instead of "Section 01".
 */
export function ContentRowLabel({
  titleField = 'title',
  noun = 'Row',
  countField,
  countNoun = ['item', 'items'],
}: Props) {
  const { data } = useRowLabel<Record<string, unknown>>()
  const raw = data?.[titleField]
  const title = typeof raw === 'string' && raw.trim() ? raw.trim() : null
  const list = countField ? data?.[countField] : undefined
  const count = Array.isArray(list) ? list.length : null
  const name = title ?? `New ${noun.toLowerCase()} (no name yet)`
  return (
    <span className="row-label" data-row-name={name}>
      {name}
      {count !== null && (
        <span style={{ color: 'var(--theme-elevation-500)' }}>
          {' '}
          · {count} {count === 1 ? countNoun[0] : countNoun[1]}
        </span>
      )}
    </span>
  )
}

/**
 * A page block's row: its number, its kind and what it says ("03 Text section · We started in
 * 2019…", domain/row-summary.ts) instead of every row reading "Text section · Untitled".
 */
export function BlockRowLabel({ blockLabel }: { blockLabel: string }) {
  const { data, rowNumber } = useRowLabel<unknown>()
  const summary = rowSummary(data)
  return (
    <span
      className="row-label"
      data-row-name={summary ? `${blockLabel} · ${summary}` : blockLabel}
      style={{ display: 'inline-flex', gap: '0.5rem', minWidth: 0 }}
    >
      <span className="blocks-field__block-number">
        {String((rowNumber ?? 0) + 1).padStart(2, '0')}
      </span>
      <Pill pillStyle="white" size="small">
        {blockLabel}
      </Pill>
      <span
        style={{
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: summary ? undefined : 'var(--theme-elevation-500)',
        }}
      >
        {summary || 'Empty so far'}
      </span>
    </span>
  )
}
