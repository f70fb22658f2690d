/**
 * Names that reach an object's prototype when used as a key (`obj.__proto__`,
 * `obj.constructor.prototype`). No field, parameter or form value of ours is named like this, so
 * any input naming one — in a query key, a JSON key, a form field name — is refused with a 400
 * before it is turned into an object.
 */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const

const NAMING_PROTOTYPE = /__proto__|constructor|prototype/i

/**
 * Whether a name (already decoded, as the framework decodes it) mentions a prototype key
 * anywhere: `__proto__`, `where[__proto__][x]`, `a[constructor][prototype]`, `x.__proto__`.
 * Case-insensitive and by substring, so no bracket, dot or case variant slips past.
 */
export function namesPrototypeKey(name: string): boolean {
  return NAMING_PROTOTYPE.test(name)
}

export type JsonResult =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'syntax' }
  | { ok: false; reason: 'prototype-key'; key: string }

class PrototypeKeyFound extends Error {
  constructor(readonly key: string) {
    super(`prototype key ${key}`)
  }
}

/** JSON.parse that refuses any object key naming a prototype key, at any depth. */
export function parseJsonWithoutPrototypeKeys(text: string): JsonResult {
  try {
    const value: unknown = JSON.parse(text, (key, v: unknown) => {
      if (namesPrototypeKey(key)) throw new PrototypeKeyFound(key)
      return v
    })
    return { ok: true, value }
  } catch (error) {
    if (error instanceof PrototypeKeyFound)
      return { ok: false, reason: 'prototype-key', key: error.key }
    return { ok: false, reason: 'syntax' }
  }
}

/** The first key naming a prototype key in a parsed value (objects and arrays, any depth). */
export function findPrototypeKey(value: unknown, depth = 0): string | null {
  if (depth > 64 || typeof value !== 'object' || value === null) return null
  for (const key of Object.keys(value)) {
    if (namesPrototypeKey(key)) return key
    const found = findPrototypeKey((value as Record<string, unknown>)[key], depth + 1)
    if (found) return found
  }
  return null
}

/**
 * The path of the first text in `value` with a NUL character ("title", "layout.0.heading"), or
 * null. PostgreSQL cannot store NUL in text: a write carrying one would fail as a 500.
 */
export function pathWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(the body)' : null
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    const found = pathWithNul(item, path ? `${path}.${key}` : key)
    if (found) return found
  }
  return null
}

/** A name with every %-escape undone, however often it was escaped (`%255F` → `%5F` → `_`). */
function unescapedFully(text: string): string {
  let current = text
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    if (next === current) break
    current = next
  }
  return current
}
/** Whether a name, %-escaped any number of times, is a prototype key. */
export const namesPrototypeKeyEncoded = (name: string) => namesPrototypeKey(unescapedFully(name))
