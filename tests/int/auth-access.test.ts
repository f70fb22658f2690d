import { Forbidden, NotFound, ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../src/payload-types'
import { testPayload } from '../helpers/payload'

/**
 * Roles at the API level (Local API with `overrideAccess: false`): visitor, editor and admin
 * against users, pages, menus, crisis resources and site settings.
 */
let payload: Payload
let admin: User
let editor: User
let otherEditor: User
let menuId: number
const run = Math.random().toString(36).slice(2, 8)
const ctx = { disableRevalidate: true }

type Outcome = 'allowed' | 'denied'
type Role = 'visitor' | 'editor' | 'admin'

/** Access is checked before validation, so a validation error means access was granted. */
async function outcome(op: () => Promise<unknown>): Promise<Outcome> {
  try {
    await op()
    return 'allowed'
  } catch (err) {
    if (err instanceof Forbidden || err instanceof NotFound) return 'denied'
    if (err instanceof ValidationError) return 'allowed'
    throw err
  }
}

const asRole = (role: Role) => ({
  overrideAccess: false as const,
  user: role === 'admin' ? admin : role === 'editor' ? editor : null,
  context: ctx,
})

const makeUser = (name: string, role: 'admin' | 'editor') =>
  payload.create({
    collection: 'users',
    data: { name, email: `${name}-${run}@example.org`, password: 'matrix-password-1', role },
    overrideAccess: true,
  })

const pageData = (slug: string) => ({
  title: `Matrix ${slug}`,
  slug,
  layout: [{ blockType: 'faq' as const, items: [{ question: 'Q?', answer: 'A.' }] }],
  _status: 'published' as const,
})

const crisisData = (slug: string) => ({
  name: `Matrix line ${slug}`,
  slug,
  description: 'A test line.',
  phone: '5550100',
  phoneDisplay: '555-0100',
  website: 'https://example.org',
  availability: '24/7',
  priority: 'high' as const,
  displayOrder: 999,
  lastVerified: new Date().toISOString(),
  _status: 'published' as const,
})

beforeAll(async () => {
  payload = await testPayload()
  admin = await makeUser('matrix-admin', 'admin')
  editor = await makeUser('matrix-editor', 'editor')
  otherEditor = await makeUser('matrix-other', 'editor')
  const menus = await payload.find({ collection: 'menus', limit: 1, overrideAccess: true })
  menuId =
    menus.docs[0]?.id ??
    (
      await payload.create({
        collection: 'menus',
        data: {
          key: 'resources',
          title: 'Resources',
          buttonLabel: 'Resources',
          href: '/resources',
          sections: [{ title: 'Read', items: [{ name: 'Guide', href: '/guide' }] }],
        },
        overrideAccess: true,
        context: ctx,
      })
    ).id
})

const expected: Record<Role, Record<string, Record<string, Outcome>>> = {
  visitor: {
    users: { read: 'denied', create: 'denied', update: 'denied', delete: 'denied' },
    pages: { read: 'allowed', create: 'denied', update: 'denied', delete: 'denied' },
    menus: { read: 'allowed', create: 'denied', update: 'denied', delete: 'denied' },
    crisis: { read: 'allowed', create: 'denied', update: 'denied', delete: 'denied' },
    settings: { read: 'allowed', update: 'denied' },
  },
  editor: {
    users: { read: 'allowed', create: 'denied', update: 'denied', delete: 'denied' },
    pages: { read: 'allowed', create: 'allowed', update: 'allowed', delete: 'allowed' },
    menus: { read: 'allowed', create: 'allowed', update: 'allowed', delete: 'allowed' },
    crisis: { read: 'allowed', create: 'allowed', update: 'allowed', delete: 'allowed' },
    settings: { read: 'allowed', update: 'denied' },
  },
  admin: {
    users: { read: 'allowed', create: 'allowed', update: 'allowed', delete: 'allowed' },
    pages: { read: 'allowed', create: 'allowed', update: 'allowed', delete: 'allowed' },
    menus: { read: 'allowed', create: 'allowed', update: 'allowed', delete: 'allowed' },
    crisis: { read: 'allowed', create: 'allowed', update: 'allowed', delete: 'allowed' },
    settings: { read: 'allowed', update: 'allowed' },
  },
}

/** One operation of the matrix; update/delete act on a fresh document made for the purpose. */
async function perform(role: Role, target: string, op: string): Promise<Outcome> {
  const as = asRole(role)
  const tag = `${role}-${op}-${run}`
  switch (target) {
    case 'users': {
      if (op === 'read') return outcome(() => payload.find({ collection: 'users', ...as }))
      if (op === 'create')
        return outcome(() =>
          payload.create({
            collection: 'users',
            data: {
              name: 'New',
              email: `new-${tag}@example.org`,
              password: 'matrix-password-1',
              role: 'editor',
            },
            ...as,
          }),
        )
      // Someone else's account: an editor may only touch their own.
      const victim = await makeUser(`victim-${tag}`, 'editor')
      if (op === 'update')
        return outcome(() =>
          payload.update({ collection: 'users', id: victim.id, data: { name: 'Renamed' }, ...as }),
        )
      return outcome(() => payload.delete({ collection: 'users', id: victim.id, ...as }))
    }
    case 'pages': {
      if (op === 'read') return outcome(() => payload.find({ collection: 'pages', ...as }))
      if (op === 'create')
        return outcome(() =>
          payload.create({ collection: 'pages', data: pageData(`matrix-${tag}`), ...as }),
        )
      const page = await payload.create({
        collection: 'pages',
        data: pageData(`matrix-${tag}`),
        overrideAccess: true,
        context: ctx,
      })
      if (op === 'update')
        return outcome(() =>
          payload.update({ collection: 'pages', id: page.id, data: { title: 'Changed' }, ...as }),
        )
      return outcome(() => payload.delete({ collection: 'pages', id: page.id, ...as }))
    }
    case 'crisis': {
      if (op === 'read')
        return outcome(() => payload.find({ collection: 'crisis-resources', ...as }))
      if (op === 'create')
        return outcome(() =>
          payload.create({
            collection: 'crisis-resources',
            data: crisisData(`matrix-${tag}`),
            ...as,
          }),
        )
      const line = await payload.create({
        collection: 'crisis-resources',
        data: crisisData(`matrix-${tag}`),
        overrideAccess: true,
        context: ctx,
      })
      if (op === 'update')
        return outcome(() =>
          payload.update({
            collection: 'crisis-resources',
            id: line.id,
            data: { displayOrder: 998 },
            ...as,
          }),
        )
      return outcome(() => payload.delete({ collection: 'crisis-resources', id: line.id, ...as }))
    }
    case 'menus': {
      if (op === 'read') return outcome(() => payload.find({ collection: 'menus', ...as }))
      // Menu keys are a fixed set the site needs, so writes are probed without changing any:
      // create with empty data (validation fails only once access passed), update with the
      // same title, delete with a filter that matches nothing.
      if (op === 'create')
        return outcome(() => payload.create({ collection: 'menus', data: {} as never, ...as }))
      if (op === 'update') {
        const menu = await payload.findByID({
          collection: 'menus',
          id: menuId,
          overrideAccess: true,
        })
        return outcome(() =>
          payload.update({ collection: 'menus', id: menuId, data: { title: menu.title }, ...as }),
        )
      }
      return outcome(() =>
        payload.delete({ collection: 'menus', where: { id: { equals: -1 } }, ...as }),
      )
    }
    case 'settings': {
      if (op === 'read') return outcome(() => payload.findGlobal({ slug: 'site-settings', ...as }))
      const current = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
      return outcome(() =>
        payload.updateGlobal({
          slug: 'site-settings',
          data: { tagline: current.tagline ?? null },
          ...as,
        }),
      )
    }
  }
  throw new Error(`unknown target ${target}`)
}

describe('role access matrix', () => {
  for (const role of ['visitor', 'editor', 'admin'] as const) {
    for (const [target, ops] of Object.entries(expected[role])) {
      for (const [op, want] of Object.entries(ops)) {
        it(`${role} × ${target} × ${op} → ${want}`, async () => {
          expect(await perform(role, target, op)).toBe(want)
        })
      }
    }
  }
})

describe('users and roles', () => {
  it('an editor lists only their own account and cannot open another', async () => {
    const list = await payload.find({ collection: 'users', ...asRole('editor') })
    expect(list.docs.map((u) => u.id)).toEqual([editor.id])
    await expect(
      payload.findByID({ collection: 'users', id: otherEditor.id, ...asRole('editor') }),
    ).rejects.toBeInstanceOf(NotFound)
  })

  it('an editor cannot make themselves admin (403), but can change their own name', async () => {
    expect(
      await outcome(() =>
        payload.update({
          collection: 'users',
          id: editor.id,
          data: { role: 'admin', name: 'Editor renamed' },
          ...asRole('editor'),
        }),
      ),
    ).toBe('denied')
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { name: 'Editor renamed' },
      ...asRole('editor'),
    })
    expect(updated.name).toBe('Editor renamed')
    const stored = await payload.findByID({
      collection: 'users',
      id: editor.id,
      overrideAccess: true,
    })
    expect(stored.role).toBe('editor')
  })

  it('an editor cannot change another member’s role', async () => {
    expect(
      await outcome(() =>
        payload.update({
          collection: 'users',
          id: otherEditor.id,
          data: { role: 'admin' },
          ...asRole('editor'),
        }),
      ),
    ).toBe('denied')
    const stored = await payload.findByID({
      collection: 'users',
      id: otherEditor.id,
      overrideAccess: true,
    })
    expect(stored.role).toBe('editor')
  })

  it('an admin changes other roles but not their own, and cannot delete themselves', async () => {
    const promoted = await payload.update({
      collection: 'users',
      id: otherEditor.id,
      data: { role: 'admin' },
      ...asRole('admin'),
    })
    expect(promoted.role).toBe('admin')
    expect(
      await outcome(() =>
        payload.update({
          collection: 'users',
          id: admin.id,
          data: { role: 'editor' },
          ...asRole('admin'),
        }),
      ),
    ).toBe('denied')
    const self = await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })
    expect(self.role).toBe('admin')
    expect(
      await outcome(() =>
        payload.delete({ collection: 'users', id: admin.id, ...asRole('admin') }),
      ),
    ).toBe('denied')
  })

  it('only admins see and create invitations', async () => {
    for (const role of ['visitor', 'editor'] as const) {
      expect(
        await outcome(() => payload.find({ collection: 'invitations', ...asRole(role) })),
      ).toBe('denied')
      expect(
        await outcome(() =>
          payload.create({
            collection: 'invitations',
            data: { name: 'X', email: `x-${role}-${run}@example.org`, role: 'admin' },
            ...asRole(role),
          }),
        ),
      ).toBe('denied')
    }
    expect(
      await outcome(() => payload.find({ collection: 'invitations', ...asRole('admin') })),
    ).toBe('allowed')
  })

  it('passwords shorter than the minimum are refused', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: {
          name: 'Short',
          email: `short-${run}@example.org`,
          password: 'short',
          role: 'editor',
        },
        overrideAccess: true,
      }),
    ).rejects.toBeInstanceOf(ValidationError)
  })
})
