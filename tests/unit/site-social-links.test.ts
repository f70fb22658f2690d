import { describe, expect, it } from 'vitest'
import { seedSettings } from '../../src/seed/content/settings'
import { isPlaceholderSocialUrl } from '@domain/site'

describe('placeholder social links', () => {
  it('treats every seeded link (a platform front page) as a placeholder', () => {
    expect(seedSettings.socialLinks?.length).toBeGreaterThan(0)
    for (const { url } of seedSettings.socialLinks ?? [])
      expect(isPlaceholderSocialUrl(url), url).toBe(true)
  })

  it("keeps an organisation's own profile", () => {
    expect(isPlaceholderSocialUrl('https://www.instagram.com/belongingnetwork')).toBe(false)
    expect(isPlaceholderSocialUrl('https://www.facebook.com/profile.php?id=123')).toBe(false)
    expect(isPlaceholderSocialUrl('not a url')).toBe(true)
  })
})
