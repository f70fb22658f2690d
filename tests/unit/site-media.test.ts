import { describe, expect, it } from 'vitest'
import { absoluteMediaUrl, imageSource, isCloudStorageUrl, mediaUrl } from '@/lib/media'

const origin = 'https://site.example.org'

describe('media URLs', () => {
  it('prepends the site origin to relative paths', () => {
    expect(absoluteMediaUrl('/api/media/file/a.png', origin)).toBe(
      'https://site.example.org/api/media/file/a.png',
    )
    expect(absoluteMediaUrl('api/media/file/a.png', `${origin}/`)).toBe(
      'https://site.example.org/api/media/file/a.png',
    )
  })

  it('uses cloud storage and other absolute URLs as they are', () => {
    const gcs = 'https://storage.googleapis.com/bucket/a.png'
    expect(isCloudStorageUrl(gcs)).toBe(true)
    expect(isCloudStorageUrl('https://bucket.s3.us-east-1.amazonaws.com/a.png')).toBe(true)
    expect(isCloudStorageUrl('https://site.example.org/a.png')).toBe(false)
    expect(absoluteMediaUrl(gcs, origin)).toBe(gcs)
    expect(absoluteMediaUrl('https://cdn.example.com/a.png', origin)).toBe(
      'https://cdn.example.com/a.png',
    )
  })

  it('prefers the thumbnail, then the thumbnail size, then the original', () => {
    expect(mediaUrl({ url: '/a.png', thumbnailURL: '/a-thumb.png' }, { origin })).toBe(
      `${origin}/a-thumb.png`,
    )
    expect(
      mediaUrl({ url: '/a.png', sizes: { thumbnail: { url: '/a-400x300.png' } } }, { origin }),
    ).toBe(`${origin}/a-400x300.png`)
    expect(mediaUrl({ url: '/a.png' }, { origin })).toBe(`${origin}/a.png`)
  })

  it('returns a named size when asked, falling back to the original', () => {
    const media = { url: '/a.png', thumbnailURL: '/t.png', sizes: { hero: { url: '/h.png' } } }
    expect(mediaUrl(media, { size: 'hero', origin })).toBe(`${origin}/h.png`)
    expect(mediaUrl({ url: '/a.png' }, { size: 'card', origin })).toBe(`${origin}/a.png`)
  })

  it('returns null for missing media or an unpopulated id', () => {
    expect(mediaUrl(null)).toBeNull()
    expect(mediaUrl(42)).toBeNull()
    expect(mediaUrl({ url: null })).toBeNull()
  })

  it('gives next/image a local path for the site’s own files', () => {
    expect(imageSource(`${origin}/api/media/file/a.png`, origin)).toEqual({
      src: '/api/media/file/a.png',
      unoptimized: false,
    })
    expect(imageSource('https://storage.googleapis.com/b/a.png', origin).unoptimized).toBe(true)
    expect(imageSource('http://other.example/a.png', origin).unoptimized).toBe(true)
  })
})
