import type Mail from 'nodemailer/lib/mailer'
import type { Booking, Interval } from '../../src/lib/booking.ts'
import { localeConfig, type Locale } from '../../src/i18n/locales.ts'
import { ISTANBUL_TIME_ZONE } from '../../src/lib/istanbul-time.ts'
import { escapeHtml } from '../../src/lib/html.ts'
import { memberTitle } from '../../src/lib/team.ts'
import { mailT } from '../mail/dictionaries.ts'
import { defaultMailContent } from '../mail/mail-content.ts'
import { headerSafe, layout, visitorParagraphs, type LtrParagraph, type MailSettings, type StoredMessage } from '../mail/messages.ts'
import { bookingInvitation, languageName, type Invitation, type InvitationOptions } from './invitation.ts'
import { bookingWord, bookingWordsLanguage, type BookingWordKey } from './words.ts'

/**
 * A booking's e-mails (issue 37): to the visitor in the language they booked in, and the firm's copy in English,
 * each with the booking's iCalendar invitation (server/booking/invitation.ts) so a mail program offers to accept it
 * or, for a cancellation, to remove it. Composed once and stored in the outbox with the booking's change (the wiring
 * is next session's); the outbox sends each at least once, under the fixed Message-ID made here.
 */

/** What happened to the booking: each gives the visitor's e-mail and, except the reminder, the firm's copy. */
export type BookingEvent = 'booked' | 'reminder' | 'moved' | 'cancelled'

/** One e-mail of a booking, as its Message-ID and the outbox's `purpose` name it. */
export type BookingMailKind =
  'confirmation' | 'firm-confirmation' | 'reminder' | 'moved' | 'firm-moved' | 'cancellation' | 'firm-cancellation'

export interface BookingMessage extends StoredMessage {
  /** `<booking-…@host>`: the same for the same booking, sequence and kind, on every build and every attempt. */
  messageId: string
  /** The invitation: nodemailer's `icalEvent` (bookingMailOptions). */
  calendar: Invitation
}

export interface BookingMailSettings extends MailSettings {
  /** The right-hand side of the Message-IDs: the site's host name (SITE_URL), as the outbox's own. */
  messageIdDomain: string
  /**
   * Whether a lawyer has reviewed booking's words in a language (ADR 26): until then a Turkish or Arabic e-mail says
   * it is a machine translation (decisions, fourth round). Unset: no translation is reviewed.
   */
  wordingReviewed?: (language: Locale) => boolean
}

export interface BookingMailInput {
  booking: Booking
  /** The visitor's signed links (server/booking/tokens.ts) and the booking page, to book again after a cancellation. */
  links: { cancel: string; move: string; book: string }
  /** A move or cancellation: who made it (the firm writes "we had to"). */
  by?: 'visitor' | 'firm'
  /** The firm's note to the visitor with a move or cancellation made in the back office. */
  note?: string
  /** A move: the time it had before. */
  previous?: Interval
}

const PURPOSE_PREFIX = 'booking-'

/**
 * The Message-ID of one of a booking's e-mails. The outbox sends at least once: a message sent again after a crash
 * must be the same message to the receiver (Gmail drops a repeated Message-ID), and a new change (a new sequence)
 * must be a new one.
 */
export function bookingMessageId(booking: Pick<Booking, 'id' | 'sequence'>, kind: BookingMailKind, domain: string): string {
  const id = booking.id.replace(/[^A-Za-z0-9_-]/g, '-')
  return `<booking-${id}.${booking.sequence}.${kind}@${domain}>`
}

/** The visitor's zone if `Intl` knows it; Istanbul's otherwise (the zone came from a browser: it may be anything). */
function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone
  } catch {
    return ISTANBUL_TIME_ZONE
  }
}

type Moment = {
  date: string
  time: string
  /** Day and start for a subject line. */
  short: string
}

