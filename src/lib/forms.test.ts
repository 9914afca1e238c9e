import { describe, expect, it } from 'vitest'
import { contactSchema, fieldErrors, guideRequestSchema, messages } from './forms'

const valid = { firstName: 'Ahmed', lastName: 'Ali', email: 'ahmed@example.com', message: 'Hello' }

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('contact schema', () => {
  it('accepts a valid message and trims it', () => {
    expect(contactSchema.parse({ ...valid, firstName: '  Ahmed ' }).firstName).toBe('Ahmed')
  })
  it('requires every field, with the spec’s messages', () => {
    expect(errorsFor({ firstName: '', lastName: '', email: '', message: '' })).toEqual({
      firstName: 'Name is required',
      lastName: 'Surname is required',
      email: 'Email address is required',
      message: 'Message is required',
    })
    expect(errorsFor({})).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      email: messages.emailRequired,
      message: messages.messageRequired,
    })
  })
  it('needs at least 2 characters for name and surname', () => {
    expect(errorsFor({ ...valid, firstName: 'A', lastName: ' B ' })).toEqual({
      firstName: 'Name must be at least 2 characters',
      lastName: 'Surname must be at least 2 characters',
    })
    expect(errorsFor({ ...valid, firstName: 'Al', lastName: 'Li' })).toEqual({})
  })
  it('needs a valid e-mail address', () => {
    for (const email of ['plain', 'a@b', 'a b@example.com', 'a@example.com\r\nBcc: x@y.com', '<a@example.com>']) {
      expect(errorsFor({ ...valid, email }), email).toEqual({ email: 'Please enter a valid email address' })
    }
    expect(errorsFor({ ...valid, email: 'first.last+tag@sub.example.co.uk' })).toEqual({})
  })
  it('treats whitespace-only text as empty', () => {
    expect(errorsFor({ ...valid, message: '   \n ' })).toEqual({ message: 'Message is required' })
  })
  it('limits lengths', () => {
    expect(errorsFor({ ...valid, message: 'x'.repeat(5001) }).message).toMatch(/at most 5000/)
    expect(errorsFor({ ...valid, firstName: 'x'.repeat(101) }).firstName).toMatch(/at most 100/)
  })
})

describe('guide request schema', () => {
  it('accepts the three guide names and nothing else', () => {
    for (const guidelineName of ['RealEstate_Guideline', 'HowToDoBusinessInTurkey_Guideline', 'ResidencePermit_Guideline']) {
      expect(guideRequestSchema.safeParse({ ...valid, guidelineName }).success).toBe(true)
    }
    expect(guideRequestSchema.safeParse({ ...valid, guidelineName: 'Other' }).success).toBe(false)
    expect(guideRequestSchema.safeParse(valid).success).toBe(false)
  })
})
