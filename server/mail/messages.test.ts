import { describe, expect, it } from 'vitest'
import { site } from '../../src/config/site.ts'
import { composeMessages, type Submission } from './messages.ts'

const settings = { firmEmail: 'office@law.test', siteUrl: 'https://law.test' }
const submission = (language: Submission['language'], guide = false): Submission => ({
  id: 1,
  kind: guide ? 'guide' : 'contact',
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar@example.com',
  message: 'مرحبًا',
  guidelineName: guide ? 'ResidencePermit_Guideline' : null,
  createdAt: '2026-11-28T10:00:00.000Z',
  language,
})
const visitorMail = (language: Submission['language'], guide = false) =>
  composeMessages(submission(language, guide), settings, { acknowledgement: true, guideDelivery: true }).find((m) =>
    m.purpose.startsWith(guide ? 'guide' : 'visitor'),
  )!.message

describe('left-to-right runs in an Arabic e-mail to the visitor', () => {
  for (const guide of [false, true]) {
    it(`${guide ? 'guide delivery' : 'acknowledgement'}: the office hours and the firm's name are isolated in both parts`, () => {
      const mail = visitorMail('ar', guide)
      expect(mail.html).toContain(`<span dir="ltr" style="white-space:nowrap">${site.hours.time}</span>`)
      expect(mail.html).toContain(`<span dir="ltr">${site.name}</span>`)
      expect(mail.text).toContain(`\u2066${site.hours.time}\u2069`)
      expect(mail.text).toContain(`\u2066GMT+3\u2069`)
      // The subject carries no marks (see visitorParagraphs).
      expect(mail.subject).not.toMatch(/[\u2066-\u2069]/)
    })
  }

  it('an English or Turkish e-mail has no marks and no spans', () => {
    for (const language of ['en', 'tr'] as const) {
      const mail = visitorMail(language)
      expect(mail.text).toContain(site.hours.time)
      expect(mail.text).not.toMatch(/[\u2066-\u2069]/)
      expect(mail.html).not.toContain('<span dir="ltr">')
    }
  })
})
