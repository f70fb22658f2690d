import { namesPrototypeKey } from './reserved-names.mjs'

/**
 * No field, parameter or form value of ours is named like a prototype key, so any input naming
 * one — in a query key, a JSON key, a form field name — is refused with a 400 before it is
 * turned into an object. The rule itself is in ./reserved-names.mjs (server.mjs uses it too).
 */
export { namesPrototypeKey, namesPrototypeKeyEncoded, PROTOTYPE_KEYS } from './reserved-names.mjs'

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
