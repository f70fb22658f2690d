// @ts-check
/**
 * The names that reach an object's prototype when used as a key (`obj.__proto__`,
 * `obj.constructor.prototype`), and the one rule that finds them in a name. Plain JavaScript in
 * domain/ so that both the app (./prototype-keys.ts) and server.mjs's request guard
 * (src/server/request-limits.mjs, which runs outside the build) decide with the same rule.
 */
export const PROTOTYPE_KEYS = /** @type {const} */ (['__proto__', 'constructor', 'prototype'])

const NAMING_PROTOTYPE = /__proto__|constructor|prototype/i

/**
 * Whether a name (already decoded, as the framework decodes it) mentions a prototype key
 * anywhere: `__proto__`, `where[__proto__][x]`, `a[constructor][prototype]`, `x.__proto__`.
 * Case-insensitive and by substring, so no bracket, dot or case variant slips past.
 * @param {string} name
 */
export function namesPrototypeKey(name) {
  return NAMING_PROTOTYPE.test(name)
}

/**
 * A name with every %-escape undone, however often it was escaped (`%255F` → `%5F` → `_`).
 * @param {string} text
 */
function unescapedFully(text) {
  let current = text
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, /** @type {string} */ hex) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    if (next === current) break
    current = next
  }
  return current
}

/**
 * Whether a name, %-escaped any number of times, is a prototype key.
 * @param {string} name
 */
export const namesPrototypeKeyEncoded = (name) => namesPrototypeKey(unescapedFully(name))
