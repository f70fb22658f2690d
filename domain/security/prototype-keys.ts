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
