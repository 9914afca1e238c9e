import { BookingLink } from './booking-link'
import { Button } from '../../components/ui/button'
import { apiPaths, apiUrl } from '../../config/api'
import { BOOKING_MANAGE_PATH, BOOKING_PATH, type BookingPageData } from '../../lib/booking-page'
import { localeConfig } from '../../i18n/locales'
import { useLocale, useT } from '../../i18n/i18n'
import { rich } from '../../i18n/rich'
import type { MessageKey } from '../../i18n/translate'
import { cn } from '../../lib/cn'
import { PhoneLink, ReachTheFirm } from './booking-reach'
import { SampleMark, SlotText } from './choose-view'
import type { ManageSearch } from './booking-search'

type ManageData = Extract<BookingPageData, { view: 'manage' }>
type Notice = NonNullable<ManageData['notice']>

const noticeKeys = {
  booked: 'booking.manage.notices.booked',
  moved: 'booking.manage.notices.moved',
  cancelled: 'booking.manage.notices.cancelled',
  taken: 'booking.manage.notices.taken',
  unconfirmed: 'booking.manage.notices.unconfirmed',
} satisfies Record<Notice, MessageKey>

/** What did not happen: said as an alert, in red; the rest is news the visitor asked for. */
const alertNotices = new Set<Notice>(['taken', 'unconfirmed'])

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-navy-900">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Moving: the days with free times as links, the chosen day's times as small forms posting the signed move link. */
function MoveChoices({ data, search }: { data: ManageData; search: ManageSearch }) {
  const t = useT()
  const locale = useLocale()
  if (data.moveDays.length === 0) return <p className="mt-3">{rich(t('booking.manage.noMoveSlots'), { phone: <PhoneLink /> })}</p>
  const day = data.moveDays.find((d) => d.date === search.day) ?? data.moveDays[0]
  return (
    <>
      <p className="mt-2">{t('booking.manage.moveIntro')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {data.moveDays.map((d) => (
          <li key={d.date}>
            <BookingLink
              to={BOOKING_MANAGE_PATH}
              search={{ token: search.token, day: d.date }}
              resetScroll={false}
              aria-current={d.date === day.date ? 'true' : undefined}
              className={cn(
                'inline-block rounded-md border px-4 py-2 font-medium',
                d.date === day.date ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-200 bg-white hover:border-navy-800',
              )}
            >
              {d.label}
            </BookingLink>
          </li>
        ))}
      </ul>
      <ul
        className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2"
        aria-label={t('booking.slotsOn', { date: day.label })}
      >
        {day.slots.map((slot) => (
          <li key={slot.start}>
            <form method="post" action={apiUrl(apiPaths.bookingMove)}>
              <input type="hidden" name="token" value={data.moveToken} />
              <input type="hidden" name="start" value={slot.start} />
              <input type="hidden" name="language" value={locale} />
              <button
                type="submit"
                className="block w-full rounded-md border border-navy-200 bg-white px-3 py-2 text-center font-medium hover:border-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
              >
                <SlotText slot={slot} prefix={t('booking.manage.moveSlotDate', { date: day.label })} />
              </button>
            </form>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The visitor's own booking, opened from the e-mail's signed link: what happened, the meeting in their zone with
 * Istanbul beside it, the invitation to download, and moving or cancelling as plain form posts. Cancelling asks
 * for a ticked box first (the browser refuses the post without it), so one stray press does not cancel.
 */
export function ManageView({ data, search }: { data: ManageData; search: ManageSearch }) {
  const t = useT()
  const locale = useLocale()
  const { booking } = data
  const confirmed = booking.status === 'confirmed'
  return (
    <div className="max-w-3xl space-y-10">
      <div aria-live="polite">
        {data.notice ? (
          <p
            role={alertNotices.has(data.notice) ? 'alert' : 'status'}
            className={cn(
              'rounded-md border px-4 py-3 font-medium',
              alertNotices.has(data.notice) ? 'border-red-700/30 bg-red-50 text-red-800' : 'border-green-700/30 bg-green-50 text-green-800',
            )}
          >
            {t(noticeKeys[data.notice])}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="booking-summary">
        <h2 id="booking-summary" className="text-2xl font-semibold text-navy-950">
          {t('booking.manage.title')}
        </h2>
        <dl className="mt-4 space-y-3">
          <Row term={t('booking.manage.when')}>
            <span className="block">{booking.when.visitor}</span>
            {booking.when.sameInBoth ? null : (
              <span className="block text-navy-700">{t('booking.manage.istanbul', { time: booking.when.istanbul })}</span>
            )}
          </Row>
          <Row term={t('booking.manage.kind')}>
            {t('booking.kindMinutes', { kind: t(`booking.kinds.${booking.kind}`), minutes: booking.minutes })}
          </Row>
          <Row term={t('booking.manage.lawyer')}>
            {booking.lawyer.name}
            <SampleMark lawyer={booking.lawyer} />
            <span className="block text-sm text-navy-700">{booking.lawyer.title}</span>
          </Row>
          <Row term={t('booking.manage.language')}>
            <span lang={booking.meetingLanguage}>{localeConfig[booking.meetingLanguage].name}</span>
          </Row>
          <Row term={t('booking.manage.status')}>{t(confirmed ? 'booking.manage.confirmed' : 'booking.manage.cancelled')}</Row>
        </dl>
        {confirmed ? (
          <p className="mt-6">
            <a href={apiUrl(data.invitationUrl)} download="invitation.ics" className="font-semibold underline hover:text-brass-700">
              {t('booking.manage.invitation')}
            </a>
          </p>
        ) : (
          <p className="mt-6">
            <BookingLink to={BOOKING_PATH} className="font-semibold underline hover:text-brass-700">
              {t('booking.manage.bookAgain')}
            </BookingLink>
          </p>
        )}
      </section>
      {confirmed ? (
        <>
          <section aria-labelledby="booking-move">
            <h2 id="booking-move" className="text-xl font-semibold text-navy-950">
              {t('booking.manage.moveHeading')}
            </h2>
            <MoveChoices data={data} search={search} />
          </section>
          <section aria-labelledby="booking-cancel">
            <h2 id="booking-cancel" className="text-xl font-semibold text-navy-950">
              {t('booking.manage.cancelHeading')}
            </h2>
            <form method="post" action={apiUrl(apiPaths.bookingCancel)} className="mt-3 space-y-4">
              <input type="hidden" name="token" value={data.cancelToken} />
              <input type="hidden" name="language" value={locale} />
              <div className="flex items-center gap-2">
                <input id="booking-cancel-confirm" type="checkbox" name="confirm" value="yes" required className="size-5" />
                <label htmlFor="booking-cancel-confirm">{t('booking.manage.cancelConfirm')}</label>
              </div>
              <Button type="submit" variant="secondary">
                {t('booking.manage.cancelSubmit')}
              </Button>
            </form>
          </section>
        </>
      ) : null}
      <ReachTheFirm />
    </div>
  )
}
