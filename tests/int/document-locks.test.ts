import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetRateLimits } from '@domain/rate-limit'
import { createTeamMember, testPayload } from '../helpers/payload'
import { api, cookieOf, SITE } from '../helpers/rest'

/**
 * The admin locks a document while someone has it open (Payload's `payload-locked-documents`).
 * A lock names its holder; deleting that team member left the lock with no holder, and
 * Payload's edit screen then failed for everyone on that document ("Cannot read properties of
 * undefined (reading 'id')" in its getIsLocked) until the lock aged out, five minutes later.
 * Deleting a team member now releases what they held. Through the real REST route.
 */
let payload: Payload
const run = Math.random().toString(36).slice(2, 8)

const member = (name: string, role: 'admin' | 'editor') => createTeamMember(name, role, run)

const locksOn = async (categoryId: number) =>
  (
    await payload.find({
      collection: 'payload-locked-documents',
      where: {
        or: [
          {
            and: [
              { 'document.relationTo': { equals: 'categories' } },
              { 'document.value': { equals: categoryId } },
            ],
          },
          { globalSlug: { equals: 'site-settings' } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  resetRateLimits()
})

describe('deleting a team member who has documents open', () => {
  it('releases their locks, so nobody meets a lock without a holder', async () => {
    const admin = await member('keeper', 'admin')
    const holder = await member('holder', 'editor')
    const other = await member('stayer', 'editor')
    const category = await payload.create({
      collection: 'categories',
      data: { name: `Held open ${run}` } as never,
      overrideAccess: true,
    })
    const lock = (data: Record<string, unknown>, user: { id: number }) =>
      payload.create({
        collection: 'payload-locked-documents',
        data: { ...data, user: { relationTo: 'users', value: user.id } } as never,
        overrideAccess: true,
      })
    await lock({ document: { relationTo: 'categories', value: category.id } }, holder)
    await lock({ globalSlug: 'site-settings' }, holder)
    // Someone else's lock on a document of their own stays.
    const kept = await payload.create({
      collection: 'categories',
      data: { name: `Still open ${run}` } as never,
      overrideAccess: true,
    })
    const othersLock = await lock({ document: { relationTo: 'categories', value: kept.id } }, other)
    expect(await locksOn(category.id)).toHaveLength(2)

    const signedIn = await api('POST', '/api/users/login', {
      body: { email: admin.email, password: admin.password },
      headers: { Origin: SITE, 'X-Forwarded-For': '198.51.100.90' },
    })
    const removed = await api('DELETE', `/api/users/${holder.id}`, {
      headers: { Cookie: cookieOf(signedIn.headers), Origin: SITE },
    })
    expect(removed.status, removed.text).toBe(200)

    expect(await locksOn(category.id)).toEqual([])
    const stays = await payload.findByID({
      collection: 'payload-locked-documents',
      id: othersLock.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stays.user).toEqual({ relationTo: 'users', value: other.id })
    for (const id of [category.id, kept.id]) {
      await payload.delete({ collection: 'categories', id, overrideAccess: true })
    }
  })
})
