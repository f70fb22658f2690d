import 'server-only'
import { type Field, type Payload, type PayloadRequest, ValidationError } from 'payload'
import { languageOf, type Locale } from '@domain/i18n/locales'
import { authorName, readAuthorNames } from './authors'
import {
  blockFields,
  type Data,
  dataFields,
  diffDocuments,
  type HistoryCollection,
  rec,
  type VersionEntry,
  withoutIds,
} from './diff'

/**
 * The "History" panel of the edit screens of pages and crisis lines: each saved version with its
 * author and what it changed, what restoring it would change now, and restoring one language of
 * it. Reads and writes run with the signed-in member's own access.
 */
type User = NonNullable<PayloadRequest['user']>

/** The newest versions of a document (at most `limit`), each told apart for the editor. */
export async function readVersionHistory(
  payload: Payload,
  user: User,
  collection: HistoryCollection,
  id: number | string,
  limit = 12,
): Promise<VersionEntry[]> {
  const fields = payload.collections[collection].config.fields
  const newest = {
    collection,
    sort: '-updatedAt',
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    user,
  } as const
  // One more than shown: the version before the oldest shown, to say what that one changed.
  const result = await payload.findVersions({
    ...newest,
    where: { parent: { equals: id } },
    limit: limit + 1,
  })
  const versions = result.docs
  if (versions.length === 0) return []
  const names = await readAuthorNames(
    payload,
    versions.map((v) => (v.version as unknown as Record<string, unknown>).updatedBy),
  )
  const isPublished = (v: (typeof versions)[number]) =>
    (v.version as unknown as Record<string, unknown>)._status === 'published'
  const publishedAfter = (i: number) =>
    versions.slice(i + 1).find(isPublished)?.version as unknown as Data | undefined
  // A publish is told by what it made live, compared with the published version before it: that
  // one may be older than every version read here.
  const needsOlder =
    versions.length > limit &&
    versions.slice(0, limit).some((v, i) => isPublished(v) && !publishedAfter(i))
  // The newest published version older than those read, or null: what visitors saw before.
  const publishedBeforeAll = needsOlder
    ? (((
        await payload.findVersions({
          ...newest,
          where: {
            and: [
              { parent: { equals: id } },
              { 'version._status': { equals: 'published' } },
              { updatedAt: { less_than: versions[versions.length - 1].updatedAt } },
            ],
          },
          limit: 1,
        })
      ).docs[0]?.version as unknown as Data | undefined) ?? null)
    : null
  const current = versions[0].version as unknown as Data
  return versions.slice(0, limit).map((v, i) => {
    const version = v.version as unknown as Record<string, unknown>
    const previous = versions[i + 1]?.version as unknown as Data
    const lastPublished = isPublished(v) ? (publishedAfter(i) ?? publishedBeforeAll) : undefined
    const comparedWith: VersionEntry['comparedWith'] = !previous
      ? null
      : lastPublished === undefined
        ? 'previous'
        : lastPublished
          ? 'published'
          : 'nothing'
    return {
      id: v.id,
      savedAt: v.updatedAt,
      status: (version._status as 'draft' | 'published' | undefined) ?? null,
      autosave: Boolean((v as { autosave?: boolean }).autosave),
      author: authorName(version.updatedBy, names),
      changed:
        comparedWith === null
          ? null
          : diffDocuments(fields, comparedWith === 'previous' ? previous : lastPublished, version),
      comparedWith,
      restoreWouldChange: diffDocuments(fields, current, version),
      isCurrent: i === 0,
    }
  })
}

/**
 * The document as it is now in `locale`, with that language's words from the version: shared
 * fields (numbers, hours, order, slug) and the other language are left as they are now. Rows of
 * lists that every language shares keep their place; a row's words come back when the row is
 * still there.
 */
export function mergeLanguage(
  fields: Field[],
  current: Data,
  version: Data,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const now = rec(current)
  const then = rec(version)
  for (const field of dataFields(fields)) {
    if (!('name' in field)) continue
    const name = field.name
    if ('localized' in field && field.localized) {
      // Rows of a per-language list get new ids, as Payload's own "Copy to locale" does.
      out[name] =
        field.type === 'array' || field.type === 'blocks'
          ? withoutIds(then[name] ?? null)
          : (then[name] ?? null)
    } else if (field.type === 'group') {
      out[name] = mergeLanguage(field.fields, rec(now[name]), rec(then[name]))
    } else if (field.type === 'array' || field.type === 'blocks') {
      const rows = Array.isArray(now[name]) ? (now[name] as Record<string, unknown>[]) : null
      const oldRows = Array.isArray(then[name]) ? (then[name] as Record<string, unknown>[]) : []
      out[name] = rows
        ? rows.map((row) => {
            const old = oldRows.find((r) => r.id === row.id)
            if (!old) return row
            const rowFields =
              field.type === 'array' ? field.fields : blockFields(field, row.blockType)
            return {
              ...row,
              ...mergeLanguage(rowFields, row, old),
              id: row.id,
              ...(field.type === 'blocks' ? { blockType: row.blockType } : {}),
            }
          })
        : null
    } else {
      out[name] = now[name] ?? null
    }
  }
  return out
}

export type RestoreLanguage = Locale | 'all'

export class RestoreError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404,
  ) {
    super(message)
  }
}

/**
 * Restores one language of a version (a locale code) into the document, or the whole version
 * (`all`: Payload's own restore, every language and shared field). A published document stays
 * published, so visitors see the restored words at once; a document never published stays a
 * draft.
 */
export async function restoreVersion(
  payload: Payload,
  user: User,
  collection: HistoryCollection,
  id: number | string,
  versionId: number | string,
  language: RestoreLanguage,
): Promise<{ message: string }> {
  const found = await payload.findVersions({
    collection,
    where: { and: [{ id: { equals: versionId } }, { parent: { equals: id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (found.docs.length === 0)
    throw new RestoreError('Version: no such version of this document.', 404)
  const main = await payload.findByID({
    collection,
    id,
    depth: 0,
    draft: false,
    overrideAccess: false,
    user,
    select: { _status: true } as never,
  })
  const publish = (main as { _status?: string })._status === 'published'
  if (language === 'all') {
    await payload.restoreVersion({
      collection,
      id: String(versionId),
      draft: !publish,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return { message: 'Restored the whole version: both languages and the shared details.' }
  }
  const [current, version] = await Promise.all([
    payload.findByID({
      collection,
      id,
      depth: 0,
      draft: true,
      locale: language,
      fallbackLocale: false,
      overrideAccess: false,
      user,
    }),
    payload.findVersionByID({
      collection,
      id: String(versionId),
      depth: 0,
      locale: language,
      fallbackLocale: false,
      overrideAccess: false,
      user,
    }),
  ])
  const fields = payload.collections[collection].config.fields
  const data = mergeLanguage(fields, current as unknown as Data, version.version as unknown as Data)
  try {
    await payload.update({
      collection,
      id,
      locale: language,
      data: { ...data, _status: publish ? 'published' : 'draft' } as never,
      draft: !publish,
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (err) {
    if (err instanceof ValidationError)
      throw new RestoreError(
        `The ${languageOf(language).englishName} of that version cannot be restored: it lacks what is required now (${err.data.errors.map((e) => (typeof e.label === 'string' ? e.label : e.path)).join(', ')}). Nothing was changed.`,
        400,
      )
    throw err
  }
  return {
    message: `Restored the ${languageOf(language).englishName} of that version${publish ? ' and published it' : ' as a draft'}. The other languages and the shared details are unchanged.`,
  }
}
