import { describe, expect, it } from 'vitest'
import { notFound } from 'next/navigation'
import { UnauthorizedError } from 'payload'
import {
  callServerFunction,
  isRefusal,
  isServerFunctionCall,
} from '../../src/lib/http/admin-server-function'

/**
 * The admin's server-function guard (src/lib/http/admin-server-function.ts): what it lets through
 * to Payload and what answers Next's 404. The real server's answers: tests/e2e/security-hardening.
 */
const notFoundError = (() => {
  try {
    notFound()
  } catch (error) {
    return error as Error & { digest?: string }
  }
})()!

describe('admin server-function calls', () => {
  it('lets through what Payload’s client sends', () => {
    expect(isServerFunctionCall({ name: 'form-state', args: { collectionSlug: 'pages' } })).toBe(
      true,
    )
    expect(isServerFunctionCall({ name: 'slugify' })).toBe(true)
  })

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a list', [{ name: 'form-state' }]],
    ['no name', { args: {} }],
    ['a number as name', { name: 1 }],
    ['an empty name', { name: '' }],
    ['constructor', { name: 'constructor', args: {} }],
    ['toString', { name: 'toString' }],
    ['valueOf', { name: 'valueOf' }],
    ['hasOwnProperty', { name: 'hasOwnProperty' }],
    ['__proto__', JSON.parse('{"name":"__proto__"}')],
    ['a NUL', { name: 'form-state\u0000' }],
    ['a huge name', { name: 'a'.repeat(100_000) }],
    ['args that are not an object', { name: 'form-state', args: 'x' }],
    ['null args', { name: 'form-state', args: null }],
  ])('refuses %s', (_what, call) => {
    expect(isServerFunctionCall(call)).toBe(false)
  })

  it('answers a malformed call with Next’s notFound(), without calling Payload', async () => {
    let called = false
    const run = async () => {
      called = true
      return 'ran'
    }
    await expect(callServerFunction({ name: 'constructor' }, run)).rejects.toMatchObject({
      digest: notFoundError.digest,
    })
    expect(called).toBe(false)
    await expect(callServerFunction({ name: 'form-state', args: {} }, run)).resolves.toBe('ran')
  })

  it('turns Payload’s refusals (4xx, an unknown name) into notFound(), and lets other errors through', async () => {
    expect(isRefusal(new UnauthorizedError())).toBe(true)
    expect(isRefusal(new Error('Unknown Server Function: nope'))).toBe(true)
    expect(isRefusal(new Error('connection lost'))).toBe(false)
    expect(isRefusal(Object.assign(new Error('x'), { status: 500 }))).toBe(false)
    const failing = (error: Error) => () => Promise.reject(error)
    await expect(
      callServerFunction({ name: 'render-list' }, failing(new UnauthorizedError())),
    ).rejects.toMatchObject({ digest: notFoundError.digest })
    await expect(
      callServerFunction({ name: 'render-list' }, failing(new Error('database down'))),
    ).rejects.toThrow('database down')
  })
})
