import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import type { Booking } from '../../src/lib/booking.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { TestSmtp } from '../test/smtp.ts'
import { leafParts, parseMime, type MimePart } from '../test/mime.ts'
import { createTransport, type MailTransport } from '../mail/transport.ts'
import {
  bookingMailOptions,
  composeBookingMessages,
  type BookingEvent,
  type BookingMailInput,
  type BookingMailSettings,
} from './messages.ts'
import { sampleBooking } from '../test/booking.ts'

/**
 * A booking's e-mails as the visitor and the firm receive them: composed, sent over SMTP with the project's transport
 * to a real SMTP server in this process, and read back from what arrived.
 */
const settings: BookingMailSettings = { firmEmail: 'office@law.test', siteUrl: 'https://law.test', messageIdDomain: 'law.test' }
const links = {
  cancel: 'https://law.test/booking/cancel?t=eyJiIjoiYmsifQ.c2lnbmF0dXJl_-',
  move: 'https://law.test/booking/move?t=eyJiIjoiYmsifQ.bW92ZXNpZ25hdHVyZQ',
  book: 'https://law.test/booking',
}
const from = 'Atlas Law Istanbul <no-reply@law.test>'

// The visitor in London: 11:00 there is 14:00 in Istanbul. Moved to 2 December 09:30 London, 12:30 Istanbul.
const moved = {
  startsAt: '2026-12-02T09:30:00.000Z',
  endsAt: '2026-12-02T09:45:00.000Z',
  sequence: 1,
  updatedAt: '2026-11-29T08:00:00.000Z',
}
const bookingFor = (event: BookingEvent, siteLanguage: Locale): Booking =>
  sampleBooking({
    siteLanguage,
    ...(event === 'moved' ? moved : {}),
    ...(event === 'cancelled' ? { ...moved, status: 'cancelled' as const, sequence: 2 } : {}),
  })
const inputFor = (event: BookingEvent, siteLanguage: Locale): BookingMailInput => ({
  booking: bookingFor(event, siteLanguage),
  links,
  by: 'visitor',
  previous: event === 'moved' ? { start: '2026-12-01T11:00:00.000Z', end: '2026-12-01T11:15:00.000Z' } : undefined,
})

/**
 * The languages the booking words are written in. Not `Locale`: a copy of the site with a language added (German in
 * server/added-language.test.ts) must still type-check, and its e-mails fall back to English.
 */
type Written = 'en' | 'tr' | 'ar'

/** Per language and event: the visitor's subject, and the visitor's and Istanbul's times the body must show. */
const expected: Record<Written, Record<BookingEvent, string>> = {
  en: {
    booked: 'Your free initial consultation on 1 December at 11:00 – Atlas Law Istanbul',
    reminder: 'Reminder: your free initial consultation on 1 December at 11:00 – Atlas Law Istanbul',
    moved: 'Your free initial consultation has moved to 2 December at 09:30 – Atlas Law Istanbul',
    cancelled: 'Your free initial consultation on 2 December at 09:30 is cancelled – Atlas Law Istanbul',
  },
  tr: {
    booked: '1 Aralık 11:00 tarihli ücretsiz ön görüşmeniz – Atlas Law Istanbul',
    reminder: 'Hatırlatma: 1 Aralık 11:00 tarihli ücretsiz ön görüşmeniz – Atlas Law Istanbul',
    moved: 'Ücretsiz ön görüşmeniz 2 Aralık 09:30 tarihine alındı – Atlas Law Istanbul',
    cancelled: '2 Aralık 09:30 tarihli ücretsiz ön görüşmeniz iptal edildi – Atlas Law Istanbul',
  },
  ar: {
    booked: 'استشارتكم المجانية في 1 ديسمبر في 11:00 – Atlas Law Istanbul',
    reminder: 'تذكير: استشارتكم المجانية في 1 ديسمبر في 11:00 – Atlas Law Istanbul',
    moved: 'نُقلت استشارتكم المجانية إلى 2 ديسمبر في 09:30 – Atlas Law Istanbul',
    cancelled: 'أُلغيت استشارتكم المجانية في 2 ديسمبر في 09:30 – Atlas Law Istanbul',
  },
}
const times: Record<BookingEvent, [string, string]> = {
  booked: ['11:00–11:15', '14:00–14:15'],
  reminder: ['11:00–11:15', '14:00–14:15'],
  moved: ['09:30–09:45', '12:30–12:45'],
  cancelled: ['09:30–09:45', '12:30–12:45'],
}
const machineNotice: Record<Written, string | null> = {
  en: null,
  tr: 'Bu e-postanın Türkçesi makine çevirisidir ve henüz avukatlarımız tarafından incelenmemiştir.',
  ar: 'نص هذه الرسالة بالعربية ترجمة آلية لم يراجعها محامونا بعد.',
}

