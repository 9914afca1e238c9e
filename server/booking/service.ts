import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { isLocale, locales, type Locale } from '../../src/i18n/locales.ts'
import { localizedPath } from '../../src/i18n/paths.ts'
import { availabilitySchema, DEFAULT_AVAILABILITY, type Availability } from '../../src/lib/availability.ts'
import { MEETING_KINDS, type Interval, type MeetingKind } from '../../src/lib/booking.ts'
import { BOOKING_MANAGE_PATH, BOOKING_PATH, type BookingFieldErrors } from '../../src/lib/booking-page.ts'
import { parseTimeZone } from '../../src/lib/slot-labels.ts'
import type { AuditNote, StoredBooking, Store } from '../db/store.ts'
import type { BookingMail } from '../db/bookings.ts'
import type { MailContent } from '../mail/mail-content.ts'
import { mailT } from '../mail/dictionaries.ts'
import { memberTitle } from '../../src/lib/team.ts'
import type { CalendarBookingChange } from './calendar-sync.ts'
import type { Invitation } from './invitation.ts'
import { composeBookingMessages, type BookingEvent, type BookingMailInput, type BookingMailSettings } from './messages.ts'
import { checkSlot, nextFreeSlots, type SlotRefusal, type TakenBooking } from './slots.ts'
import { sign, verify, type TokenAction, type TokenRefusal } from './tokens.ts'

/**
 * The booking service (issue 37, ADR 37 "(bserve)"): books, moves and cancels consultations for visitors (through
 * their signed links) and for the firm (the back office, with a note and an audit line), and queues the day-before
 * reminders. Every write goes through `store.bookings`, whose cells' primary key is what refuses a double booking;
 * the slot rules (server/booking/slots.ts) are checked first only to give the visitor a precise reason. The e-mails
 * of each change are composed here and queued by the store in the write's own transaction.
 */

/** The name of the booking links' key in `site_secrets`. */
export const LINK_SECRET_NAME = 'booking-links'

/**
 * The booking links' key: 32 random bytes made by the first instance that starts on the database and kept there, so
 * every instance (and a restored backup) signs and checks with the same key; never in code or the environment.
 */
export async function bookingLinkSecret(store: Store, now = new Date()): Promise<Buffer> {
  const kept = await store.bookings.siteSecret(LINK_SECRET_NAME, randomBytes(32).toString('base64url'), now.toISOString())
  return Buffer.from(kept, 'base64url')
}

/** Busy times of the firm's calendar for a lawyer (the (bcal) line's copy); none without a calendar. */
export type BusyTimes = (lawyer: string, from: string, to: string) => Promise<Interval[]>

export interface BookingServiceDeps {
  store: Store
  /** FIRM_EMAIL, SITE_URL, the Message-IDs' host, the reviewed translations of booking's words. */
  mail: Omit<BookingMailSettings, 'content'>
  /** The firm's published content (team, address) as of now: read before each write, used inside it. */
  content: () => Promise<MailContent>
  /** The links' key (bookingLinkSecret), read once (again after a failure). */
  secret: () => Promise<Buffer>
  busy?: BusyTimes
  /**
   * Called after every booking write (made, moved, cancelled; by the visitor or the firm): the calendar worker's
   * `bookingsChanged`, so this process writes the change to the firm's calendar at once rather than within 30 s.
   */
  changed?: () => void
  now?: () => Date
}

/** What a visitor sends to book (the page's form, or JSON). */
export interface BookingRequest {
  lawyer: unknown
  kind: unknown
  start: unknown
  timeZone: unknown
  name: unknown
  email: unknown
  phone?: unknown
  topic: unknown
  meetingLanguage: unknown
  /** The language of the page the visitor booked from: e-mails and links are in it. */
  language: unknown
}

/** Why a slot cannot be booked: the slot rules' reasons, and a lawyer or kind the firm does not offer. */
export type BookingRefusal = SlotRefusal | 'unknown-lawyer'

export type BookResult =
  | { ok: true; booking: StoredBooking; manageUrl: string }
  | { ok: false; reason: 'invalid'; errors: BookingFieldErrors }
  | { ok: false; reason: BookingRefusal; message: string; nextSlots: Interval[] }

