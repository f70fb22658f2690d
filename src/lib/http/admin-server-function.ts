import { notFound } from 'next/navigation'
import type { ServerFunctionClientArgs } from 'payload'

/**
 * Payload's admin has one server action for everything its screens ask the server
 * (`serverFunction` in src/app/(payload)/layout.tsx → `handleServerFunctions`), and its id is in
 * every admin page, the public ones too (/admin/logout, /admin/create-first-user, …). A call that
 * is not what Payload's client sends — no function name, a name Payload does not have, or one it
 * refuses (401 for an anonymous caller) — threw, and Next answers a thrown action with 500 and a
 * stack trace in the log (issue 58). Here such a call answers with Next's own `notFound()`, which
 * its action handler turns into a 404; anything else that fails is still a 500, as it should be.
 */
export async function callServerFunction(
  args: unknown,
  run: (args: ServerFunctionClientArgs) => Promise<unknown>,
): Promise<unknown> {
  if (!isServerFunctionCall(args)) notFound()
  try {
    return await run(args)
  } catch (error) {
    if (isRefusal(error)) notFound()
    throw error
  }
}

/** Payload's function names: 'form-state', 'render-list', 'slugify', … */
const FUNCTION_NAME = /^[a-z][a-z-]{0,63}$/

/**
 * What Payload's client sends: `{ name, args }`, a function's name and its (object) arguments.
 * A name of Object.prototype is never one: Payload looks the name up in a plain object, so
 * `constructor` called Object() on the call's own arguments and sent them back (the request's
 * headers, the anonymous permissions of every collection: 44 KB, issue 58), and `valueOf` or
 * `__proto__` threw (500).
 */
export function isServerFunctionCall(args: unknown): args is ServerFunctionClientArgs {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return false
  const { name, args: fnArgs } = args as { name?: unknown; args?: unknown }
  return (
    typeof name === 'string' &&
    FUNCTION_NAME.test(name) &&
    !(name in Object.prototype) &&
    (fnArgs === undefined || (typeof fnArgs === 'object' && fnArgs !== null))
  )
}

/** Payload's words for a function it does not have (a plain Error in handleServerFunctions). */
const UNKNOWN_FUNCTION = /^Unknown Server Function: /

/** A refusal of the call itself: Payload's 4xx errors (401 Unauthorized…), an unknown name. */
export function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status >= 400 && status < 500) return true
  return error instanceof Error && UNKNOWN_FUNCTION.test(error.message)
}
