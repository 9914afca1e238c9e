import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hashPassword, hotp, matchTotp, newTotpSecret, totp, verifyPassword } from './crypto.ts'

// RFC 4226 and RFC 6238 test secret: the ASCII string "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii')
const RFC_SECRET = base32Encode(RFC_KEY)

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the published 6-digit values for counters 0 to 9', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected)
  })
})

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000, 8)).toBe(code)
  })

  it('accepts the current code and one step either side, and nothing further', () => {
    const now = 1_700_000_000_000
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now), now)).not.toBeNull()
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).not.toBeNull()
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now)).not.toBeNull()
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 90_000), now)).toBeNull()
    expect(matchTotp(RFC_SECRET, 'abcdef', now)).toBeNull()
  })

  it('makes 160-bit base32 secrets that round-trip', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(secret)).toHaveLength(20)
    expect(base32Encode(base32Decode(secret))).toBe(secret)
  })
})

describe('scrypt passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse battery staple')
    const b = await hashPassword('correct horse battery staple')
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('correct horse battery staple', a)).toBe(true)
    expect(await verifyPassword('correct horse battery stapl', a)).toBe(false)
  })
})
