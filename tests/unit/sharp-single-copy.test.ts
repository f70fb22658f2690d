import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

/**
 * One sharp for Payload's uploads and Next's image optimizer (issue 39, memory): server.mjs turns
 * off libvips's operation cache and runs it on one thread on the `sharp` it resolves. When Next
 * resolves another copy (its own nested dependency after a version drift), that copy loads a
 * second libvips with its cache and threads left on: ~50 MB more RSS under image load. Upgrade
 * `sharp` in package.json to the version Next asks for when this fails.
 */
describe('sharp', () => {
  it('is the same module for the app and for Next', () => {
    const fromApp = createRequire(import.meta.url).resolve('sharp')
    const nextEntry = createRequire(import.meta.url).resolve('next/package.json')
    const fromNext = createRequire(nextEntry).resolve('sharp')
    expect(fromNext).toBe(fromApp)
  })
})
