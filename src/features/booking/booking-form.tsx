import { useEffect, useState, type ReactNode } from 'react'
import { BookingLink } from './booking-link'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { apiPaths, apiUrl } from '../../config/api'
import { BOOKING_PATH, type BookingFieldName, type BookingPageData } from '../../lib/booking-page'
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '../../lib/form-fields'
import { localeConfig, locales } from '../../i18n/locales'
import { useLocale, useT } from '../../i18n/i18n'
import { localizedPath } from '../../i18n/paths'
import { rich } from '../../i18n/rich'
import type { MessageKey } from '../../i18n/translate'
import { cn } from '../../lib/cn'
import { PhoneLink } from './booking-reach'
import { SlotText } from './choose-view'
import { PrivacySentence } from '../forms/privacy-sentence'

type FormData = Extract<BookingPageData, { view: 'form' }>
type Notice = NonNullable<FormData['notice']>

const noticeKeys = {
  invalid: 'booking.form.notices.invalid',
  taken: 'booking.form.notices.taken',
  unavailable: 'booking.form.notices.unavailable',
  limited: 'booking.form.notices.limited',
  error: 'booking.form.notices.error',
} satisfies Record<Notice, MessageKey>

const textFields = {
  name: { label: 'booking.form.name', autoComplete: 'name', maxLength: 120 },
  email: { label: 'booking.form.email', autoComplete: 'email', maxLength: 254 },
  phone: { label: 'booking.form.phone', autoComplete: 'tel', maxLength: 40 },
  topic: { label: 'booking.form.topic', autoComplete: 'off', maxLength: 2000 },
} satisfies Record<Exclude<BookingFieldName, 'meetingLanguage'>, { label: MessageKey; autoComplete: string; maxLength: number }>

/**
 * The chosen time and the visitor's details: a plain HTML form posted to the server, which answers with a redirect
 * (to the booking's own page, or back here with the errors and what was typed; ADR 20), so it works without
 * JavaScript. The spam defences are the lead forms': the hidden honeypot and the page's load time.
 */
export function BookingForm({ data }: { data: FormData }) {
  const t = useT()
  const locale = useLocale()
  const [startedAt, setStartedAt] = useState('')
  // The page's load time, as the lead forms send it: without JavaScript it stays empty, as theirs does.
  useEffect(() => setStartedAt(String(Date.now())), [])
  const { slot, lawyer, kind } = data
  const choice = { lawyer: lawyer.key, kind, tz: data.timeZone }
  const returnTo = `${localizedPath(BOOKING_PATH, locale)}?${new URLSearchParams({ ...choice, start: slot.start })}`
  const error = (name: BookingFieldName) => data.errors[name]
  const extraErrors = [data.errors.start, data.errors.timeZone].filter(Boolean)
  const notice: ReactNode = data.notice ? rich(t(noticeKeys[data.notice]), { phone: <PhoneLink /> }) : null
  return (
    <div className="max-w-3xl">
      <form
        method="post"
        action={apiUrl(apiPaths.bookings)}
        noValidate
        aria-label={t('booking.form.label')}
        className="rounded-xl bg-sand p-6 shadow-sm ring-1 ring-navy-100 sm:p-8"
      >
        <p className="text-lg font-semibold text-navy-950">
          {/* The time as the slot links show it, each part in its own direction inside the sentence. */}
          {rich(
            t('booking.form.chosen', {
              kind: t(`booking.kinds.${kind}`),
              minutes: data.minutes,
              lawyer: lawyer.sample ? `${lawyer.name} (${t('booking.sampleProfile')})` : lawyer.name,
              date: slot.dayLabel,
            }),
            {
              time: <SlotText slot={slot} prefix="" />,
            },
          )}
        </p>
        <p className="mt-2">
          <BookingLink to={BOOKING_PATH} search={{ ...choice }} className="font-medium underline hover:text-brass-700">
            {t('booking.form.change')}
          </BookingLink>
        </p>

        <input type="hidden" name="lawyer" value={lawyer.key} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="start" value={slot.start} />
        <input type="hidden" name="timeZone" value={data.timeZone} />
        <input type="hidden" name="language" value={locale} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
        {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
        <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`booking-${HONEYPOT_FIELD}`}>{t('forms.honeypot')}</label>
          <input id={`booking-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {/* Always rendered, so screen readers announce what appears in it. */}
        <div aria-live="polite" className="mt-5 empty:mt-0">
          {notice ? (
            <div
              role={data.notice === 'invalid' ? 'status' : 'alert'}
              className="rounded-md border border-red-700/30 bg-red-50 px-4 py-3 font-medium text-red-800"
            >
              <p>{notice}</p>
              {extraErrors.map((e) => (
                <p key={e} className="mt-2 font-normal">
                  {e}
                </p>
              ))}
            </div>
          ) : null}
        </div>
        {data.nextSlots.length > 0 ? (
          <section aria-labelledby="booking-next" className="mt-5">
            <h2 id="booking-next" className="font-semibold text-navy-950">
              {t('booking.form.nextSlots')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {data.nextSlots.map((next) => (
                <li key={next.start}>
                  <BookingLink
                    to={BOOKING_PATH}
                    search={{ ...choice, start: next.start }}
                    className="inline-block rounded-md border border-navy-200 bg-white px-3 py-2 font-medium hover:border-navy-800"
                  >
                    <SlotText slot={next} prefix={next.dayLabel ? t('booking.slotDate', { date: next.dayLabel }) : ''} />
                  </BookingLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <h2 className="mt-6 text-xl font-semibold text-navy-950">{t('booking.form.heading')}</h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {(Object.keys(textFields) as (keyof typeof textFields)[]).map((name) => {
            const { label, ...field } = textFields[name]
            const control = {
              ...field,
              id: `booking-${name}`,
              name,
              label: t(label),
              dir: name === 'email' || name === 'phone' ? 'ltr' : 'auto',
              defaultValue: data.values[name] ?? '',
              error: error(name),
              optional: name === 'phone',
            }
            return name === 'topic' ? (
              <Field key={name} {...control} multiline rows={4} className="sm:col-span-2" />
            ) : (
              <Field key={name} {...control} type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} />
            )
          })}
          <div>
            <label htmlFor="booking-meetingLanguage" className="text-sm font-semibold text-navy-900">
              {t('booking.form.meetingLanguage')}
            </label>
            <select
              id="booking-meetingLanguage"
              name="meetingLanguage"
              defaultValue={data.values.meetingLanguage ?? locale}
              aria-invalid={error('meetingLanguage') ? true : undefined}
              aria-describedby={error('meetingLanguage') ? 'booking-meetingLanguage-error' : undefined}
              className={cn(
                'mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-navy-950',
                error('meetingLanguage') ? 'border-red-700' : 'border-navy-200',
              )}
            >
              {locales.map((l) => (
                <option key={l} value={l} lang={l}>
                  {localeConfig[l].name}
                </option>
              ))}
            </select>
            {error('meetingLanguage') ? (
              <p id="booking-meetingLanguage-error" className="mt-1.5 text-sm font-medium text-red-700">
                {error('meetingLanguage')}
              </p>
            ) : null}
          </div>
        </div>

        <Button type="submit" size="lg" className="mt-6">
          {t('booking.form.submit')}
        </Button>
        <PrivacySentence text="booking.form.privacy" />
      </form>
    </div>
  )
}
