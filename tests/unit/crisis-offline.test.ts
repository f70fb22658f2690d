import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fallbackCrisisResources } from '@/lib/cms/fallbacks'
import { toCrisisLine } from '@domain/crisis/lines'
import {
  CRISIS_CACHE_PREFIX,
  CRISIS_OFFLINE_PAGE,
  CRISIS_OFFLINE_PAGES,
  CRISIS_VERSION_ATTRIBUTE,
  CRISIS_VERSION_URL,
  CRISIS_WORKER_URL,
  crisisDataVersion,
} from '@domain/crisis/offline'

const lines = fallbackCrisisResources.map(toCrisisLine)
const worker = readFileSync(path.join('public', CRISIS_WORKER_URL), 'utf8')

describe('the crisis data version', () => {
  it('is the same for the same lines, whatever object holds them', () => {
    expect(crisisDataVersion(lines)).toBe(crisisDataVersion(structuredClone(lines)))
    expect(crisisDataVersion(lines)).toMatch(/^[0-9a-f]{8}-\d+$/)
  })

  it('changes with anything a visitor sees: a number, the hours, the order, a line more', () => {
    const before = crisisDataVersion(lines)
    const renumbered = lines.map((l, i) => (i === 0 ? { ...l, phoneDisplay: '1-800-000-0000' } : l))
    const closed = lines.map((l, i) =>
      i === 1 ? { ...l, hoursNote: 'Closed on Thanksgiving.' } : l,
    )
    const versions = [
      crisisDataVersion(renumbered),
      crisisDataVersion(closed),
      crisisDataVersion([...lines].reverse()),
      crisisDataVersion(lines.slice(1)),
    ]
    expect(new Set([before, ...versions]).size).toBe(versions.length + 1)
  })
})

describe('the crisis service worker', () => {
  it('keeps the paths, cache prefix and version attribute this module names', () => {
    expect(worker).toContain(`const CACHE_PREFIX = '${CRISIS_CACHE_PREFIX}'`)
    expect(worker).toContain(`const VERSION_URL = '${CRISIS_VERSION_URL}'`)
    expect(worker).toContain(`const OFFLINE_PAGE = '${CRISIS_OFFLINE_PAGE}'`)
    expect(worker).toContain(`const VERSION_ATTRIBUTE = '${CRISIS_VERSION_ATTRIBUTE}'`)
    const pages = CRISIS_OFFLINE_PAGES.map((p) =>
      p === CRISIS_OFFLINE_PAGE ? 'OFFLINE_PAGE' : `'${p}'`,
    )
    expect(worker).toContain(`const PAGES = [${pages.join(', ')}]`)
  })

  it('never answers quick exit, the admin or the API', () => {
    expect(worker).toContain('const LEFT_ALONE = /^\\/(?:api|admin|exit|preview|next)(?:\\/|$)/')
  })
})