function momentIn(interval: Interval, zone: string, language: Locale): Moment {
  const intl = localeConfig[language].intl
  const start = new Date(interval.start)
  const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone } as const
  return {
    date: new Intl.DateTimeFormat(intl, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(start),
    time: new Intl.DateTimeFormat(intl, clock).formatRange(start, new Date(interval.end)),
    short: new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', ...clock }).format(start),
  }
}

/** "America/New York": the zone's id as people read it (an underscore would also split a left-to-right run). */
const zoneLabel = (zone: string) => zone.replace(/_/g, ' ')

function officeAddress(address: { lines: string[]; city: string; country: string }): string {
  return [...address.lines, address.city, address.country].join(', ')
}

/** Everything both copies need, read once. */
function context(input: BookingMailInput, settings: BookingMailSettings) {
  const { booking } = input
  const content = settings.content ?? defaultMailContent
  const language = bookingWordsLanguage(booking.siteLanguage)
  const member = (inLanguage: Locale) => {
    const found = (content.team(inLanguage) ?? content.team('en'))?.find((m) => m.id === booking.lawyer)
    return found ? { name: found.name, title: memberTitle(mailT(inLanguage), found) } : null
  }
  const firmName = content.firm('en').name
  const invitation = (recipient: InvitationOptions['recipient']) =>
    bookingInvitation(booking, {
      organizer: { name: firmName, email: settings.firmEmail },
      officeAddress: officeAddress(content.firm(recipient === 'visitor' ? language : 'en').address),
      lawyer: member(recipient === 'visitor' ? language : 'en'),
      recipient,
      links: { cancel: input.links.cancel, move: input.links.move },
    })
  return { booking, content, language, member, firmName, invitation }
}

type Context = ReturnType<typeof context>

type Composed = { purpose: string; message: BookingMessage }

function visitorMessage(event: BookingEvent, input: BookingMailInput, settings: BookingMailSettings, ctx: Context): Composed {
  const { booking, language } = ctx
  const site = ctx.content.firm(language)
  const w = (key: BookingWordKey, values?: Record<string, string>) => bookingWord(language, key, values)
  const zone = knownZone(booking.visitorTimeZone)
  const interval = { start: booking.startsAt, end: booking.endsAt }
  const local = momentIn(interval, zone, language)
  const istanbul = momentIn(interval, ISTANBUL_TIME_ZONE, language)
  const firm = { firm: site.name }
  const when = [
    w('when', { date: local.date, time: local.time, zone: zoneLabel(zone) }),
    local.date === istanbul.date && local.time === istanbul.time
      ? ''
      : w('whenIstanbul', { time: local.date === istanbul.date ? istanbul.time : w('dateAndTime', istanbul) }),
  ]
  const lawyer = ctx.member(language)
  const details = [
    ...when,
    {
      office: w('howOffice', { address: officeAddress(site.address) }),
      phone: w('howPhone'),
      video: w('howVideo'),
    }[booking.kind],
    lawyer ? w('lawyer', lawyer) : '',
    w('meetingLanguage', { language: languageName(booking.meetingLanguage, language) }),
  ]
  const links: (string | LtrParagraph)[] = [w('moveLink'), { ltr: input.links.move }, w('cancelLink'), { ltr: input.links.cancel }]
  const note = input.by === 'firm' && input.note ? w('firmNote', { note: input.note }) : ''
  const byFirm = input.by === 'firm'
  const kind: BookingMailKind = { booked: 'confirmation', reminder: 'reminder', moved: 'moved', cancelled: 'cancellation' }[
    event
  ] as BookingMailKind
  const previous = input.previous && momentIn(input.previous, zone, language)
  const [subject, body]: [string, (string | LtrParagraph)[]] = {
    booked: [
      w('confirmSubject', { date: local.short, ...firm }),
      [w('confirmIntro', firm), ...details, w('attached'), ...links, w('notYou')],
    ],
    reminder: [w('reminderSubject', { date: local.short, ...firm }), [w('reminderIntro', firm), ...details, w('attached'), ...links]],
    moved: [
      w('movedSubject', { date: local.short, ...firm }),
      [
        w(byFirm ? 'movedByFirm' : 'movedByVisitor', firm),
        note,
        previous ? w('previously', { date: previous.date, time: previous.time }) : '',
        ...details,
        w('attachedMoved'),
        ...links,
      ],
    ],
    cancelled: [
      w('cancelledSubject', { date: local.short, ...firm }),
      [
        w(byFirm ? 'cancelledByFirm' : 'cancelledByVisitor', { ...firm, date: `${w('dateAndTime', local)} (${zoneLabel(zone)})` }),
        note,
        w('attachedCancelled'),
        w('bookAgain'),
        { ltr: input.links.book },
      ],
    ],
  }[event] as [string, (string | LtrParagraph)[]]
  const unreviewed = language !== 'en' && !settings.wordingReviewed?.(language)
  const mail = visitorParagraphs(
    [
      mailT(language)('mail.hello'),
      ...body.filter((p) => p !== ''),
      unreviewed ? w('machineTranslation') : '',
      site.name,
      { ltr: site.phone.display },
    ].filter((p) => p !== ''),
    language,
  )
  return composed(kind, {
    // Mail to the typed address carries none of the typed text, not even the name (server/mail/messages.ts).
    to: { name: '', address: headerSafe(booking.email) },
    replyTo: { name: ctx.firmName, address: settings.firmEmail },
    subject: headerSafe(subject),
    text: mail.text,
    html: withLinks(
      layout(`<div lang="${language}" dir="${localeConfig[language].dir}">${mail.html}</div>`, settings, site.name),
      Object.values(input.links),
    ),
    messageId: bookingMessageId(booking, kind, settings.messageIdDomain),
    calendar: ctx.invitation('visitor'),
  })
}

