import type { ReactNode } from 'react'
import type { BookingDetail, BookingListItem, BookingsPageData } from '../page-data'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { useAppForm } from '../form'
import { useAdminNavigate } from '../router-link'
import { IstanbulTime, languageName } from '../ui'
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
  const { bookings, when, lawyer, pageNumber, hasMore, lawyers, mayEditAvailability, retentionDays } = props
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
                <span className="font-semibold">{b.name} (this booking)</span>
              ) : (
                <a className="font-semibold underline" href={`/admin/bookings/${b.id}`}>
                  {b.name}
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
  const b = booking
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
      <h1 className="mt-2 font-serif text-3xl font-semibold">{b.name}</h1>
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
      {/* Cancelling or moving with a note to the visitor goes here: the booking service (server/booking/) sends the
          visitor's e-mails and the CANCEL or new REQUEST, so the back office calls it rather than the store. */}
      <h2 className="mt-8 font-serif text-xl font-semibold">This visitor's bookings</h2>
      <p className="mt-1 text-sm text-navy-700">Every booking made with {b.email}, latest first.</p>
      <BookingTable bookings={b.history} caption={`Bookings made with ${b.email}`} current={b.id} />
    </>
  )
}
