import { beforeAll, describe, expect, it } from 'vitest'

// src/lib/env validates the server's environment on import; these tests need only the function.
let trustedOriginsFor: typeof import('../../src/lib/env').trustedOriginsFor
beforeAll(async () => {
  process.env.SKIP_ENV_CHECK = '1'
  ;({ trustedOriginsFor } = await import('../../src/lib/env'))
})

describe('trustedOriginsFor', () => {
  it('in local mode trusts the port on localhost, 127.0.0.1 and [::1]', () => {
    expect(
      trustedOriginsFor({ SERVER_URL: 'http://localhost:3000', LOCAL_MODE: '1' }).sort(),
    ).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'])
  })

  it('with an explicit SERVER_URL trusts only it and CSRF_ORIGINS', () => {
    expect(
      trustedOriginsFor({
        SERVER_URL: 'https://example.org/',
        CSRF_ORIGINS: 'https://preview.example.org/, https://cms.example.org',
      }),
    ).toEqual(['https://example.org', 'https://preview.example.org', 'https://cms.example.org'])
    expect(trustedOriginsFor({ SERVER_URL: 'http://localhost:3000' })).toEqual([
      'http://localhost:3000',
    ])
  })
})
