import { auditNote, type Store } from '../db/store.ts'
import type { StoredBooking } from '../db/bookings.ts'
import { defaultMailContent, type MailContent } from '../mail/mail-content.ts'
import { availabilitySchema, DEFAULT_AVAILABILITY, type Availability } from '../../src/lib/availability.ts'
import { isLawyer } from '../../src/lib/team.ts'
import { bookingCancelSchema, bookingMoveSchema } from '../../src/lib/admin.ts'
import type { BookingService } from '../booking/service.ts'
import type {
  AvailabilityPageData,
  BookingDetail,
  BookingListItem,
  BookingsPageData,
  CalendarConflictItem,
  CalendarPanel,
  TeamChoice,
} from '../../src/admin/page-data.ts'
import type { CalendarConflict } from '../db/calendar.ts'
import type { CalendarSyncStatus } from '../booking/calendar-sync.ts'

/**
 * The back office's side of booking (issue 37): the bookings, one booking with the visitor's others, and each
 * lawyer's availability. Bookings hold personal data like leads (the `client-data` right); availability is the
 * firm's setting, edited by whoever edits the firm's facts (`content`): see access.ts.
 */

/** Bookings on one page of the list. */
export const BOOKINGS_PAGE_SIZE = 50

// The list's open ends: every stored time lies between them (the store writes times as toISOString()).
const EARLIEST = '1970-01-01T00:00:00.000Z'
const LATEST = '9999-12-31T23:59:59.999Z'

/** The lawyers of the published English team, whom a visitor may book and whose availability the firm sets. */
export function lawyersOf(content: MailContent = defaultMailContent): TeamChoice[] {
  return (content.team('en') ?? []).filter(isLawyer).map((m) => ({ key: m.id, name: m.name }))
}

/** A lawyer's name from the published team; a key no longer there (a member removed) shows as itself. */
function nameOf(key: string, content: MailContent): string {
  return (content.team('en') ?? []).find((m) => m.id === key)?.name ?? key
}

const conflictItem = ({ startsAt, endsAt, reason, at }: CalendarConflict): CalendarConflictItem => ({ startsAt, endsAt, reason, at })

/** A booking as the lists show it (the bookings, a visitor's history, the KVKK look-up), with its calendar conflict. */
export function bookingItem(b: StoredBooking, content: MailContent = defaultMailContent, conflict?: CalendarConflict): BookingListItem {
  return {
    ...(conflict ? { calendarConflict: conflictItem(conflict) } : {}),
    id: b.id,
    lawyer: b.lawyer,
    lawyerName: nameOf(b.lawyer, content),
    kind: b.kind,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    name: b.name,
    email: b.email,
    status: b.status,
    meetingLanguage: b.meetingLanguage,
  }
}

export type BookingsWhen = 'upcoming' | 'past'

/**
 * One page of the upcoming bookings (from now, earliest first) or the past ones (newest first), of one lawyer or all.
 * One more than a page is read to know whether another page follows.
 */
export async function listBookings(
  store: Store,
  query: { when: BookingsWhen; lawyer: string; page: number },
  content: MailContent = defaultMailContent,
  now = Date.now(),
  /** The calendar sync's state (calendarSyncStatus) when a calendar is connected; absent, nothing of it is shown. */
  calendarStatus?: () => Promise<CalendarSyncStatus>,
): Promise<BookingsPageData> {
  const sync = calendarStatus ? await calendarStatus() : null
  const conflicts = new Map((sync?.conflicts ?? []).map((c) => [c.bookingId, c]))
  const at = new Date(now).toISOString()
  const upcoming = query.when === 'upcoming'
  const rows = await store.bookings.list({
    from: upcoming ? at : EARLIEST,
    to: upcoming ? LATEST : at,
    lawyer: query.lawyer || undefined,
    newestFirst: !upcoming,
    limit: BOOKINGS_PAGE_SIZE + 1,
    offset: (query.page - 1) * BOOKINGS_PAGE_SIZE,
  })
  return {
    bookings: rows.slice(0, BOOKINGS_PAGE_SIZE).map((b) => bookingItem(b, content, conflicts.get(b.id))),
    when: query.when,
    lawyer: query.lawyer,
    pageNumber: query.page,
    hasMore: rows.length > BOOKINGS_PAGE_SIZE,
    lawyers: lawyersOf(content),
    calendar: sync ? await calendarPanel(store, sync) : null,
  }
}

/** The calendar's state for the staff: its last good pass, its last error, and each refused change with its booking. */
async function calendarPanel(store: Store, sync: CalendarSyncStatus): Promise<CalendarPanel> {
  const conflicts: CalendarPanel['conflicts'] = []
  for (const c of sync.conflicts) {
    const b = await store.bookings.get(c.bookingId)
    if (b) conflicts.push({ ...conflictItem(c), bookingId: b.id, bookingStartsAt: b.startsAt, name: b.name })
  }
  return {
    lastSuccessAt: sync.lastSuccessAt,
    lastError: sync.lastError ? { message: sync.lastError.message, at: sync.lastError.at } : null,
    pendingWrites: sync.pendingWrites,
    conflicts,
  }
}

/** One booking with every stored field, and the visitor's bookings (by e-mail address, any case) as their history. */
export async function getBooking(store: Store, id: string, content: MailContent = defaultMailContent): Promise<BookingDetail | null> {
  const b = await store.bookings.get(id)
  if (!b) return null
  return {
    ...bookingItem(b, content),
    uid: b.uid,
    phone: b.phone,
    topic: b.topic,
    siteLanguage: b.siteLanguage,
    visitorTimeZone: b.visitorTimeZone,
    sequence: b.sequence,
    note: b.note,
    bufferBefore: b.bufferBefore,
    bufferAfter: b.bufferAfter,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    history: (await store.bookings.byEmail(b.email)).map((other) => bookingItem(other, content)),
  }
}