export type LinkResult = { ok: true; booking: StoredBooking } | { ok: false; reason: TokenRefusal | 'not-found' }

export type MoveResult =
  | { ok: true; booking: StoredBooking }
  | { ok: false; reason: TokenRefusal | 'not-found' | 'cancelled'; message: string }
  | { ok: false; reason: BookingRefusal | 'invalid'; message: string; nextSlots: Interval[] }

export type CancelResult =
  { ok: true; booking: StoredBooking; already: boolean } | { ok: false; reason: TokenRefusal | 'not-found'; message: string }

/** The visitor's words for each refusal (the API's `error`; the pages show their own translated notice). */
export const refusalMessages: Record<BookingRefusal, string> = {
  past: 'This time has already passed. Choose one of the free times.',
  'too-soon': 'This time is too soon to book. Choose a later time.',
  'too-far': 'This time is too far ahead to book yet. Choose an earlier time.',
  'outside-hours': 'No consultations are held at this time. Choose one of the free times.',
  taken: 'Someone has just booked this time. Choose one of the next free times.',
  'day-full': 'This day is fully booked. Choose another day.',
  'not-offered': 'This kind of consultation is not offered. Choose another kind.',
  'unknown-lawyer': 'This lawyer does not take bookings on the site. Choose another lawyer.',
}

export const linkMessages: Record<TokenRefusal | 'not-found' | 'cancelled', string> = {
  malformed: 'This link is incomplete. Open the link from your confirmation e-mail again.',
  forged: 'This link is not valid. Open the link from your confirmation e-mail again.',
  expired: 'This link has expired: the consultation has begun or is over.',
  'not-found': 'This booking no longer exists.',
  cancelled: 'This booking is cancelled and cannot be moved. Book a new time instead.',
}

/** How many free slots a visitor who lost a slot is offered. */
const NEXT_SLOTS = 5
/** The largest booking list read for one check (a lawyer's bookings around the asked day). */
const READ_LIMIT = 10_000
const DAY_MS = 86_400_000

// Line breaks, tabs and other control characters: a name or address never needs them (header injection).
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

const text = (label: string, max: number, required = true) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .superRefine((value, ctx) => {
      if (required && value.length === 0) ctx.addIssue({ code: 'custom', message: `Enter your ${label}` })
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: `Your ${label} must be at most ${max} characters` })
    })

/** The visitor's fields (src/lib/booking-page.ts bookingFieldNames). */
export const bookingFieldsSchema = z.object({
  name: text('name', 100).refine((v) => !CONTROL_CHARS.test(v), 'Your name cannot contain line breaks'),
  email: z
    .string({ error: 'Enter your e-mail address' })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'Enter your e-mail address' })
      else if (value.length > 254 || CONTROL_CHARS.test(value) || !EMAIL_RE.test(value))
        ctx.addIssue({ code: 'custom', message: 'Enter a valid e-mail address, such as name@example.com' })
    }),
  phone: z
    .string()
    .trim()
    .max(40, 'Your phone number must be at most 40 characters')
    .refine((v) => v === '' || /^\+?[0-9 ()./-]{5,40}$/.test(v), 'Enter a phone number of digits, such as +44 20 7946 0000')
    .optional()
    .transform((v) => (v ? v : null)),
  topic: text('question in a few words', 1000),
  meetingLanguage: z.enum(locales, { error: 'Choose the language of the consultation' }),
})

export type BookingFields = z.infer<typeof bookingFieldsSchema>

/** A booking as the store keeps it, with the meeting's interval and the padded one it holds (for the slot rules). */
const takenOf = (b: StoredBooking): TakenBooking => ({
  start: b.startsAt,
  end: b.endsAt,
  occupied: {
    start: new Date(Date.parse(b.startsAt) - b.bufferBefore * 60_000).toISOString(),
    end: new Date(Date.parse(b.endsAt) + b.bufferAfter * 60_000).toISOString(),
  },
})

const iso = (ms: number) => new Date(ms).toISOString()

