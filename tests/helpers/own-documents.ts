import { type APIRequestContext, expect } from '@playwright/test'
import { seedCrisisResources } from '../../src/seed/content/crisis'
import { asAdmin } from './auth'
import { paragraph } from './lexical'

/**
 * Documents a test makes for itself through the REST API and deletes after, so it changes
 * nothing another test or a visitor's page shows and can run beside the rest (no `@shared`).
 * `api` is a team member's client (adminApi, memberForSpec's `.api`).
 */

/** A suffix no other test or earlier run has: lowercase letters and digits, as slugs allow. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

type Created = { id: number; slug?: string; name?: string; title?: string }

/** Creates a document (a draft with `draft`) and returns it. */
export async function createOwn<T extends Created = Created>(
  api: APIRequestContext,
  collection: string,
  data: Record<string, unknown>,
  { draft = false }: { draft?: boolean } = {},
): Promise<T> {
  const res = await asAdmin(api, () =>
    api.post(`/api/${collection}${draft ? '?draft=true' : ''}`, {
      data: draft ? { ...data, _status: 'draft' } : data,
    }),
  )
  expect(res.ok(), `${collection}: ${await res.text()}`).toBe(true)
  return ((await res.json()) as { doc: T }).doc
}

/** Deletes a document of the test's own, even while an edit screen still holds its lock. */
export async function deleteOwn(api: APIRequestContext, collection: string, id: number) {
  const res = await asAdmin(api, () => api.delete(`/api/${collection}/${id}?overrideLock=true`))
  expect([200, 404], `delete ${collection}/${id}: ${await res.text()}`).toContain(res.status())
}

/** The intro of a page made by ownPublishedPage, as visitors read it. */
export const PUBLISHED_INTRO = 'The published intro.'

/** A published page of the test's own at `/<label>-<run>`; `run` is for words of its own. */
export async function ownPublishedPage(api: APIRequestContext, label: string) {
  const run = runId()
  const slug = `${label}-${run}`
  const page = await createOwn(api, 'pages', {
    title: `${label} ${run}`,
    slug,
    intro: PUBLISHED_INTRO,
    layout: [{ blockType: 'richTextSection', content: paragraph('Published words.') }],
    _status: 'published',
  })
  return { id: page.id, slug, run }
}

export type OwnLine = { id: number; name: string; slug: string }

/**
 * A crisis line of the test's own that was never published: a copy of a seeded line (its
 * numbers, hours and tags) under a name of its own, with a Spanish description when given.
 * Visitors never see it (only published lines are shown); the team edits, previews and restores
 * it like any other. Delete it with deleteOwn(api, 'crisis-resources', line.id).
 */
export async function ownCrisisLine(
  api: APIRequestContext,
  label: string,
  {
    like = 'lgbt-national-hotline',
    spanish,
  }: { like?: string; spanish?: { description: string } } = {},
): Promise<OwnLine> {
  const seeded = seedCrisisResources.find((r) => r.slug === like)
  if (!seeded) throw new Error(`no seeded crisis line ${like}`)
  const run = runId()
  const line = await createOwn<OwnLine>(
    api,
    'crisis-resources',
    { ...seeded, name: `${seeded.name} (${label} ${run})`, slug: `${label}-${run}` },
    { draft: true },
  )
  if (spanish) {
    const res = await asAdmin(api, () =>
      api.patch(`/api/crisis-resources/${line.id}?locale=es&draft=true`, {
        data: { ...spanish, _status: 'draft' },
      }),
    )
    expect(res.ok(), await res.text()).toBe(true)
  }
  return line
}

/** A crisis line's latest save (its draft), in one language, as the team's API reads it. */
export async function readLineDraft<T>(
  api: APIRequestContext,
  id: number,
  locale: 'en' | 'es' = 'en',
): Promise<T> {
  const res = await asAdmin(api, () =>
    api.get(`/api/crisis-resources/${id}?draft=true&depth=0&locale=${locale}`),
  )
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as T
}
