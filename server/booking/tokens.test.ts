import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sign, verify } from './tokens.ts'

const secret = 'a-test-secret-of-at-least-32-bytes!!'
const other = 'another-secret-of-at-least-32-bytes!'
const expiresAt = '2026-12-01T11:00:00.000Z'
const before = new Date('2026-11-30T09:00:00Z')
const claims = { bookingId: 'bk_Q2x9fZ', action: 'cancel' as const, expiresAt }

describe('signed links to cancel or move a booking', () => {
  it('a token works for its booking and action until it expires, and is URL-safe', () => {
    const token = sign(secret, claims)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(encodeURIComponent(token)).toBe(token)
    expect(verify(secret, token, before)).toEqual({ ok: true, claims })
    expect(verify(secret, token, before, { bookingId: 'bk_Q2x9fZ', action: 'cancel' })).toEqual({ ok: true, claims })
  })

  it('expired at its time: a millisecond before works, the instant itself does not', () => {
    const token = sign(secret, claims)
    expect(verify(secret, token, new Date(Date.parse(expiresAt) - 1)).ok).toBe(true)
    expect(verify(secret, token, new Date(expiresAt))).toEqual({ ok: false, reason: 'expired' })
  })

  it('a token made for one booking or action never works for another', () => {
    const cancel = sign(secret, claims)
    const move = sign(secret, { ...claims, action: 'move' })
    expect(cancel).not.toBe(move)
    expect(verify(secret, move, before, { action: 'cancel' })).toEqual({ ok: false, reason: 'forged' })
    expect(verify(secret, cancel, before, { action: 'move' })).toEqual({ ok: false, reason: 'forged' })
    expect(verify(secret, cancel, before, { bookingId: 'bk_other' })).toEqual({ ok: false, reason: 'forged' })
    // Rewriting the payload to name another booking, or a later expiry, breaks the signature.
    const [, signature] = cancel.split('.')
    for (const forged of [
      { b: 'bk_other', a: 'cancel', e: Date.parse(expiresAt) },
      { b: 'bk_Q2x9fZ', a: 'move', e: Date.parse(expiresAt) },
      { b: 'bk_Q2x9fZ', a: 'cancel', e: Date.parse(expiresAt) + 86_400_000 },
    ]) {
      const token = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`
      expect(verify(secret, token, before)).toEqual({ ok: false, reason: 'forged' })
    }
  })

  it('a token signed with another secret is forged, even when expired', () => {
    expect(verify(secret, sign(other, claims), before)).toEqual({ ok: false, reason: 'forged' })
    expect(verify(secret, sign(other, claims), new Date('2027-01-01T00:00:00Z'))).toEqual({ ok: false, reason: 'forged' })
  })

  it('anything not in the shape of a token is malformed', () => {
    const token = sign(secret, claims)
    for (const bad of [
      '',
      'abc',
      token.replace('.', ''),
      `${token}.x`,
      `${token}=`,
      token.replace('.', '.!'),
      `${token.split('.')[0]}.c2hvcnQ`,
    ]) {
      expect(verify(secret, bad, before)).toEqual({ ok: false, reason: 'malformed' })
    }
  })

  it('a correctly signed payload that is not a booking link is malformed', () => {
    // What a bug in some other signer sharing the secret would give: signed, but not claims of a booking link.
    const signed = (data: unknown) => {
      const payload = Buffer.from(JSON.stringify(data)).toString('base64url')
      return `${payload}.${createHmac('sha256', secret).update(`booking-link\n${payload}`).digest('base64url')}`
    }
    expect(
      verify(secret, signed({ ...JSON.parse(Buffer.from(sign(secret, claims).split('.')[0]!, 'base64url').toString()) }), before).ok,
    ).toBe(true)
    for (const data of [
      { b: 'bk_Q2x9fZ', a: 'delete', e: 1 },
      { b: '', a: 'cancel', e: 1 },
      { b: 'x', a: 'move', e: 'soon' },
      ['x'],
      null,
    ]) {
      expect(verify(secret, signed(data), before)).toEqual({ ok: false, reason: 'malformed' })
    }
    expect(() => sign(secret, { ...claims, action: 'delete' as 'cancel' })).toThrow(/unknown action/)
    expect(() => sign(secret, { ...claims, expiresAt: 'tomorrow' })).toThrow(/not a date/)
  })

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => sign('short', claims)).toThrow(/at least 32 bytes/)
    expect(() => verify('short', sign(secret, claims), before)).toThrow(/at least 32 bytes/)
  })
})