/** A start the visitor sent: an ISO instant, or null. */
function startOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? iso(ms) : null
}

export class BookingService {
  private readonly deps: BookingServiceDeps
  private readonly now: () => Date
  private key: Buffer | null = null

  constructor(deps: BookingServiceDeps) {
    this.deps = deps
    this.now = deps.now ?? (() => new Date())
  }

  /** The links' key, read from the database on first use (every public method that signs or checks awaits it). */
  async ready(): Promise<void> {
    this.key ??= await this.deps.secret()
  }

  private get secret(): Buffer {
    if (!this.key) throw new Error('BookingService: ready() was not awaited')
    return this.key
  }

  /**
   * A lawyer's availability, or null: a lawyer takes bookings only once the firm has set their hours in the back
   * office. The firm's default (DEFAULT_AVAILABILITY) is where that form starts, not a rule applied unasked: it would
   * open every team member's calendar, a trainee's or a partner's abroad, at hours nobody agreed to.
   */
  async availability(lawyer: string): Promise<Availability | null> {
    const record = await this.deps.store.bookings.availability(lawyer)
    if (!record) return null
    const parsed = availabilitySchema.safeParse(record.availability)
    return parsed.success ? parsed.data : null
  }

  /** The team members who take bookings, in the team's order, with their availability. */
  async lawyers(language: Locale): Promise<{ key: string; name: string; title: string; sample?: boolean; availability: Availability }[]> {
    const content = await this.deps.content()
    const team = content.team(language) ?? content.team('en') ?? []
    const withHours = await Promise.all(team.map(async (m) => ({ member: m, availability: await this.availability(m.id) })))
    return withHours
      .filter((x): x is typeof x & { availability: Availability } => x.availability !== null)
      .map(({ member, availability }) => ({
        key: member.id,
        name: member.name,
        title: memberTitle(mailT(language), member),
        ...(member.sample ? { sample: true } : {}),
        availability,
      }))
  }

  /** How many days ahead the furthest-booking lawyer takes bookings (the calendar's busy times are read that far). */
  async longestHorizon(): Promise<number> {
    const lawyers = await this.lawyers('en')
    return lawyers.length === 0 ? DEFAULT_AVAILABILITY.horizonDays : Math.max(...lawyers.map((l) => l.availability.horizonDays))
  }

  /** A lawyer's confirmed bookings around [from, to) (a day either side: buffers and the per-day limit), as the slots read them. */
  async bookingsAround(lawyer: string, from: string, to: string, except?: string): Promise<TakenBooking[]> {
    const list = await this.deps.store.bookings.list({
      lawyer,
      from: iso(Date.parse(from) - DAY_MS),
      to: iso(Date.parse(to) + DAY_MS),
      limit: READ_LIMIT,
    })
    return list.filter((b) => b.status === 'confirmed' && b.id !== except).map(takenOf)
  }

  async busy(lawyer: string, from: string, to: string): Promise<Interval[]> {
    return this.deps.busy ? this.deps.busy(lawyer, from, to) : []
  }

  /** The slot query of a lawyer and kind over [from, to): availability, bookings and busy times read once. */
  async slotQuery(availability: Availability, lawyer: string, kind: MeetingKind, from: string, to: string, except?: string) {
    const [bookings, busy] = await Promise.all([this.bookingsAround(lawyer, from, to, except), this.busy(lawyer, from, to)])
    return { availability, kind, bookings, busy, now: this.now().toISOString() }
  }

  /** The end of the window a lawyer takes bookings in (the horizon), for reads of the whole window. */
  horizonEnd(availability: Availability): string {
    return iso(this.now().getTime() + (availability.horizonDays + 2) * DAY_MS)
  }

  /** The first free slots from `after` on (the offer to a visitor who lost a slot). */
  async nextSlots(availability: Availability, lawyer: string, kind: MeetingKind, after: string, except?: string): Promise<Interval[]> {
    const q = await this.slotQuery(availability, lawyer, kind, after, this.horizonEnd(availability), except)
    return nextFreeSlots({ ...q, after }, NEXT_SLOTS)
  }

