import { useNavigate } from '@tanstack/react-router'
import { BookingLink } from './booking-link'
import { Button } from '../../components/ui/button'
import {
  BOOKING_PATH,
  type BookingDay,
  type BookingPageData,
  type BookingSearch,
  type LawyerChoice,
  type SlotChoice,
} from '../../lib/booking-page'
import { useT } from '../../i18n/i18n'
import { rich } from '../../i18n/rich'
import { cn } from '../../lib/cn'
import { PhoneLink } from './booking-reach'
import { timeZoneOptions, zoneLabel } from './time-zones'

type ChooseData = Extract<BookingPageData, { view: 'choose' }>

const choiceClass = (chosen: boolean) =>
  cn(
    'inline-block rounded-md border px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass-500',
    chosen ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-200 bg-white text-navy-900 hover:border-navy-800',
  )

/** A slot's words: "09:30 (16:30 Istanbul)", and before them, for screen readers only, the date they belong to. */
export function SlotText({ slot, prefix }: { slot: SlotChoice; prefix: string }) {
  return (
    <>
      {prefix ? <span className="sr-only">{prefix} </span> : null}
      {/* Isolated, its direction its own: "09:30 ص" keeps its order inside Arabic, "09:30 AM" inside any page. */}
      <bdi>{slot.time}</bdi>
      {slot.istanbulTime ? (
        <span className="text-sm opacity-80">
          {' ('}
          <bdi>{slot.istanbulTime}</bdi>)
        </span>
      ) : null}
    </>
  )
}

/** Beside a sample lawyer's name: the seed's profiles are not real people, and the page must not present them as such. */
export function SampleMark({ lawyer }: { lawyer: LawyerChoice }) {
  const t = useT()
  return lawyer.sample ? <span className="text-sm font-normal italic"> ({t('booking.sampleProfile')})</span> : null
}

/** The visitor's choice of a time zone: a GET form, so it works without JavaScript. */
function TimeZoneForm({ data }: { data: ChooseData }) {
  const t = useT()
  const navigate = useNavigate()
  return (
    <form
      method="get"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        // With JavaScript the router shows the page (no reload); without, the browser sends the same query.
        e.preventDefault()
        const tz = new FormData(e.currentTarget).get('tz')
        void navigate({ to: BOOKING_PATH, search: { lawyer: data.lawyer, kind: data.kind, tz: String(tz ?? '') } })
      }}
    >
      <input type="hidden" name="lawyer" value={data.lawyer} />
      <input type="hidden" name="kind" value={data.kind} />
      <div>
        <label htmlFor="booking-tz" className="block text-sm font-semibold text-navy-900">
          {t('booking.timeZone')}
        </label>
        <select
          id="booking-tz"
          name="tz"
          defaultValue={data.timeZone}
          aria-invalid={data.timeZoneError ? true : undefined}
          aria-describedby={data.timeZoneError ? 'booking-tz-error' : undefined}
          dir="ltr"
          className="mt-1.5 block rounded-md border border-navy-200 bg-white px-3 py-2.5 text-navy-950"
        >
          {timeZoneOptions(data.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {t('booking.timeZoneSubmit')}
      </Button>
      {data.timeZoneError ? (
        <p id="booking-tz-error" role="alert" className="w-full text-sm font-medium text-red-700">
          {data.timeZoneError}
        </p>
      ) : null}
    </form>
  )
}

function DayList({ days, chosen, search }: { days: BookingDay[]; chosen: string | null; search: BookingSearch }) {
  const t = useT()
  return (
    <nav aria-labelledby="booking-days">
      <h2 id="booking-days" className="text-xl font-semibold text-navy-950">
        {t('booking.days')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {days.map((day) => (
          <li key={day.date}>
            <BookingLink
              to={BOOKING_PATH}
              search={{ lawyer: search.lawyer, kind: search.kind, tz: search.tz, day: day.date }}
              aria-current={day.date === chosen ? 'true' : undefined}
              className={choiceClass(day.date === chosen)}
            >
              {day.label}
            </BookingLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Choosing a time: lawyer, kind of meeting and time zone, the days with free times, and the chosen day's times, each
 * a plain link (no calendar grid: a list reads in order by keyboard and screen reader, and works without JavaScript).
 */
export function ChooseView({ data, search }: { data: ChooseData; search: BookingSearch }) {
  const t = useT()
  const day = data.days.find((d) => d.date === data.day)
  const keep = { tz: search.tz }
  return (
    <div className="space-y-10">
      <p className="max-w-3xl text-lg text-navy-800">{t('booking.intro')}</p>
      {data.lawyers.length > 1 ? (
        <nav aria-labelledby="booking-lawyer">
          <h2 id="booking-lawyer" className="text-xl font-semibold text-navy-950">
            {t('booking.lawyer')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.lawyers.map((lawyer) => (
              <li key={lawyer.key}>
                <BookingLink
                  to={BOOKING_PATH}
                  search={{ ...keep, lawyer: lawyer.key, kind: data.kind }}
                  aria-current={lawyer.key === data.lawyer ? 'true' : undefined}
                  className={choiceClass(lawyer.key === data.lawyer)}
                >
                  {lawyer.name}
                  <SampleMark lawyer={lawyer} />
                  <span className="block text-sm font-normal opacity-80">{lawyer.title}</span>
                </BookingLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-labelledby="booking-kind">
        <h2 id="booking-kind" className="text-xl font-semibold text-navy-950">
          {t('booking.kind')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {data.kinds.map(({ kind, minutes }) => (
            <li key={kind}>
              <BookingLink
                to={BOOKING_PATH}
                search={{ ...keep, lawyer: data.lawyer, kind }}
                aria-current={kind === data.kind ? 'true' : undefined}
                className={choiceClass(kind === data.kind)}
              >
                {t('booking.kindMinutes', { kind: t(`booking.kinds.${kind}`), minutes })}
              </BookingLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="booking-tz-heading">
        <h2 id="booking-tz-heading" className="sr-only">
          {t('booking.timeZone')}
        </h2>
        <p className="mb-3 text-navy-800">{t('booking.timeZoneShown', { zone: zoneLabel(data.timeZone) })}</p>
        <TimeZoneForm data={data} />
      </section>
      {data.days.length === 0 ? (
        <p role="status" className="rounded-md border border-navy-200 bg-sand px-4 py-3">
          {rich(t('booking.noSlots'), { phone: <PhoneLink /> })}
        </p>
      ) : (
        <>
          <DayList days={data.days} chosen={data.day} search={{ ...search, lawyer: data.lawyer, kind: data.kind }} />
          {day ? (
            <section aria-labelledby="booking-slots">
              <h2 id="booking-slots" className="text-xl font-semibold text-navy-950">
                {t('booking.slotsOn', { date: day.label })}
              </h2>
              <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2">
                {day.slots.map((slot) => (
                  <li key={slot.start}>
                    <BookingLink
                      to={BOOKING_PATH}
                      search={{ ...keep, lawyer: data.lawyer, kind: data.kind, day: day.date, start: slot.start }}
                      className={cn(choiceClass(false), 'block text-center')}
                    >
                      <SlotText slot={slot} prefix={t('booking.slotDate', { date: day.label })} />
                    </BookingLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  )
}