const smtp = new TestSmtp()
let transport: MailTransport
beforeAll(async () => {
  await smtp.start()
  transport = createTransport({ smtpUrl: smtp.url(), mailDir: '' })
})
afterAll(async () => {
  transport.close()
  await smtp.stop()
})

interface Received {
  mail: MimePart
  text: string
  html: string
  calendar: MimePart
  attachment: MimePart | undefined
}

async function sendAndRead(options: ReturnType<typeof bookingMailOptions>): Promise<Received> {
  await transport.send(options)
  const raw = smtp.received.findLast((m) => m.raw.includes(options.messageId!))!.raw
  const mail = parseMime(raw)
  const leaves = leafParts(mail)
  const part = (type: string) => leaves.find((p) => p.type === type)!
  return {
    mail,
    text: part('text/plain').body,
    html: part('text/html').body,
    calendar: part('text/calendar'),
    attachment: leaves.find((p) => p.type === 'application/ics'),
  }
}

const events: BookingEvent[] = ['booked', 'reminder', 'moved', 'cancelled']

describe('a booking’s e-mails as received', () => {
  for (const language of ['en', 'tr', 'ar'] satisfies Written[]) {
    for (const event of events) {
      it(`${language}, ${event}: subject, both times, the invitation to accept or cancel, a stable Message-ID`, async () => {
        const input = inputFor(event, language)
        const [visitor, ...firmCopies] = composeBookingMessages(event, input, settings)
        expect(firmCopies).toHaveLength(event === 'reminder' ? 0 : 1)
        // Built again (the outbox retrying, another instance): the same message under the same Message-ID.
        const again = composeBookingMessages(event, input, settings)[0]!
        expect(again).toEqual(visitor)
        expect(visitor!.message.messageId).toMatch(/^<booking-bk_Q2x9fZ\.\d\.[a-z-]+@law\.test>$/)

        const got = await sendAndRead(bookingMailOptions(visitor!.message, from))
        expect(got.mail.headers.get('message-id')).toBe(visitor!.message.messageId)
        expect(got.mail.headers.get('subject')).toBe(expected[language][event])
        expect(got.mail.headers.get('to')).toBe(input.booking.email)
        const [visitorTime, istanbulTime] = times[event]
        expect(got.text).toContain(visitorTime)
        expect(got.text).toContain('Europe/London')
        if (event !== 'cancelled') expect(got.text).toContain(istanbulTime)
        // Nothing the visitor typed goes back to the address they typed.
        expect(got.text).not.toContain(input.booking.name)
        expect(got.text).not.toContain(input.booking.topic)

        const method = event === 'cancelled' ? 'CANCEL' : 'REQUEST'
        expect(got.calendar.params.method).toBe(method)
        expect(got.attachment?.params.name).toBe('invitation.ics')
        expect(got.attachment?.body).toBe(got.calendar.body)
        const vcalendar = new ICAL.Component(ICAL.parse(got.calendar.body))
        expect(vcalendar.getFirstPropertyValue('method')).toBe(method)
        const vevent = new ICAL.Event(vcalendar.getFirstSubcomponent('vevent')!)
        expect(vevent.uid).toBe(input.booking.uid)
        expect(vevent.sequence).toBe(input.booking.sequence)

        if (event === 'cancelled') {
          expect(got.text).toContain(links.book)
          expect(got.text).not.toContain(links.cancel)
        } else {
          expect(got.text).toContain(links.cancel)
          expect(got.text).toContain(links.move)
          expect(got.html).toContain(`<a href="${links.move.replace(/&/g, '&amp;')}">`)
        }
        const notice = machineNotice[language]
        if (notice) expect(got.text).toContain(notice)
        else expect(got.text).not.toMatch(/machine translation/i)
        if (language === 'ar') {
          // The times stay left to right inside the Arabic sentence, and the HTML part is right to left.
          expect(got.text).toContain(`\u2066${visitorTime}\u2069`)
          expect(got.html).toContain('dir="rtl"')
        }
      })
    }
  }

  it('the firm’s copy is in English, names the visitor, answers to them and carries the same event', async () => {
    const input = inputFor('booked', 'ar')
    const [visitor, firm] = composeBookingMessages('booked', input, settings)
    const got = await sendAndRead(bookingMailOptions(firm!.message, from))
    expect(firm!.purpose).toBe('booking-firm-confirmation')
    expect(got.mail.headers.get('subject')).toBe(
      'New consultation booking: Maria Keller, Tuesday, 1 December 2026, 14:00–14:15 Istanbul time',
    )
    expect(got.mail.headers.get('to')).toBe('Atlas Law Istanbul <office@law.test>')
    expect(got.mail.headers.get('reply-to')).toBe('Maria Keller <maria.keller@example.com>')
    expect(got.text).toContain("Visitor's time: Tuesday, 1 December 2026, 11:00–11:15 (Europe/London)")
    expect(got.text).toContain('Topic: Buying a flat in Istanbul')
    expect(got.text).toContain('Lawyer: Selin Aksoy')
    expect(got.text).toContain('Site language: العربية (ar)')
    expect(got.mail.headers.get('message-id')).not.toBe(visitor!.message.messageId)
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(got.calendar.body)).getFirstSubcomponent('vevent')!)
    expect(event.uid).toBe(input.booking.uid)
    expect(got.calendar.params.method).toBe('REQUEST')
  })

  it('a move or cancellation by the firm says so, with the note, and tells when it was before', () => {
    const input = { ...inputFor('moved', 'en'), by: 'firm' as const, note: 'Ms Aksoy is in court that morning.' }
    const [visitor, firm] = composeBookingMessages('moved', input, settings)
    expect(visitor!.message.text).toContain('We had to move your free initial consultation with Atlas Law Istanbul to a new time.')
    expect(visitor!.message.text).toContain('Our note: Ms Aksoy is in court that morning.')
    expect(visitor!.message.text).toContain('Before: Tuesday, 1 December 2026, 11:00–11:15')
    expect(firm!.message.text).toContain('Note sent to the visitor: Ms Aksoy is in court that morning.')
    expect(firm!.message.text).toContain('Before: Tuesday, 1 December 2026, 14:00–14:15 Istanbul time')
  })

  it('each change is a new message: the Message-ID differs by sequence and by kind', () => {
    const ids = events.flatMap((event) => composeBookingMessages(event, inputFor(event, 'en'), settings).map((m) => m.message.messageId))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('a reviewed translation carries no machine-translation notice', () => {
    const reviewed = { ...settings, wordingReviewed: (language: Locale) => language === 'tr' }
    const [tr] = composeBookingMessages('booked', inputFor('booked', 'tr'), reviewed)
    const [ar] = composeBookingMessages('booked', inputFor('booked', 'ar'), reviewed)
    expect(tr!.message.text).not.toContain(machineNotice.tr!)
    expect(ar!.message.text).toContain(machineNotice.ar!)
  })

  it('a time zone the browser made up shows Istanbul time alone, and a visitor in Istanbul sees one time', () => {
    for (const visitorTimeZone of ['Mars/Olympus_Mons', 'Europe/Istanbul']) {
      const booking = sampleBooking({ visitorTimeZone })
      const [visitor] = composeBookingMessages('booked', { booking, links }, settings)
      expect(visitor!.message.text).toContain('When: Tuesday, 1 December 2026, 14:00–14:15 (Europe/Istanbul)')
      expect(visitor!.message.text).not.toContain('In Istanbul:')
    }
  })

  it('refuses to confirm a cancelled booking or cancel a confirmed one', () => {
    expect(() => composeBookingMessages('booked', inputFor('cancelled', 'en'), settings)).toThrow(/cancelled booking/)
    expect(() => composeBookingMessages('cancelled', inputFor('booked', 'en'), settings)).toThrow(/confirmed booking/)
  })
})
