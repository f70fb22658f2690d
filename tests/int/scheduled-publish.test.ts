import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rankSearch } from '@domain/search/rank'
import { jobRunnerToken } from '@domain/process-bridge.mjs'
import { runDueJobs } from '../../src/lib/jobs/run-due'
import { readSearchIndex } from '../../src/lib/cms/search-queries'
import { readStoryBySlug } from '../../src/lib/cms/story-queries'
import { readPageBySlug } from '../../src/lib/cms/queries'
import { JOB_RUNNER_HEADER, RUN_DUE_JOBS_PATH } from '../../src/server/job-ticker.mjs'
import { paragraph } from '../helpers/lexical'
import { testPayload } from '../helpers/payload'
import { api } from '../helpers/rest'
import { recordRevalidations } from '../helpers/revalidations'
import { CACHE_TAGS } from '@domain/cache-tags'

/**
 * Scheduled publish and unpublish, as the admin's "Schedule" queues them (Payload's
 * schedulePublish task, in the name of the editor who scheduled it): nothing happens before the
 * time, the document is live (and searchable) after, exactly once across runners racing on one
 * database, and a job a crashed runner left half-done is run again. On the run's database.
 */
let payload: Payload
let editor: { id: number }
const run = Math.random().toString(36).slice(2, 8)
const ctx = { disableRevalidate: true }
const stories: number[] = []
const pages: number[] = []
let category: number

const req = async (): Promise<PayloadRequest> => createLocalReq({}, payload)
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()

async function schedule(
  collection: 'stories' | 'pages',
  id: number,
  type: 'publish' | 'unpublish',
  waitUntil: string,
) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type,
      // As the admin's Schedule drawer sends it: the id as text.
      doc: { relationTo: collection, value: String(id) },
      user: { relationTo: 'users', value: editor.id },
    } as never,
    waitUntil: new Date(waitUntil),
  })
}

async function draftStory(title: string) {
  const doc = await payload.create({
    collection: 'stories',
    data: {
      title,
      summary: `Summary of ${title}`,
      body: paragraph(`Body of ${title}`),
      categories: [category],
      _status: 'draft',
    } as never,
    draft: true,
    overrideAccess: true,
    context: { ...ctx },
  })
  stories.push(doc.id)
  return doc
}

const searchPaths = async (word: string) =>
  rankSearch(await readSearchIndex(payload), [word], 'en').results.map((r) => r.path)

const pendingJobs = async (id: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { 'input.doc.value': { equals: String(id) } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  editor = await payload.create({
    collection: 'users',
    data: {
      name: `Scheduler ${run}`,
      email: `scheduler-${run}@example.org`,
      password: 'schedule-password-1',
      role: 'editor',
    } as never,
    overrideAccess: true,
  })
  category = (
    await payload.create({
      collection: 'categories',
      data: { name: `Scheduled ${run}` } as never,
      overrideAccess: true,
      context: { ...ctx },
    })
  ).id
})

afterAll(async () => {
  for (const id of stories)
    await payload
      .delete({ collection: 'stories', id, overrideAccess: true, context: { ...ctx } })
      .catch(() => null)
  for (const id of pages)
    await payload
      .delete({ collection: 'pages', id, overrideAccess: true, context: { ...ctx } })
      .catch(() => null)
  await payload.delete({ collection: 'categories', id: category, overrideAccess: true })
  await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
})

