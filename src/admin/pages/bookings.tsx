import { useState, type ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import type { BookingDetail, BookingListItem, BookingsPageData, CalendarConflictItem, CalendarPanel } from '../page-data'
import { callApi } from '../api'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { showServerErrors, useAppForm } from '../form'
import { useAdminNavigate } from '../router-link'
import { Button, IstanbulTime, languageName, Notice } from '../ui'
import { bookingCancelFormSchema, bookingMoveFormSchema, istanbulToIso, isoToIstanbul } from '../../lib/admin'
import { parseTimeZone, zonedLabel } from '../../lib/slot-labels'
import type { MeetingKind } from '../../lib/booking'
import { cn } from '../../lib/cn'

/** How each kind of consultation is named in the back office. */
export const KIND_WORDS: Record<MeetingKind, string> = {
  office: 'At the office',
  phone: 'By phone',
  video: 'By video link',
}

function BookingStatusBadge({ status }: { status: BookingListItem['status'] }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'confirmed' ? 'bg-green-100 text-green-800' : 'bg-navy-100 text-navy-800',
      )}
    >
      {status}
    </span>
  )
}

/** A booking erased on the visitor's request keeps no name until its calendar event is gone (ADR 37 "(wadmin)"). */
const ERASED_NAME = 'Erased at the visitor’s request'

/** The list's address for a page, a tab or a lawyer: the list can be reloaded or shared. */
function listHref(when: BookingsPageData['when'], lawyer: string, page = 1): string {
  const search = new URLSearchParams()
  if (when === 'past') search.set('when', 'past')
  if (lawyer) search.set('lawyer', lawyer)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return `/admin/bookings${query ? `?${query}` : ''}`
}