/** A lawyer's availability as stored, or what a new firm starts from when none was set yet. */
export async function availabilityOf(store: Store, lawyer: TeamChoice, content: MailContent): Promise<AvailabilityPageData> {
  const record = await store.bookings.availability(lawyer.key)
  // A stored value the schema no longer accepts (written by an older release) is shown as stored: the form's own
  // check then says what to change. It is never replaced silently by the default.
  const parsed = record ? availabilitySchema.safeParse(record.availability) : null
  return {
    lawyer,
    lawyers: lawyersOf(content),
    availability: parsed?.success ? parsed.data : record ? (record.availability as Availability) : DEFAULT_AVAILABILITY,
    stored: record !== null,
    updatedAt: record?.updatedAt ?? null,
    updatedBy: record?.updatedBy ?? null,
  }
}

/** The schema's messages by field, as the form names its fields (`weekly.monday.0.to`, `kinds.1.minutes`). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'form'
    errors[name] ??= issue.message
  }
  return errors
}

export type PutAvailabilityResult = { ok: true; availability: Availability } | { ok: false; errors: Record<string, string>; error: string }

/**
 * Validates with the form's own schema and stores it, audited in the same transaction (the detail names the lawyer,
 * the firm's setting, never a visitor). Nothing is stored when any field is wrong.
 */
export async function putAvailability(
  store: Store,
  lawyer: string,
  input: unknown,
  actor: string,
  now = Date.now(),
): Promise<PutAvailabilityResult> {
  const parsed = availabilitySchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues)
    return { ok: false, errors, error: Object.values(errors)[0] }
  }
  const at = new Date(now).toISOString()
  await store.bookings.putAvailability(lawyer, parsed.data, actor, at, auditNote(actor, 'changed availability', lawyer, now))
  return { ok: true, availability: parsed.data }
}

/** What a cancel or move call answers: the HTTP status and the body (the booking as its page shows it after the change). */
export type FirmChangeAnswer = {
  status: 200 | 400 | 404 | 409
  body: { ok: boolean; error?: string; errors?: Record<string, string>; booking?: BookingDetail }
}

/** A cancel or move call: the booking's id, the body sent and who sends it. */
export interface FirmChange {
  service: BookingService
  store: Store
  id: string
  input: unknown
  actor: string
  content: MailContent
}

// The staff's words for each refusal (the service's own messages address the visitor).
const FIRM_REFUSALS = {
  'not-found': 'This booking no longer exists (erased or deleted after its retention period).',
  cancelled: 'This booking is cancelled and cannot be moved. The visitor can book a new time.',
  'already-cancelled': 'This booking was already cancelled. Nothing was sent to the visitor again.',
  taken: 'Another booking holds this time (with the time kept free around it). Choose another time.',
  past: 'This time has passed. Choose a time in the future.',
} as const

const invalid = (errors: Record<string, string>): FirmChangeAnswer => ({
  status: 400,
  body: { ok: false, errors, error: Object.values(errors)[0] },
})

/**
 * The firm cancels a booking (ADR 37 "(wadmin)"): through the booking service, which sends the visitor the CANCEL
 * with the note and the firm its copy, and writes the audit line naming the booking, all in one transaction. A
 * booking already cancelled is a 409 and nothing is sent again.
 */
export async function cancelByFirm({ service, store, id, input, actor, content }: FirmChange): Promise<FirmChangeAnswer> {
  const parsed = bookingCancelSchema.safeParse(input ?? {})
  if (!parsed.success) return invalid(fieldErrors(parsed.error.issues))
  const result = await service.cancelByFirm(id, actor, parsed.data.note || undefined)
  if (!result.ok) return { status: 404, body: { ok: false, error: FIRM_REFUSALS['not-found'] } }
  if (result.already) return { status: 409, body: { ok: false, error: FIRM_REFUSALS['already-cancelled'] } }
  return { status: 200, body: { ok: true, booking: (await getBooking(store, id, content)) ?? undefined } }
}

/**
 * The firm moves a booking to another start (any future time on the 5-minute grid, outside the published hours too):
 * the service sends the visitor the new REQUEST (sequence raised) with the note; the database refuses time another
 * booking holds, which is a 409 here.
 */
export async function moveByFirm({ service, store, id, input, actor, content }: FirmChange): Promise<FirmChangeAnswer> {
  const parsed = bookingMoveSchema.safeParse(input ?? {})
  if (!parsed.success) return invalid(fieldErrors(parsed.error.issues))
  const result = await service.moveByFirm(id, parsed.data.start, actor, parsed.data.note || undefined)
  if (result.ok) return { status: 200, body: { ok: true, booking: (await getBooking(store, id, content)) ?? undefined } }
  switch (result.reason) {
    case 'not-found':
      return { status: 404, body: { ok: false, error: FIRM_REFUSALS['not-found'] } }
    case 'cancelled':
      return { status: 409, body: { ok: false, error: FIRM_REFUSALS.cancelled } }
    case 'taken':
      return { status: 409, body: { ok: false, error: FIRM_REFUSALS.taken, errors: { start: FIRM_REFUSALS.taken } } }
    case 'past':
      return invalid({ start: FIRM_REFUSALS.past })
    default:
      return invalid({ start: result.message })
  }
}
