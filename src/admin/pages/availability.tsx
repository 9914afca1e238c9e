import { useState } from 'react'
import type { z } from 'zod'
import { useStore } from '@tanstack/react-form'
import type { AvailabilityPageData, TeamChoice } from '../page-data'
import { callApi } from '../api'
import { showServerErrors, useAppForm, useFieldContext, useFieldError, firstMessage } from '../form'
import { Button, Field, inputClass, IstanbulTime, Notice } from '../ui'
import {
  availabilitySchema,
  turkishNationalHolidayOverrides,
  WEEKDAYS,
  type Availability,
  type DateOverride,
  type TimeRange,
  type Weekday,
} from '../../lib/availability'
import { MEETING_KINDS, type MeetingKind } from '../../lib/booking'
import { KIND_WORDS } from './bookings'

const DAY_WORDS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/** The lawyers whose availability the firm sets: one page each. */
export function AvailabilityLawyersPage({ lawyers }: { lawyers: TeamChoice[] }) {
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Availability</h1>
      <p className="mt-2 max-w-prose text-sm text-navy-700">
        When each lawyer can be booked for a free consultation: weekly hours in Istanbul time, days off, the time kept free around each
        meeting, and the kinds of meeting offered.
      </p>
      {lawyers.length === 0 ? (
        <p className="mt-6">The published team has no lawyers yet.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-2">
          {lawyers.map((l) => (
            <li key={l.key}>
              <a className="font-semibold underline" href={`/admin/availability/${l.key}`}>
                {l.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The schema's path (`weekly.monday.0.to`) as the form names the field (`weekly.monday[0].to`). */
const formName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')

/** A number of minutes or days; empty is NaN (the schema asks for a number), or null where empty means "no limit". */
function NumberField({ label, hint, nullable = false, max }: { label: string; hint?: string; nullable?: boolean; max?: number }) {
  const { field, id, message, aria } = useFieldError(Boolean(hint))
  const value = field.state.value as number | null
  return (
    <Field id={id} label={label} hint={hint} error={message}>
      <input
        id={id}
        name={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        className={`${inputClass} w-32`}
        value={value === null || Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => field.handleChange(e.target.value === '' ? (nullable ? null : NaN) : Number(e.target.value))}
        onBlur={field.handleBlur}
        {...aria}
      />
    </Field>
  )
}

/** A list's own error (at least one kind, a date listed twice), shown once the form was submitted or the server said. */
function ListError() {
  const field = useFieldContext<unknown>()
  const submitted = useStore(field.form.store, (s) => s.submissionAttempts > 0)
  const errors = useStore(field.store, (s) => s.meta.errors)
  const message = submitted || field.state.meta.errorMap.onServer ? firstMessage(errors) : undefined
  return message ? (
    <p id={`${field.name}-error`} className="text-sm text-red-700" role="alert">
      {message}
    </p>
  ) : null
}

type AvailabilityForm = ReturnType<typeof useAvailabilityForm>

function useAvailabilityForm(
  lawyer: string,
  initial: Availability,
  onSaved: (saved: Availability) => void,
  onFailed: (message: string) => void,
) {
  const form = useAppForm({
    // The schema's input: what the form holds (its output only fills in the default zone).
    defaultValues: initial as z.input<typeof availabilitySchema>,
    validators: { onSubmit: availabilitySchema },
    onSubmit: async ({ value, formApi }) => {
      const result = await callApi<{ availability: Availability }>('PUT', `/admin/api/availability/${lawyer}`, value)
      if (!result.ok) {
        const named = Object.fromEntries(Object.entries(result.errors ?? {}).map(([path, message]) => [formName(path), message]))
        if (showServerErrors(formApi, named).length === 0) onFailed(result.error ?? 'Could not save. Try again.')
        else onFailed('Nothing was saved: correct the fields marked below.')
        return
      }
      formApi.reset(result.data.availability)
      onSaved(result.data.availability)
    },
  })
  return form
}

/** One day's ranges (a weekday, or a date that differs), each with its start and end, added and removed by button. */
function DayRanges({ form, name, label, emptyText }: { form: AvailabilityForm; name: string; label: string; emptyText: string }) {
  return (
    <form.AppField name={name as `weekly.${Weekday}`} mode="array">
      {(field) => {
        const ranges = (field.state.value ?? []) as TimeRange[]
        return (
          <div className="flex flex-col gap-2">
            {ranges.length === 0 ? <p className="text-sm text-navy-700">{emptyText}</p> : null}
            {ranges.map((_, i) => (
              <div key={i} className="flex flex-wrap items-end gap-2">
                <form.AppField name={`${name}[${i}].from` as `weekly.monday[${number}].from`}>
                  {(sub) => (
                    <sub.TextField label={`${label}, hours ${i + 1}: from`} className="w-24" inputMode="numeric" placeholder="09:30" />
                  )}
                </form.AppField>
                <form.AppField name={`${name}[${i}].to` as `weekly.monday[${number}].to`}>
                  {(sub) => (
                    <sub.TextField label={`${label}, hours ${i + 1}: to`} className="w-24" inputMode="numeric" placeholder="17:30" />
                  )}
                </form.AppField>
                <Button variant="secondary" onClick={() => field.removeValue(i)} aria-label={`Remove ${label}, hours ${i + 1}`}>
                  Remove
                </Button>
              </div>
            ))}
            <ListError />
            <div>
              <Button
                variant="secondary"
                onClick={() => field.pushValue({ from: ranges.at(-1)?.to ?? '09:30', to: '17:30' })}
                aria-label={`Add hours to ${label}`}
              >
                Add hours
              </Button>
            </div>
          </div>
        )
      }}
    </form.AppField>
  )
}

export function AvailabilityPage(props: AvailabilityPageData) {
  const { lawyer, availability, stored } = props
  const [saved, setSaved] = useState<{ at: string; by: string } | null>(
    props.updatedAt && props.updatedBy ? { at: props.updatedAt, by: props.updatedBy } : null,
  )
  const [notice, setNotice] = useState<{ kind: 'error' | 'success' | 'info'; text: string } | null>(null)
  const form = useAvailabilityForm(
    lawyer.key,
    availability,
    () => {
      setSaved({ at: new Date().toISOString(), by: 'you' })
      setNotice({ kind: 'success', text: `Saved. Visitors booking ${lawyer.name} are offered these hours from now on.` })
    },
    (text) => setNotice({ kind: 'error', text }),
  )
  const thisYear = Number(new Date().toISOString().slice(0, 4))
  const [holidayYear, setHolidayYear] = useState(String(thisYear))
  const addHolidays = () => {
    const values = form.state.values
    const added = turkishNationalHolidayOverrides(values as Availability, Number(holidayYear))
    const overrides: DateOverride[] = [...values.overrides, ...added].sort((a, b) => a.date.localeCompare(b.date))
    form.setFieldValue('overrides', overrides)
    setNotice({
      kind: 'info',
      text:
        added.length === 0
          ? `The national holidays of ${holidayYear} are in the list already.`
          : `Added ${added.length} national holidays of ${holidayYear}. Ramazan and Kurban Bayramı move each year: add them from the dates Diyanet announces. Save to keep the change.`,
    })
  }
  return (
    <>
      <a href="/admin/availability" className="text-sm underline">
        ← All lawyers
      </a>
      <h1 className="mt-2 font-serif text-3xl font-semibold">Availability: {lawyer.name}</h1>
      <p className="mt-2 max-w-prose text-sm text-navy-700">
        {stored && saved ? (
          <>
            Last saved <IstanbulTime iso={saved.at} /> by {saved.by}.
          </>
        ) : (
          'Not saved yet: these are the hours a new firm starts from. Change them and save.'
        )}{' '}
        All times are Istanbul time.
      </p>
      {notice ? (
        <div className="mt-4">
          <Notice kind={notice.kind}>{notice.text}</Notice>
        </div>
      ) : null}
      <form.AppForm>
        <form.FormElement className="mt-6 flex flex-col gap-8" aria-label={`Availability of ${lawyer.name}`}>
          <fieldset className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
            <legend className="font-serif text-xl font-semibold">Weekly hours</legend>
            {WEEKDAYS.map((day) => (
              <fieldset key={day} className="flex flex-col gap-2">
                <legend className="font-semibold">{DAY_WORDS[day]}</legend>
                <DayRanges form={form} name={`weekly.${day}`} label={DAY_WORDS[day]} emptyText="No consultations." />
              </fieldset>
            ))}
          </fieldset>

          <fieldset className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
            <legend className="font-serif text-xl font-semibold">Days that differ</legend>
            <p className="text-sm text-navy-700">Holidays, leave, or other hours on one date. A date without hours is closed.</p>
            <div className="flex flex-wrap items-end gap-2">
              <Field id="holiday-year" label="Year">
                <select id="holiday-year" className={inputClass} value={holidayYear} onChange={(e) => setHolidayYear(e.target.value)}>
                  {[thisYear, thisYear + 1].map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </select>
              </Field>
              <Button variant="secondary" onClick={addHolidays}>
                Add the Turkish national holidays
              </Button>
            </div>
            <form.AppField name="overrides" mode="array">
              {(list) => (
                <>
                  <ol className="flex flex-col gap-4">
                    {list.state.value.map((o, i) => (
                      <li key={i} className="flex flex-col gap-2 border-t border-navy-100 pt-4">
                        <div className="flex flex-wrap items-end gap-2">
                          <form.AppField name={`overrides[${i}].date`}>
                            {(f) => <f.TextField label={`Date ${i + 1}`} type="date" />}
                          </form.AppField>
                          <form.AppField name={`overrides[${i}].reason`}>
                            {(f) => <f.TextField label={`Why date ${i + 1} differs`} className="w-full sm:w-80" />}
                          </form.AppField>
                          <Button
                            variant="secondary"
                            onClick={() => list.removeValue(i)}
                            aria-label={`Remove date ${i + 1}${o.date ? ` (${o.date})` : ''}`}
                          >
                            Remove
                          </Button>
                        </div>
                        <DayRanges form={form} name={`overrides[${i}].hours`} label={`Date ${i + 1}`} emptyText="Closed all day." />
                      </li>
                    ))}
                  </ol>
                  <ListError />
                  <div>
                    <Button variant="secondary" onClick={() => list.pushValue({ date: '', hours: [], reason: '' })}>
                      Add a date
                    </Button>
                  </div>
                </>
              )}
            </form.AppField>
          </fieldset>

          <fieldset className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
            <legend className="font-serif text-xl font-semibold">Around each consultation</legend>
            <div className="flex flex-wrap gap-4">
              <form.AppField name="bufferBeforeMinutes">{() => <NumberField label="Free before (minutes)" max={240} />}</form.AppField>
              <form.AppField name="bufferAfterMinutes">{() => <NumberField label="Free after (minutes)" max={240} />}</form.AppField>
              <form.AppField name="minimumNoticeMinutes">
                {() => (
                  <NumberField label="Minimum notice (minutes)" hint="How long before its start a consultation can still be booked." />
                )}
              </form.AppField>
              <form.AppField name="horizonDays">
                {() => <NumberField label="How far ahead (days)" max={365} hint="Today is day 0." />}
              </form.AppField>
              <form.AppField name="maxPerDay">
                {() => <NumberField label="Limit per day" nullable max={100} hint="Leave empty for no limit." />}
              </form.AppField>
            </div>
          </fieldset>

          <fieldset className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
            <legend className="font-serif text-xl font-semibold">Kinds of consultation</legend>
            <form.AppField name="kinds" mode="array">
              {(list) => {
                const offered = list.state.value.map((k) => k.kind)
                const missing = MEETING_KINDS.filter((k) => !offered.includes(k))
                return (
                  <>
                    {list.state.value.map((k, i) => (
                      <div key={k.kind} className="flex flex-wrap items-end gap-2">
                        <form.AppField name={`kinds[${i}].minutes`}>
                          {() => <NumberField label={`${KIND_WORDS[k.kind as MeetingKind]}: length (minutes)`} max={480} />}
                        </form.AppField>
                        <Button
                          variant="secondary"
                          onClick={() => list.removeValue(i)}
                          aria-label={`Stop offering: ${KIND_WORDS[k.kind as MeetingKind]}`}
                        >
                          Remove
                        </Button>
                      </div>
                    ))}
                    <ListError />
                    {missing.length > 0 ? (
                      <div className="flex flex-wrap gap-2">
                        {missing.map((k) => (
                          <Button
                            key={k}
                            variant="secondary"
                            onClick={() => list.pushValue({ kind: k, minutes: k === 'office' ? 30 : 15 })}
                          >
                            Offer: {KIND_WORDS[k]}
                          </Button>
                        ))}
                      </div>
                    ) : null}
                  </>
                )
              }}
            </form.AppField>
          </fieldset>

          <div>
            <form.SubmitButton busy="Saving…">Save availability</form.SubmitButton>
          </div>
        </form.FormElement>
      </form.AppForm>
    </>
  )
}
