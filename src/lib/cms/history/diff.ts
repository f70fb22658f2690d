import 'server-only'
import type { Field } from 'payload'
import { fieldAffectsData, tabHasName } from 'payload/shared'
import { LOCALES, type Locale } from '@domain/i18n/locales'

/**
 * What differs between two saved versions of a page, crisis line or story, by field label, per language
 * and for what every language shares: the words of the "History" panel (./versions.ts).
 */
export type HistoryCollection = 'pages' | 'crisis-resources' | 'stories' | 'events'

/** Changed field labels per language of the list, and of the details every language shares. */
export type Changes = Record<Locale | 'shared', string[]>
type Part = Locale | 'shared'
const PARTS: readonly Part[] = [...LOCALES, 'shared']

export type VersionEntry = {
  id: number | string
  savedAt: string
  status: 'draft' | 'published' | null
  autosave: boolean
  /** Who saved it (the `updatedBy` of the version); null for saves before authors were kept. */
  author: string | null
  /**
   * What this save changed (null for the first version): a draft compared with the version
   * before it, a publish with the version published before it (what visitors saw), or with
   * nothing when it is the first publish.
   */
  changed: Changes | null
  /** What `changed` compares with: the save before, the last publish, or nothing published yet. */
  comparedWith: 'previous' | 'published' | 'nothing' | null
  /** What restoring this version would change in the document as it is now. */
  restoreWouldChange: Changes
  /** This version is the document as it is now (the latest save). */
  isCurrent: boolean
}

/** Bookkeeping, not content: never listed as a change. */
const SKIP = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy', '_status', 'deletedAt'])

const humanize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/^./, (c) => c.toUpperCase())
const labelOf = (field: Field) =>
  'label' in field && typeof field.label === 'string'
    ? field.label
    : 'name' in field
      ? humanize(field.name)
      : ''

export type Data = Record<string, unknown> | null | undefined
export const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

/** The fields that hold data at this level, through rows, collapsibles and unnamed tabs. */
export function dataFields(fields: Field[]): Field[] {
  const out: Field[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (tabHasName(tab)) out.push({ ...tab, type: 'group' } as unknown as Field)
        else out.push(...dataFields(tab.fields))
      }
    } else if (fieldAffectsData(field)) {
      // Virtual fields are read, never saved: no version differs by them.
      if (!SKIP.has(field.name) && !('virtual' in field && field.virtual)) out.push(field)
    } else if ('fields' in field) {
      out.push(...dataFields(field.fields))
    }
  }
  return out
}

export const blockFields = (field: Field, blockType: unknown): Field[] => {
  if (field.type !== 'blocks') return []
  const block = field.blocks.find((b) => b.slug === blockType)
  return block?.fields ?? []
}

/**
 * One part of a document read with `locale: 'all'`: the words of one language (`en`, `es`) or
 * what every language shares.
 */
function project(fields: Field[], data: Data, part: Part): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const source = rec(data)
  for (const field of dataFields(fields)) {
    if (!('name' in field)) continue
    const value = source[field.name]
    if ('localized' in field && field.localized) {
      if (part !== 'shared') out[field.name] = withoutIds(rec(value)[part] ?? null)
      continue
    }
    if (field.type === 'group') {
      out[field.name] = project(field.fields, rec(value), part)
    } else if (field.type === 'array' || field.type === 'blocks') {
      out[field.name] = Array.isArray(value)
        ? value.map((row: Record<string, unknown>) => ({
            ...(part === 'shared' && field.type === 'blocks' ? { blockType: row.blockType } : {}),
            ...project(
              field.type === 'array' ? field.fields : blockFields(field, row.blockType),
              row,
              part,
            ),
          }))
        : null
    } else if (part === 'shared') {
      out[field.name] = value ?? null
    }
  }
  return out
}

/** Row ids are bookkeeping: two versions with the same words are the same. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'id')
        .map(([k, v]) => [k, withoutIds(v)]),
    )
  }
  return value
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(withoutIds(a ?? null)) === JSON.stringify(withoutIds(b ?? null))

/** The labels of the fields whose value differs between two projections. */
function changedLabels(
  fields: Field[],
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  prefix = '',
): string[] {
  const labels: string[] = []
  for (const field of dataFields(fields)) {
    if (!('name' in field) || !(field.name in a || field.name in b)) continue
    const label = prefix ? `${prefix} › ${labelOf(field)}` : labelOf(field)
    if (field.type === 'group' && !('localized' in field && field.localized)) {
      labels.push(...changedLabels(field.fields, rec(a[field.name]), rec(b[field.name]), label))
    } else if (!same(a[field.name], b[field.name])) {
      labels.push(label)
    }
  }
  return labels
}

/** What differs between two documents read with `locale: 'all'`, per language and shared. */
export const diffDocuments = (fields: Field[], before: Data, after: Data): Changes =>
  Object.fromEntries(
    PARTS.map((part) => [
      part,
      changedLabels(fields, project(fields, before, part), project(fields, after, part)),
    ]),
  ) as Changes