  private url(path: string, language: Locale, query = ''): string {
    return `${this.deps.mail.siteUrl}${localizedPath(path, language)}${query}`
  }

  /** A signed link's token for the booking; it works until the meeting starts. */
  token(booking: StoredBooking, action: TokenAction): string {
    return sign(this.secret, { bookingId: booking.id, action, expiresAt: booking.startsAt })
  }

  /** The visitor's page of the booking, opened with its link. */
  manageUrl(booking: StoredBooking, action: TokenAction = 'move'): string {
    return this.url(BOOKING_MANAGE_PATH, booking.siteLanguage, `?token=${this.token(booking, action)}`)
  }

  private links(booking: StoredBooking): BookingMailInput['links'] {
    return {
      cancel: this.manageUrl(booking, 'cancel'),
      move: this.manageUrl(booking, 'move'),
      book: this.url(BOOKING_PATH, booking.siteLanguage),
    }
  }

  /** The e-mails of `event`, composed inside the store's transaction from the booking as written. */
  private async mail(event: BookingEvent, extra: Omit<BookingMailInput, 'booking' | 'links'> = {}): Promise<BookingMail> {
    const settings: BookingMailSettings = { ...this.deps.mail, content: await this.deps.content() }
    return (booking) => composeBookingMessages(event, { booking, links: this.links(booking), ...extra }, settings)
  }

  /** Checks a start against the lawyer's hours, bookings and busy times: the slot, or why not and what is free next. */
  private async check(
    lawyer: string,
    kind: MeetingKind,
    start: string,
    except?: string,
  ): Promise<{ ok: true; slot: Interval; availability: Availability } | { ok: false; reason: BookingRefusal; nextSlots: Interval[] }> {
    const availability = await this.availability(lawyer)
    if (!availability) return { ok: false, reason: 'unknown-lawyer', nextSlots: [] }
    if (!availability.kinds.some((k) => k.kind === kind)) return { ok: false, reason: 'not-offered', nextSlots: [] }
    const q = await this.slotQuery(availability, lawyer, kind, start, iso(Date.parse(start) + DAY_MS), except)
    const checked = checkSlot({ ...q, start })
    if (checked.ok) return { ok: true, slot: checked.slot, availability }
    const after = checked.reason === 'past' || checked.reason === 'too-soon' ? q.now : start
    return { ok: false, reason: checked.reason, nextSlots: await this.nextSlots(availability, lawyer, kind, after, except) }
  }