const composed = (kind: BookingMailKind, message: BookingMessage): Composed => ({ purpose: `${PURPOSE_PREFIX}${kind}`, message })

/** The links, shown as text by visitorParagraphs, made into links in the HTML part. */
function withLinks(html: string, links: string[]): string {
  return links.reduce((out, link) => {
    const shown = escapeHtml(link)
    return out.split(`>${shown}</`).join(`><a href="${shown}">${shown}</a></`)
  }, html)
}

function firmMessage(
  event: Exclude<BookingEvent, 'reminder'>,
  input: BookingMailInput,
  settings: BookingMailSettings,
  ctx: Context,
): Composed {
  const { booking } = ctx
  const interval = { start: booking.startsAt, end: booking.endsAt }
  const istanbul = momentIn(interval, ISTANBUL_TIME_ZONE, 'en')
  const zone = knownZone(booking.visitorTimeZone)
  const visitor = momentIn(interval, zone, 'en')
  const lawyer = ctx.member('en')
  const whenIstanbul = `${istanbul.date}, ${istanbul.time} Istanbul time`
  const rows: [string, string][] = [
    ['When', whenIstanbul],
    ["Visitor's time", `${visitor.date}, ${visitor.time} (${zoneLabel(zone)})`],
    ...(input.previous
      ? ([['Before', (({ date, time }) => `${date}, ${time} Istanbul time`)(momentIn(input.previous, ISTANBUL_TIME_ZONE, 'en'))]] as [
          string,
          string,
        ][])
      : []),
    ['Kind', { office: 'At the office', phone: 'By phone', video: 'Video call' }[booking.kind]],
    ['Lawyer', lawyer ? `${lawyer.name}, ${lawyer.title}` : booking.lawyer],
    ['Name', booking.name],
    ['E-mail', booking.email],
    ['Phone', booking.phone ?? '(none given)'],
    ['Topic', booking.topic],
    ['Meeting language', languageName(booking.meetingLanguage, 'en')],
    ['Site language', `${localeConfig[booking.siteLanguage].name} (${booking.siteLanguage})`],
    ['Booking', booking.id],
  ]
  const who = booking.name
  const [kind, subject, intro]: [BookingMailKind, string, string] = {
    booked: [
      'firm-confirmation',
      `New consultation booking: ${who}, ${whenIstanbul}`,
      'A visitor booked a free initial consultation on the site.',
    ],
    moved: [
      'firm-moved',
      `Consultation moved: ${who}, now ${whenIstanbul}`,
      input.by === 'firm'
        ? 'The consultation was moved in the back office; the visitor has been told.'
        : 'The visitor moved their consultation.',
    ],
    cancelled: [
      'firm-cancellation',
      `Consultation cancelled: ${who}, ${whenIstanbul}`,
      input.by === 'firm'
        ? 'The consultation was cancelled in the back office; the visitor has been told.'
        : 'The visitor cancelled their consultation.',
    ],
  }[event] as [BookingMailKind, string, string]
  const note = input.by === 'firm' && input.note ? `Note sent to the visitor: ${input.note}` : ''
  const invitationLine =
    event === 'cancelled'
      ? 'The attached cancellation removes it from a calendar that has it.'
      : 'The attached invitation adds it to a calendar.'
  return composed(kind, {
    to: { name: ctx.firmName, address: settings.firmEmail },
    replyTo: { name: headerSafe(booking.name), address: headerSafe(booking.email) },
    subject: headerSafe(subject),
    text: [intro, note, rows.map(([k, v]) => `${k}: ${v}`).join('\n'), invitationLine, 'Reply to this e-mail to write to the visitor.']
      .filter(Boolean)
      .join('\n\n'),
    html: layout(
      `<p>${escapeHtml(intro)}</p>${note ? `<p><strong>${escapeHtml(note)}</strong></p>` : ''}<table>${rows
        .map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
        .join('')}</table><p>${escapeHtml(invitationLine)}</p><p>Reply to this e-mail to write to the visitor.</p>`,
      settings,
      ctx.firmName,
    ),
    messageId: bookingMessageId(booking, kind, settings.messageIdDomain),
    calendar: ctx.invitation('firm'),
  })
}

