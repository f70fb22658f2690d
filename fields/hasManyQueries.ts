import type { CollectionBeforeOperationHook, CollectionSlug, PayloadRequest, Where } from 'payload'

/**
 * Queries on a hasMany select (`where[specialization][…]=…`) answered about a document's list
 * of values, as on MongoDB. Payload's Postgres adapter joins the values table and tests each
 * value on its own, which gets these wrong:
 *
 * - `not_in` / `not_equals` matched a document as soon as it had one other value
 *   (`not_in=peer-support` returned the lines with peer support too): here the documents that
 *   have one of the values are left out by id;
 * - a value that is not an option (`in=lgbtq`) is not a value of the column's enum, and
 *   Postgres refused the query (500): such a value matches nothing;
 * - `like` / `not_like` / `contains` (ilike on an enum) and comparisons with a word that is not
 *   an option failed, and `all` is not implemented: here they become the options they name
 *   (`like=peer` is `in=peer-support`, `greater_than=s` the options after "s"), and `all` the
 *   documents that have every value.
 *
 * `exists`, and `equals` / `not_equals` null, are Payload's own. Runs before every query of the
 * collection (the Local API, REST, the admin's list filter).
 */
/**
 * Set on a field's `custom` when its collection runs hasManySelectQueries for it: the REST guard
 * (src/lib/security/rest-guard.ts) then lets every operator through to the hook.
 */
export const QUERIES_REWRITTEN = 'queriesRewritten'

export function hasManySelectQueries(field: string): CollectionBeforeOperationHook {
  return async ({ args, collection, req }) => {
    const where = (args as { where?: Where }).where
    if (!isObject(where) || !mentions(where, field)) return args
    const config = collection.flattenedFields.find((f) => f.name === field)
    if (!config || config.type !== 'select') return args
    const options = config.options.map((o) => (typeof o === 'string' ? o : o.value))
    const draft = Boolean((args as { draft?: boolean }).draft)
    const ids = (values: string[]) => idsWithAnyOf(req, collection.slug, field, values, draft)
    return { ...args, where: await rewrite(where, field, options, ids) }
  }
}

type Id = number | string

const COMPARE: Record<string, (value: string, bound: string) => boolean> = {
  greater_than: (v, b) => v > b,
  greater_than_equal: (v, b) => v >= b,
  less_than: (v, b) => v < b,
  less_than_equal: (v, b) => v <= b,
}
/** A condition no document meets. */
const NOTHING: Where = { id: { exists: false } }

/** The documents that have one of `values`, whatever the caller may read: only their ids are
 * used, to narrow a query whose own access rules still apply. */
async function idsWithAnyOf(
  req: PayloadRequest,
  collection: string,
  field: string,
  values: string[],
  draft: boolean,
): Promise<Id[]> {
  if (!values.length) return []
  const { docs } = await req.payload.find({
    collection: collection as CollectionSlug,
    where: { [field]: { in: values } },
    overrideAccess: true,
    draft,
    select: { id: true } as never,
    depth: 0,
    pagination: false,
    req,
  })
  return docs.map((doc) => (doc as { id: Id }).id)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The values a REST query or the Local API gives: "a,b", ["a", "b"] or "a". */
const valuesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .filter(Boolean)

function mentions(where: Record<string, unknown>, field: string): boolean {
  return Object.entries(where).some(([key, value]) =>
    (key === 'and' || key === 'or') && Array.isArray(value)
      ? value.some((w) => isObject(w) && mentions(w, field))
      : key === field,
  )
}

async function rewrite(
  where: Record<string, unknown>,
  field: string,
  options: string[],
  ids: (values: string[]) => Promise<Id[]>,
): Promise<Where> {
  const kept: Record<string, unknown> = {}
  const conditions: Where[] = []
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value))
      kept[key] = await Promise.all(
        value.map((w) => (isObject(w) ? rewrite(w, field, options, ids) : w)),
      )
    else if (key === field && isObject(value))
      for (const [operator, operand] of Object.entries(value))
        conditions.push(await condition(field, operator, operand, options, ids))
    else kept[key] = value
  }
  if (!conditions.length) return kept as Where
  return { and: [...(Object.keys(kept).length ? [kept as Where] : []), ...conditions] }
}

async function condition(
  field: string,
  operator: string,
  operand: unknown,
  options: string[],
  ids: (values: string[]) => Promise<Id[]>,
): Promise<Where> {
  // `equals: null` asks whether there is no value at all, which Payload answers right.
  if (operand === null && (operator === 'equals' || operator === 'not_equals'))
    return { [field]: { [operator]: operand } }
  const known = valuesOf(operand).filter((v) => options.includes(v))
  /** Options whose value holds every word of the operand, as `like` finds text. */
  const named = () => {
    const words = String(operand).toLowerCase().split(/\s+/).filter(Boolean)
    return options.filter((o) => words.every((w) => o.toLowerCase().includes(w)))
  }
  const having = (values: string[]) => (values.length ? { [field]: { in: values } } : NOTHING)
  const without = async (values: string[]): Promise<Where> => {
    const excluded = await ids(values)
    return excluded.length ? { id: { not_in: excluded } } : {}
  }
  switch (operator) {
    case 'equals':
    case 'in':
      return having(known)
    case 'contains':
    case 'like':
      return having(named())
    case 'not_equals':
    case 'not_in':
      return without(known)
    case 'not_like':
      return without(named())
    case 'greater_than':
    case 'greater_than_equal':
    case 'less_than':
    case 'less_than_equal': {
      // Values compare as text, as they would in a text column.
      if (typeof operand !== 'string' && typeof operand !== 'number') return NOTHING
      const bound = String(operand)
      const compare = COMPARE[operator]
      return having(options.filter((o) => compare(o, bound)))
    }
    case 'all': {
      const values = valuesOf(operand)
      if (!values.length || values.length !== known.length) return NOTHING
      let common: Id[] | null = null
      for (const value of values) {
        const withValue = await ids([value])
        common = common ? common.filter((id) => withValue.includes(id)) : withValue
      }
      return common?.length ? { id: { in: common } } : NOTHING
    }
    default:
      return { [field]: { [operator]: operand } }
  }
}
