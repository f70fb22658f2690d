import { describe, expect, it } from 'vitest'
import { addressGroup, clientAddressGroup } from '@domain/rate-limit'

describe('addressGroup (what per-address limits count)', () => {
  it('keeps an IPv4 address on its own', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('203.0.113.8')).toBe('203.0.113.8')
  })

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:1:2::/64'
    expect(addressGroup('2001:db8:1:2::1')).toBe(group)
    expect(addressGroup('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(group)
    expect(addressGroup('[2001:db8:1:2:a:b:c:d]')).toBe(group)
    expect(addressGroup('2001:db8:1:2::9%eth0')).toBe(group)
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
  })

  it('counts IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressGroup('::ffff:198.51.100.4')).toBe('198.51.100.4')
  })

  it('keeps anything else as its own text', () => {
    expect(addressGroup('unknown')).toBe('unknown')
    expect(addressGroup('1:2:3')).toBe('1:2:3')
  })

  it('reads the address server.mjs wrote into X-Forwarded-For', () => {
    const headers = new Headers({ 'x-forwarded-for': '2001:db8:aa:bb:1:2:3:4' })
    expect(clientAddressGroup(headers)).toBe('2001:db8:aa:bb::/64')
  })
})