/**
 * The e-mails of `event` for the booking as it now stands (its time, status and sequence already changed): the
 * visitor's, and for everything but the reminder, the firm's copy. `purpose` is the outbox's name of each.
 */
export function composeBookingMessages(event: BookingEvent, input: BookingMailInput, settings: BookingMailSettings): Composed[] {
  const expected = event === 'cancelled' ? 'cancelled' : 'confirmed'
  if (input.booking.status !== expected)
    throw new Error(`booking ${input.booking.id}: a "${event}" e-mail for a ${input.booking.status} booking`)
  const ctx = context(input, settings)
  const visitor = visitorMessage(event, input, settings, ctx)
  return event === 'reminder' ? [visitor] : [visitor, firmMessage(event, input, settings, ctx)]
}

/**
 * A booking e-mail as nodemailer sends it. `icalEvent` makes the invitation both the message's text/calendar
 * alternative with its `method` (what Gmail, Outlook and Apple Mail read to show Accept/Decline or apply a
 * cancellation) and an `invitation.ics` attachment for the rest (nodemailer adds both from the one option: a second,
 * hand-made attachment would make two).
 */
export function bookingMailOptions(message: BookingMessage, from: string): Mail.Options {
  return {
    messageId: message.messageId,
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    icalEvent: { method: message.calendar.method, filename: message.calendar.filename, content: message.calendar.content },
  }
}

/**
 * The firm's copy of the invitation alone (English, the visitor's details, no links): the event the calendar sync
 * writes to the firm's CalDAV calendar (server/booking/calendar-sync.ts), the same UID and SEQUENCE as the e-mails'.
 */
export function firmInvitation(booking: Booking, settings: BookingMailSettings): Invitation {
  return context({ booking, links: { cancel: '', move: '', book: '' } }, settings).invitation('firm')
}
