import { describe, expect, it } from 'vitest'
import { previewCovers, previewReturnPath, previewScopeOf } from '@/lib/preview/scope'
import { REDIRECT_ATTACKS } from '../helpers/redirect-attacks'

describe('the team’s preview', () => {
  it('covers the document it was opened for, in each of its languages, and nothing else', () => {
    const scope = previewScopeOf('/volunteer')
    expect(previewCovers(scope, '/volunteer')).toBe(true)
    expect(previewCovers(scope, '/es/volunteer')).toBe(true)
    expect(previewCovers(scope, '/volunteer/')).toBe(true)
    expect(previewCovers(scope, '/about')).toBe(false)
    expect(previewCovers(scope, '/')).toBe(false)
    expect(previewCovers(previewScopeOf('/es'), '/')).toBe(true)
    expect(previewCovers(previewScopeOf('/news/family-night'), '/es/news/family-night')).toBe(true)
    expect(previewCovers(previewScopeOf('/news/family-night'), '/news')).toBe(false)
    // /preview?slug=events/<slug> (collections/Events' preview): the event in every language.
    expect(previewCovers(previewScopeOf('/events/ally-training'), '/es/events/ally-training')).toBe(
      true,
    )
    expect(previewCovers(previewScopeOf('/events/ally-training'), '/events')).toBe(false)
    // No scope (a draft-mode cookie from before, or none): no drafts anywhere.
    for (const none of [undefined, null, '', 42, ['/volunteer']])
      expect(previewCovers(none, '/volunteer'), String(none)).toBe(false)
  })

  it('returns "Exit preview" to the page it was pressed on, and never off the site', () => {
    for (const path of ['/about', '/es/about', '/news/family-night', '/es/crisis', '/a?b=1'])
      expect(previewReturnPath(path), path).toBe(path)
    const hostile: unknown[] = [
      ...REDIRECT_ATTACKS,
      undefined,
      null,
      '',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      ' /\u0000x',
      'about',
      ['/about'],
      '/login',
      '/api/users/me',
      '/preview?slug=about',
      '/preview/exit?path=/about',
      `/${'a'.repeat(3000)}`,
    ]
    for (const raw of hostile) expect(previewReturnPath(raw), String(raw)).toBe('/')
  })
})
