import { describe, expect, it } from 'vitest'
import { parseTrustProxy, resolveClientIp, type TrustProxy } from './client-ip.ts'
import { parseEnv } from '../env.ts'

const trust = (raw: string) => parseTrustProxy(raw) as TrustProxy

describe('client address behind proxies', () => {
  it('uses the socket address when no proxy is trusted, whatever the client writes', () => {
    expect(resolveClientIp(trust('false'), '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9')
    expect(resolveClientIp(trust('false'), '::ffff:203.0.113.9', undefined)).toBe('203.0.113.9')
  })

  it('counts hops from the right: the left-most entries are the client’s own words', () => {
    expect(resolveClientIp(trust('true'), '127.0.0.1', 'spoofed, 198.51.100.1')).toBe('198.51.100.1')
    expect(resolveClientIp(trust('1'), '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1')
    expect(resolveClientIp(trust('2'), '127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1')
    expect(resolveClientIp(trust('1'), '127.0.0.1', 'not-an-ip')).toBe('127.0.0.1')
    expect(resolveClientIp(trust('1'), '127.0.0.1', undefined)).toBe('127.0.0.1')
  })

  it('skips listed proxies from the right and ignores the header from a peer that is not listed', () => {
    const list = trust('10.0.0.0/8, 127.0.0.1, ::1')
    expect(resolveClientIp(list, '127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3')).toBe('198.51.100.1')
    expect(resolveClientIp(list, '::1', '[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(resolveClientIp(list, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5')
  })

  it('refuses a TRUST_PROXY it cannot use, naming the variable', () => {
    expect(typeof parseTrustProxy('proxy.example')).toBe('string')
    expect(typeof parseTrustProxy('10.0.0.0/99')).toBe('string')
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 })
  })
})