export function BookingsPage(props: BookingsPageData & { mayEditAvailability: boolean; retentionDays: number }) {
  const { bookings, when, lawyer, pageNumber, hasMore, lawyers, mayEditAvailability, retentionDays, calendar } = props
  const tab = (to: BookingsPageData['when'], label: string) => (
    <a
      href={listHref(to, lawyer)}
      aria-current={when === to ? 'page' : undefined}
      className={cn(
        'rounded-md px-4 py-2 text-sm font-semibold ring-1 ring-navy-200',
        when === to ? 'bg-navy-900 text-white' : 'bg-white text-navy-900 hover:bg-navy-50',
      )}
    >
      {label}
    </a>
  )
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Bookings</h1>
      <p className="mt-2 max-w-prose text-sm text-navy-700">
        Free consultations booked on the site, in Istanbul time. Open a booking for the visitor's details, their time zone and their other
        bookings.
        {mayEditAvailability ? (
          <>
            {' '}
            Each lawyer's hours are set under{' '}
            <a className="underline" href="/admin/availability">
              Availability
            </a>
            .
          </>
        ) : null}
      </p>
      <p className="mt-2 text-sm text-navy-700" data-testid="retention">
        A booking is deleted {retentionDays} days after its meeting ended, cancelled or not (KVKK), as leads are.
      </p>
      {calendar ? <CalendarStatus calendar={calendar} /> : null}
      <nav aria-label="Upcoming or past" className="mt-6 flex flex-wrap gap-2">
        {tab('upcoming', 'Upcoming')}
        {tab('past', 'Past')}
      </nav>
      <LawyerFilter when={when} lawyer={lawyer} lawyers={lawyers} />
      {bookings.length === 0 ? (
        <p className="mt-6">{when === 'upcoming' ? 'No upcoming bookings.' : 'No past bookings.'}</p>
      ) : (
        <BookingTable
          bookings={bookings}
          caption={when === 'upcoming' ? 'Upcoming bookings, earliest first' : 'Past bookings, latest first'}
        />
      )}
      {pageNumber > 1 || hasMore ? (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-4 text-sm">
          {pageNumber > 1 ? (
            <a className="underline" rel="prev" href={listHref(when, lawyer, pageNumber - 1)}>
              Previous page
            </a>
          ) : null}
          <span>Page {pageNumber}</span>
          {hasMore ? (
            <a className="underline" rel="next" href={listHref(when, lawyer, pageNumber + 1)}>
              Next page
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}

/** What the firm tried in its calendar and why the site refused it (the booking keeps its time). */
function RefusedChange({ conflict }: { conflict: CalendarConflictItem }) {
  return (
    <>
      Moved in the firm's calendar to <IstanbulTime iso={conflict.startsAt} /> – <IstanbulTime iso={conflict.endsAt} />, refused:{' '}
      {conflict.reason}
    </>
  )
}

/**
 * The firm's calendar, when one is connected (ADR 37 "(calstatus)"): whether the site reaches it, when it last did,
 * and the changes made in it that the site refused, each with its booking. Words, not colour: a status region that
 * a screen reader announces when it changes, and a plain list.
 */
function CalendarStatus({ calendar }: { calendar: CalendarPanel }) {
  const { lastSuccessAt, lastError, pendingWrites, conflicts } = calendar
  return (
    <section aria-labelledby="calendar-heading" className="mt-6 rounded-lg bg-white p-4 ring-1 ring-navy-100">
      <h2 id="calendar-heading" className="font-serif text-xl font-semibold">
        The firm's calendar
      </h2>
      <div role="status" className="mt-2 space-y-1 text-sm">
        {lastError ? (
          <p className="font-semibold text-red-800">
            The site cannot use the calendar: {lastError.message} (since <IstanbulTime iso={lastError.at} />
            ). Bookings go on; times taken in the calendar since the last good sync are not known here.
          </p>
        ) : null}
        <p>
          Last successful sync: {lastSuccessAt ? <IstanbulTime iso={lastSuccessAt} /> : 'never'}
          {lastError ? '.' : '. No errors.'}
        </p>
        {pendingWrites > 0 ? (
          <p>
            {pendingWrites === 1 ? '1 booking change is' : `${pendingWrites} booking changes are`} waiting to be written to the calendar.
          </p>
        ) : null}
      </div>
      {conflicts.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">Changes in the calendar that the site refused</h3>
          <p className="mt-1 max-w-prose text-sm text-navy-700">
            Each booking keeps its time and the visitor was told nothing. Move the event back in the calendar, or move the booking here (the
            visitor is then told).
          </p>
          <ul className="mt-2 list-disc space-y-1 ps-6 text-sm">
            {conflicts.map((c) => (
              <li key={c.bookingId}>
                <a className="font-semibold underline" href={`/admin/bookings/${c.bookingId}`}>
                  {c.name || ERASED_NAME}
                </a>
                , booked for <IstanbulTime iso={c.bookingStartsAt} />. <RefusedChange conflict={c} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

/** The rows of bookings: the list's, and a visitor's history on a booking's page. */
function BookingTable({ bookings, caption, current }: { bookings: BookingListItem[]; caption: string; current?: string }) {
  return (
    <table className={`mt-4 ${cardTable}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className={cardHead}>
        <tr>
          <th className="p-2">Time (Istanbul)</th>
          <th className="p-2">Visitor</th>
          <th className="p-2">Lawyer</th>
          <th className="p-2">Kind</th>
          <th className="p-2">Language</th>
          <th className="p-2">Status</th>
        </tr>
      </thead>
      <tbody className={cardBody}>
        {bookings.map((b) => (
          <tr key={b.id} className={cardRow}>
            <td data-label="Time (Istanbul)" className={`${cardCell} whitespace-nowrap`}>
              <IstanbulTime iso={b.startsAt} />
            </td>
            <td className={cardCell}>
              {b.id === current ? (
                <span className="font-semibold">{b.name || ERASED_NAME} (this booking)</span>
              ) : (
                <a className="font-semibold underline" href={`/admin/bookings/${b.id}`}>
                  {b.name || ERASED_NAME}
                </a>
              )}
              <div className="text-xs text-navy-600 [overflow-wrap:anywhere]">{b.email}</div>
            </td>
            <td data-label="Lawyer" className={cardCell}>
              {b.lawyerName}
            </td>
            <td data-label="Kind" className={cardCell}>
              {KIND_WORDS[b.kind]}
            </td>
            <td data-label="Language" className={cardCell}>
              {languageName(b.meetingLanguage)}
            </td>
            <td data-label="Status" className={cardCell}>
              <BookingStatusBadge status={b.status} />
              {b.calendarConflict ? (
                <p className="mt-1 text-xs font-semibold text-red-800">
                  <RefusedChange conflict={b.calendarConflict} />
                </p>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One lawyer's bookings or everyone's; the address changes, so the filtered list can be reloaded or shared. */
function LawyerFilter({ when, lawyer, lawyers }: Pick<BookingsPageData, 'when' | 'lawyer' | 'lawyers'>) {
  const navigate = useAdminNavigate()
  const form = useAppForm({
    defaultValues: { lawyer },
    onSubmit: ({ value }) =>
      navigate({ to: '/bookings', search: { when: when === 'past' ? 'past' : undefined, lawyer: value.lawyer || undefined } }),
  })
  return (
    <form.AppForm>
      <form.FormElement method="get" action="/admin/bookings" role="search" className="mt-4 flex flex-wrap items-end gap-2">
        {when === 'past' ? <input type="hidden" name="when" value="past" /> : null}
        <form.AppField name="lawyer">
          {(field) => (
            <field.SelectField
              label="Lawyer"
              options={[{ value: '', label: 'All lawyers' }, ...lawyers.map((l) => ({ value: l.key, label: l.name }))]}
            />
          )}
        </form.AppField>
        <button type="submit" className="rounded-md bg-white px-4 py-2 text-sm font-semibold ring-1 ring-navy-200">
          Show
        </button>
      </form.FormElement>
    </form.AppForm>
  )
}

/** The meeting's time where the visitor is, when their zone is one the platform knows. */
function VisitorTime({ iso, zone }: { iso: string; zone: string }) {
  const parsed = parseTimeZone(zone)
  if (!parsed.ok) return <>{zone} (not a time zone this system knows)</>
  const label = zonedLabel(iso, 'en', parsed.timeZone)
  return (
    <>
      {label.date}, {label.time} ({parsed.timeZone}, {label.offset})
    </>
  )
}

export function BookingPage({ booking }: { booking: BookingDetail }) {
  // Another booking's page (a link in the history) starts afresh, not with this one's state.
  return <BookingView key={booking.id} booking={booking} />
}

function BookingView({ booking }: { booking: BookingDetail }) {
  // The page shows the booking as the last change left it (the call answers the booking as stored).
  const [b, setBooking] = useState(booking)
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd>{value}</dd>
    </>
  )
  return (
    <>
      <a href="/admin/bookings" className="text-sm underline">
        ← All bookings
      </a>
      <h1 className="mt-2 font-serif text-3xl font-semibold">{b.name || ERASED_NAME}</h1>
      <dl className="mt-4 grid grid-cols-1 gap-x-2 gap-y-1 rounded-xl bg-white p-4 text-sm shadow-sm [overflow-wrap:anywhere] sm:grid-cols-[12rem_1fr] sm:gap-y-2 sm:p-6">
        {row(
          'Time (Istanbul)',
          <>
            <IstanbulTime iso={b.startsAt} /> to <IstanbulTime iso={b.endsAt} />
          </>,
        )}
        {row('Visitor’s time', <VisitorTime iso={b.startsAt} zone={b.visitorTimeZone} />)}
        {row('Visitor’s time zone', b.visitorTimeZone)}
        {row('Status', <BookingStatusBadge status={b.status} />)}
        {row('Kind', KIND_WORDS[b.kind])}
        {row('Lawyer', b.lawyerName)}
        {row('Meeting language', languageName(b.meetingLanguage))}
        {row('Booked in', `${languageName(b.siteLanguage)} (the visitor's e-mails are in this language)`)}
        {row('E-mail', b.email)}
        {row('Phone', b.phone ?? 'not given')}
        {row('Topic', <span className="whitespace-pre-wrap">{b.topic}</span>)}
        {row('Note to the visitor', b.note ?? 'none')}
        {row('Time kept free', `${b.bufferBefore} minutes before, ${b.bufferAfter} minutes after`)}
        {row('Booked', <IstanbulTime iso={b.createdAt} />)}
        {row('Last changed', <IstanbulTime iso={b.updatedAt} />)}
        {row('Invitation', `UID ${b.uid}, sequence ${b.sequence} (raised on every move or cancellation)`)}
      </dl>
      <div className="mt-4" aria-live="polite">
        {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      </div>
      {b.status === 'confirmed' ? (
        <BookingChanges
          key={`${b.sequence}`}
          booking={b}
          onChanged={(next, text) => {
            setBooking(next)
            setNotice({ kind: 'success', text })
          }}
          onFailed={(text) => setNotice({ kind: 'error', text })}
        />
      ) : null}
      <h2 className="mt-8 font-serif text-xl font-semibold">This visitor's bookings</h2>
      <p className="mt-1 text-sm text-navy-700">Every booking made with {b.email}, latest first.</p>
      <BookingTable bookings={b.history} caption={`Bookings made with ${b.email}`} current={b.id} />
    </>
  )
}

/** The 5-minute marks of a day, as the move form's time select offers them (Istanbul time). */
const FIVE_MINUTE_MARKS = Array.from({ length: 288 }, (_, i) => {
  const hh = String(Math.floor(i / 12)).padStart(2, '0')
  const mm = String((i % 12) * 5).padStart(2, '0')
  return { value: `${hh}:${mm}`, label: `${hh}:${mm}` }
})

type Changed = (booking: BookingDetail, text: string) => void

/**
 * Cancelling or moving with a note to the visitor. Both go through the booking service (server/admin/bookings.ts
 * cancelByFirm / moveByFirm), which sends the visitor the CANCEL or the new REQUEST with the note.
 */
function BookingChanges({
  booking,
  onChanged,
  onFailed,
}: {
  booking: BookingDetail
  onChanged: Changed
  onFailed: (text: string) => void
}) {
  return (
    <section aria-labelledby="change-booking" className="mt-8 grid gap-6 lg:grid-cols-2">
      <h2 id="change-booking" className="font-serif text-xl font-semibold lg:col-span-2">
        Move or cancel
      </h2>
      <MoveForm booking={booking} onChanged={onChanged} onFailed={onFailed} />
      <CancelForm booking={booking} onChanged={onChanged} onFailed={onFailed} />
    </section>
  )
}

function MoveForm({ booking, onChanged, onFailed }: { booking: BookingDetail; onChanged: Changed; onFailed: (text: string) => void }) {
  const [date, time] = isoToIstanbul(booking.startsAt).split('T')
  const form = useAppForm({
    defaultValues: { date, time, note: '' },
    validators: { onSubmit: bookingMoveFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const start = istanbulToIso(`${value.date}T${value.time}`)
      const result = await callApi<{ booking: BookingDetail }>('POST', `/admin/api/bookings/${booking.id}/move`, {
        start,
        note: value.note,
      })
      if (result.ok) {
        onChanged(result.data.booking, 'Moved. The visitor is sent the new time and an updated invitation, with your note.')
        return
      }
      // The server's word on the time (taken, passed) is shown at the time select.
      const errors = { time: result.errors?.start, note: result.errors?.note }
      if (showServerErrors(formApi, errors).length === 0) onFailed(result.error ?? 'Could not move the booking. Try again.')
      else onFailed(result.error ?? 'Check the fields marked.')
    },
  })
  return (
    <form.AppForm>
      <form.FormElement aria-labelledby="move-booking" className="grid content-start gap-3 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h3 id="move-booking" className="font-semibold">
          Move to another time
        </h3>
        <p className="text-sm text-navy-700">
          Any free time, outside the published hours too (as agreed with the visitor). The meeting keeps its length.
        </p>
        <form.AppField name="date">{(field) => <field.TextField label="New date (Istanbul)" type="date" />}</form.AppField>
        <form.AppField name="time">
          {(field) => <field.SelectField label="New time (Istanbul)" options={FIVE_MINUTE_MARKS} />}
        </form.AppField>
        <form.AppField name="note">
          {(field) => <field.TextAreaField label="Note to the visitor (optional, sent with the new time)" rows={3} />}
        </form.AppField>
        <div>
          <form.SubmitButton busy="Moving…">Move the booking</form.SubmitButton>
        </div>
      </form.FormElement>
    </form.AppForm>
  )
}

function CancelForm({ booking, onChanged, onFailed }: { booking: BookingDetail; onChanged: Changed; onFailed: (text: string) => void }) {
  const [confirm, setConfirm] = useState(false)
  const cancel = async (note: string) => {
    const result = await callApi<{ booking: BookingDetail }>('POST', `/admin/api/bookings/${booking.id}/cancel`, { note })
    setConfirm(false)
    if (result.ok)
      onChanged(result.data.booking, 'Cancelled. The visitor is sent the cancellation, with your note; the time is free again.')
    else onFailed(result.error ?? 'Could not cancel the booking. Try again.')
  }
  const form = useAppForm({
    defaultValues: { cancelNote: '' },
    validators: { onSubmit: bookingCancelFormSchema },
    // The form's check passed: ask before anything is sent.
    onSubmit: () => setConfirm(true),
  })
  return (
    <form.AppForm>
      <form.FormElement aria-labelledby="cancel-booking" className="grid content-start gap-3 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h3 id="cancel-booking" className="font-semibold">
          Cancel the booking
        </h3>
        <form.AppField name="cancelNote">
          {(field) => <field.TextAreaField label="Note to the visitor (optional, sent with the cancellation)" rows={3} />}
        </form.AppField>
        <div>
          <Button variant="danger" type="submit">
            Cancel the booking…
          </Button>
        </div>
        <Dialog.Root open={confirm} onOpenChange={setConfirm}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 bg-navy-950/50" />
            <Dialog.Content className="fixed top-1/3 left-1/2 w-[min(28rem,90vw)] -translate-x-1/2 rounded-xl bg-white p-6 shadow-lg">
              <Dialog.Title className="font-serif text-xl font-semibold">Cancel the consultation with {booking.name}?</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm">
                The visitor is sent the cancellation at once, with your note, and the time becomes free. It cannot be undone: to meet after
                all, the visitor books again.
              </Dialog.Description>
              <div className="mt-6 flex gap-2">
                <Button variant="danger" onClick={() => void cancel(form.state.values.cancelNote)}>
                  Cancel and tell the visitor
                </Button>
                <Dialog.Close asChild>
                  <Button variant="secondary">Keep the booking</Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </form.FormElement>
    </form.AppForm>
  )
}