describe('scheduled publishing', () => {
  it('publishes a story at its time, not before, then unpublishes it at its own', async () => {
    const word = `okapi${run}`
    const story = await draftStory(`Gala ${word}`)
    const job = await schedule('stories', story.id, 'publish', minutes(60))

    await runDueJobs(await req())
    expect(await readStoryBySlug(payload, story.slug!)).toBeNull()
    expect((await pendingJobs(story.id)).map((j) => j.id)).toEqual([job.id])

    // The time comes (moved, rather than waited for).
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: minutes(-1) },
      overrideAccess: true,
    })
    expect(await runDueJobs(await req())).toEqual({ ran: 1, failed: 0 })
    const live = await readStoryBySlug(payload, story.slug!)
    expect(live?.title).toBe(`Gala ${word}`)
    expect(new Date(live!.publishedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(await searchPaths(word)).toEqual([`/news/${story.slug}`])
    expect(await pendingJobs(story.id)).toEqual([])

    await schedule('stories', story.id, 'unpublish', minutes(-1))
    expect(await runDueJobs(await req())).toEqual({ ran: 1, failed: 0 })
    expect(await readStoryBySlug(payload, story.slug!)).toBeNull()
    expect(await searchPaths(word)).toEqual([])
  })

  it('refreshes what links to the story (menus, footer, pages) when it publishes it', async () => {
    const story = await draftStory(`Menu gala ${run}`)
    await schedule('stories', story.id, 'publish', minutes(-1))
    const revalidated = recordRevalidations()
    try {
      expect(await runDueJobs(await req())).toEqual({ ran: 1, failed: 0 })
      expect(revalidated.take()).toEqual(
        expect.arrayContaining([CACHE_TAGS.menus, CACHE_TAGS.siteSettings, CACHE_TAGS.pages]),
      )
    } finally {
      revalidated.stop()
    }
  })

  it('publishes a page with its latest draft, in the editor’s name', async () => {
    const slug = `launch-${run}`
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: `Launch ${run}`,
        slug,
        layout: [{ blockType: 'faq', items: [{ question: 'When?', answer: 'Monday.' }] }],
        _status: 'draft',
      } as never,
      draft: true,
      overrideAccess: true,
      context: { ...ctx },
    })
    pages.push(page.id)
    await schedule('pages', page.id, 'publish', minutes(-1))
    expect(await runDueJobs(await req())).toEqual({ ran: 1, failed: 0 })
    expect((await readPageBySlug(payload, slug))?.title).toBe(`Launch ${run}`)
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id }, 'version._status': { equals: 'published' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect((docs[0]!.version as { updatedBy?: unknown }).updatedBy).toBe(editor.id)
  })

  it('runs each due job exactly once when two runners start together', async () => {
    const due = await Promise.all([1, 2, 3, 4].map((n) => draftStory(`Race ${n} ${run}`)))
    for (const story of due) await schedule('stories', story.id, 'publish', minutes(-1))

    const results = await Promise.all([runDueJobs(await req()), runDueJobs(await req())])
    expect(results.reduce((sum, r) => sum + r.ran, 0)).toBe(4)
    expect(results.every((r) => r.failed === 0)).toBe(true)
    for (const story of due) {
      const { docs } = await payload.findVersions({
        collection: 'stories',
        where: { parent: { equals: story.id }, 'version._status': { equals: 'published' } },
        overrideAccess: true,
        depth: 0,
      })
      expect(docs, `published versions of ${story.slug}`).toHaveLength(1)
    }
  })

  it('runs again a job that a stopped runner left marked as running', async () => {
    const story = await draftStory(`Crashed ${run}`)
    const job = await schedule('stories', story.id, 'publish', minutes(-1))
    // What a runner killed in the middle of the job leaves behind.
    await payload.db.updateJobs({ id: job.id, data: { processing: true }, returning: false })
    expect(await runDueJobs(await req())).toEqual({ ran: 1, failed: 0 })
    expect((await readStoryBySlug(payload, story.slug!))?.title).toBe(`Crashed ${run}`)
  })

  it('tries a scheduled publish that failed again later instead of giving it up', async () => {
    // A publish whose save fails (here: its story is gone; as when the database is away).
    const job = await schedule('stories', 2_000_000_000, 'publish', minutes(-1))
    expect(await runDueJobs(await req())).toMatchObject({ ran: 0, failed: 1 })
    const after = await payload.findByID({
      collection: 'payload-jobs',
      id: job.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ hasError: false, totalTried: 1 })
    expect(new Date(String(after.waitUntil)).getTime()).toBeGreaterThan(Date.now())
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('can be started only by the server itself, and not through Payload’s run endpoint', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { [JOB_RUNNER_HEADER]: 'guess' },
      { [JOB_RUNNER_HEADER]: '' },
    ]
    for (const headers of wrong) {
      const res = await api('POST', RUN_DUE_JOBS_PATH, { headers })
      expect(res.status).toBe(404)
    }
    const own = await api('POST', RUN_DUE_JOBS_PATH, {
      headers: { [JOB_RUNNER_HEADER]: jobRunnerToken() },
    })
    expect(own.status).toBe(200)
    expect(own.json).toMatchObject({ failed: 0 })
    for (const method of ['GET', 'POST'] as const)
      expect((await api(method, '/api/payload-jobs/run')).status).not.toBe(200)
    expect((await api('GET', '/api/payload-jobs')).status).toBe(403)
  })
})