  /** A visitor's booking: checked, then written with its e-mails in one transaction; `taken` offers the next free slots. */
  async book(request: BookingRequest): Promise<BookResult> {
    await this.ready()
    const errors: BookingFieldErrors = {}
    const fields = bookingFieldsSchema.safeParse({
      name: request.name,
      email: request.email,
      phone: request.phone === undefined || request.phone === null ? undefined : request.phone,
      topic: request.topic,
      meetingLanguage: request.meetingLanguage,
    })
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const key = issue.path[0] as keyof BookingFieldErrors
        if (key && !errors[key]) errors[key] = issue.message
      }
    }
    const zone = parseTimeZone(request.timeZone)
    if (!zone.ok) errors.timeZone = zone.message
    const start = startOf(request.start)
    if (!start) errors.start = 'Choose one of the free times'
    const lawyer = typeof request.lawyer === 'string' && request.lawyer.length <= 200 ? request.lawyer : null
    const kind = MEETING_KINDS.find((k) => k === request.kind)
    const language = isLocale(request.language) ? request.language : null
    if (!fields.success || !zone.ok || !start) return { ok: false, reason: 'invalid', errors }
    if (!lawyer) return { ok: false, reason: 'unknown-lawyer', message: refusalMessages['unknown-lawyer'], nextSlots: [] }
    if (!kind) return { ok: false, reason: 'not-offered', message: refusalMessages['not-offered'], nextSlots: [] }
    if (!language) return { ok: false, reason: 'invalid', errors: { meetingLanguage: `language must be one of ${locales.join(', ')}` } }

    const checked = await this.check(lawyer, kind, start)
    if (!checked.ok) return { ok: false, reason: checked.reason, message: refusalMessages[checked.reason], nextSlots: checked.nextSlots }
    const compose = await this.mail('booked')
    const created = await this.deps.store.bookings.create(
      {
        lawyer,
        kind,
        startsAt: checked.slot.start,
        endsAt: checked.slot.end,
        bufferBefore: checked.availability.bufferBeforeMinutes,
        bufferAfter: checked.availability.bufferAfterMinutes,
        ...fields.data,
        siteLanguage: language,
        visitorTimeZone: zone.timeZone,
      },
      this.now().toISOString(),
      { compose },
    )
    if ('taken' in created) {
      // Another visitor's booking committed first: the store's constraint decided; offer what is free now.
      const nextSlots = await this.nextSlots(checked.availability, lawyer, kind, start)
      return { ok: false, reason: 'taken', message: refusalMessages.taken, nextSlots }
    }
    this.deps.changed?.()
    return { ok: true, booking: created, manageUrl: this.manageUrl(created) }
  }

  /** The booking a visitor's link names, if the link is ours, unexpired and the booking still exists. */
  async open(token: string, action?: TokenAction): Promise<LinkResult> {
    await this.ready()
    const checked = verify(this.secret, token, this.now(), action ? { action } : {})
    if (!checked.ok) return checked
    const booking = await this.deps.store.bookings.get(checked.claims.bookingId)
    return booking ? { ok: true, booking } : { ok: false, reason: 'not-found' }
  }

  /** The visitor moves their booking (same lawyer and kind) with its move link; the slot rules apply as when booking. */
  async moveByVisitor(token: string, start: unknown): Promise<MoveResult> {
    const opened = await this.open(token, 'move')
    if (!opened.ok) return { ...opened, message: linkMessages[opened.reason] }
    const booking = opened.booking
    if (booking.status !== 'confirmed') return { ok: false, reason: 'cancelled', message: linkMessages.cancelled }
    const at = startOf(start)
    if (!at) return { ok: false, reason: 'invalid', message: 'Choose one of the free times', nextSlots: [] }
    const checked = await this.check(booking.lawyer, booking.kind, at, booking.id)
    if (!checked.ok) return { ok: false, reason: checked.reason, message: refusalMessages[checked.reason], nextSlots: checked.nextSlots }
    return this.moveTo(booking, checked.slot, checked.availability, { by: 'visitor' })
  }

  private async moveTo(
    booking: StoredBooking,
    slot: Interval,
    buffers: { bufferBeforeMinutes: number; bufferAfterMinutes: number },
    opts: { by: 'visitor' | 'firm'; note?: string; audit?: AuditNote },
  ): Promise<MoveResult> {
    const previous = { start: booking.startsAt, end: booking.endsAt }
    const compose = await this.mail('moved', { by: opts.by, previous, ...(opts.note ? { note: opts.note } : {}) })
    const moved = await this.deps.store.bookings.move(
      booking.id,
      { startsAt: slot.start, endsAt: slot.end, bufferBefore: buffers.bufferBeforeMinutes, bufferAfter: buffers.bufferAfterMinutes },
      this.now().toISOString(),
      { note: opts.note ?? null, audit: opts.audit, compose },
    )
    if (moved === null) return { ok: false, reason: 'cancelled', message: linkMessages.cancelled }
    if ('taken' in moved) {
      const availability = await this.availability(booking.lawyer)
      const nextSlots = availability ? await this.nextSlots(availability, booking.lawyer, booking.kind, slot.start, booking.id) : []
      return { ok: false, reason: 'taken', message: refusalMessages.taken, nextSlots }
    }
    this.deps.changed?.()
    return { ok: true, booking: moved }
  }

  /** The visitor cancels with the cancel link; a second cancellation is harmless (already: true, nothing sent). */
  async cancelByVisitor(token: string): Promise<CancelResult> {
    const opened = await this.open(token, 'cancel')
    if (!opened.ok) return { ...opened, message: linkMessages[opened.reason] }
    return this.cancel(opened.booking, { by: 'visitor' })
  }

  private async cancel(booking: StoredBooking, opts: { by: 'visitor' | 'firm'; note?: string; audit?: AuditNote }): Promise<CancelResult> {
    if (booking.status === 'cancelled') return { ok: true, booking, already: true }
    const compose = await this.mail('cancelled', { by: opts.by, ...(opts.note ? { note: opts.note } : {}) })
    const cancelled = await this.deps.store.bookings.cancel(booking.id, this.now().toISOString(), {
      note: opts.note ?? null,
      audit: opts.audit,
      compose,
    })
    if (cancelled) {
      this.deps.changed?.()
      return { ok: true, booking: cancelled, already: false }
    }
    // Cancelled meanwhile (the other link, the firm): the same answer, nothing sent twice.
    const now = await this.deps.store.bookings.get(booking.id)
    return now ? { ok: true, booking: now, already: true } : { ok: false, reason: 'not-found', message: linkMessages['not-found'] }
  }

  /**
   * The firm moves a booking (back office): to any start on the 5-minute grid not yet past, outside the published
   * hours too (arranged with the visitor by phone, say); the store still refuses time another booking holds. The
   * meeting keeps its length; the buffers are the lawyer's present ones. `note` goes to the visitor; the audit line
   * names the booking, never the visitor.
   */
  async moveByFirm(id: string, start: string, actor: string, note?: string): Promise<MoveResult> {
    return this.firmMove(id, start, null, actor, note)
  }

  /** moveByFirm, to `end` when given (the firm's calendar), else keeping the meeting's present length. */
  private async firmMove(id: string, start: string, end: string | null, actor: string, note?: string): Promise<MoveResult> {
    await this.ready()
    const booking = await this.deps.store.bookings.get(id)
    if (!booking) return { ok: false, reason: 'not-found', message: linkMessages['not-found'] }
    if (booking.status !== 'confirmed') return { ok: false, reason: 'cancelled', message: linkMessages.cancelled }
    const at = startOf(start)
    if (!at || Date.parse(at) % 300_000 !== 0)
      return { ok: false, reason: 'invalid', message: 'Choose a start on a 5-minute mark', nextSlots: [] }
    if (Date.parse(at) <= this.now().getTime()) return { ok: false, reason: 'past', message: refusalMessages.past, nextSlots: [] }
    const length = end === null ? Date.parse(booking.endsAt) - Date.parse(booking.startsAt) : Date.parse(end) - Date.parse(at)
    if (!(length > 0) || length % 300_000 !== 0 || length > MAX_FIRM_LENGTH_MS)
      return {
        ok: false,
        reason: 'invalid',
        message: 'Choose an end on a 5-minute mark, after the start and within 24 hours',
        nextSlots: [],
      }
    const availability = await this.availability(booking.lawyer)
    const buffers = availability ?? { bufferBeforeMinutes: booking.bufferBefore, bufferAfterMinutes: booking.bufferAfter }
    const audit: AuditNote = { actor, action: 'booking.move', detail: `booking ${booking.id} to ${at}`, at: this.now().toISOString() }
    return this.moveTo(booking, { start: at, end: iso(Date.parse(at) + length) }, buffers, { by: 'firm', note, audit })
  }

  /** The firm cancels a booking (back office), with a note to the visitor and an audit line naming the booking. */
  async cancelByFirm(id: string, actor: string, note?: string): Promise<CancelResult> {
    await this.ready()
    const booking = await this.deps.store.bookings.get(id)
    if (!booking) return { ok: false, reason: 'not-found', message: linkMessages['not-found'] }
    const audit: AuditNote = { actor, action: 'booking.cancel', detail: `booking ${booking.id}`, at: this.now().toISOString() }
    return this.cancel(booking, { by: 'firm', note, audit })
  }

  /**
   * What the firm did to a booking's event in its own calendar (the calendar worker's report), done here as the
   * firm: a deleted or cancelled event cancels the booking, a moved one moves it, each with the visitor's e-mail
   * (METHOD:CANCEL, or a REQUEST with SEQUENCE raised). No note: the visitor's e-mail already says, in their
   * language, that the firm cancelled or moved it, and the calendar gives no reason to pass on. Safe to repeat (a
   * cancelled booking stays so; a booking already at those times is not moved again). The event's end is the
   * meeting's new end, so a firm that lengthens or shortens the event in its calendar gets that length (on the
   * 5-minute grid, at most 24 hours; ADR 37 "(calstatus)").
   */
  async applyCalendarChange(event: { bookingId: string; change: CalendarBookingChange }): Promise<CancelResult | MoveResult> {
    const { change } = event
    if (change.kind === 'cancelled') return this.cancelByFirm(event.bookingId, CALENDAR_ACTOR)
    const booking = await this.deps.store.bookings.get(event.bookingId)
    if (
      booking?.status === 'confirmed' &&
      Date.parse(booking.startsAt) === Date.parse(change.startsAt) &&
      Date.parse(booking.endsAt) === Date.parse(change.endsAt)
    )
      return { ok: true, booking }
    return this.firmMove(event.bookingId, change.startsAt, change.endsAt, CALENDAR_ACTOR)
  }

  /**
   * Bookings were changed outside the service (the KVKK erasure cancels and blanks future ones in the Store): wakes
   * this process's calendar worker, as every change made here does, so the firm's calendar drops them at once.
   */
  changed(): void {
    this.deps.changed?.()
  }

  /**
   * The visitor's invitation as their e-mail carries it (REQUEST while confirmed, CANCEL once cancelled; the same
   * UID, SEQUENCE and DTSTAMP, so byte for byte the same text), for the confirmation page's download.
   */
  async invitation(booking: StoredBooking): Promise<Invitation> {
    await this.ready()
    const settings: BookingMailSettings = { ...this.deps.mail, content: await this.deps.content() }
    const event = booking.status === 'cancelled' ? 'cancelled' : 'booked'
    return composeBookingMessages(event, { booking, links: this.links(booking) }, settings)[0].message.calendar
  }

  /**
   * Queues the day-before reminders due at `now`: confirmed bookings starting within a day (and not within the
   * hour: too late to help), each once per sequence (again after a move). A booking made or moved less than a day
   * before its start gets none: its confirmation has just gone. Safe on every instance at once: the store queues
   * each reminder only for the transaction that marks it (BookingsRepository.remind). Returns how many were queued.
   */
  async queueReminders(now = this.now()): Promise<number> {
    await this.ready()
    const t = now.getTime()
    const due = await this.deps.store.bookings.unreminded(iso(t + REMINDER_NOT_WITHIN_MS), iso(t + DAY_MS), 100)
    let queued = 0
    for (const booking of due) {
      // Marked with no e-mail, so that it is not read again on every pass.
      const recent = Date.parse(booking.updatedAt) > Date.parse(booking.startsAt) - DAY_MS
      const compose: BookingMail = recent ? () => [] : await this.mail('reminder')
      if ((await this.deps.store.bookings.remind(booking.id, booking.sequence, now.toISOString(), compose)) && !recent) queued += 1
    }
    return queued
  }
}

/**
 * Why the firm's move in its calendar was refused, in the staff's words (the back office and /healthz show it; the
 * visitor's `message` tells them to choose another time, which is not what the firm needs to read).
 */
export function calendarRefusal(result: { reason: string; message: string }): string {
  if (result.reason === 'taken') return 'Another booking of this lawyer (with its buffers) holds that time.'
  if (result.reason === 'past') return 'The new time has already passed.'
  if (result.reason === 'invalid')
    return 'The new time is not one the site can keep: start and end on 5-minute marks, the meeting at most 24 hours long.'
  return result.message
}

/** The longest meeting the firm may make of a booking in its calendar (a multi-day event is surely a mistake). */
const MAX_FIRM_LENGTH_MS = 86_400_000

/** The audit log's actor of a change the firm made in its own calendar. */
export const CALENDAR_ACTOR = 'calendar'

/** A reminder less than this long before the start is not sent (it would arrive as the meeting begins). */
const REMINDER_NOT_WITHIN_MS = 60 * 60_000
