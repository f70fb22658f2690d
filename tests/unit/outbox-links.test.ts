import { describe, expect, it } from 'vitest'
import { OUTBOX_HIDDEN, redactLinks } from '@domain/outbox'

/** The Outbox keeps no link's secret (domain/outbox.ts): what is stored is what anyone reads. */
describe('redactLinks', () => {
  it('hides every token and signature of every link, and keeps where the link leads', () => {
    const text = [
      'Confirm: https://example.org/newsletter/confirm?token=AbC-123_xyz',
      'Join: http://localhost:3000/onboarding?token=deadbeef.',
      'Reset: https://example.org/reset-password?token=a%2Fb',
      'Leave: https://example.org/es/newsletter/unsubscribe?id=42&sig=0f9e8d',
      'Jump: https://example.org/x#secret',
      'Read it in the admin: https://example.org/admin/collections/form-submissions/12',
    ].join('\n')
    const out = redactLinks(text)
    for (const secret of ['AbC-123_xyz', 'deadbeef', 'a%2Fb', '0f9e8d', 'secret', 'id=42'])
      expect(out).not.toContain(secret)
    expect(out).toContain(`https://example.org/newsletter/confirm?token=${OUTBOX_HIDDEN}`)
    expect(out).toContain(`/newsletter/unsubscribe?id=${OUTBOX_HIDDEN}&sig=${OUTBOX_HIDDEN}`)
    expect(out).toContain('https://example.org/admin/collections/form-submissions/12')
    expect(out.split('\n')[0]).toMatch(/^Confirm: /)
  })

  it('leaves text without links as it is', () => {
    expect(redactLinks('Token: none here; a=b&c=d')).toBe('Token: none here; a=b&c=d')
  })
})
