import { describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import { createRenderer, staticPages } from '../../entry-server'
import { contentIndex } from '../../../server/content/page-index'
import { seedContentSource } from '../../../server/content/seed-source'
import { apiPaths } from '../../config/api'
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '../../lib/form-fields'
import { slotLabels } from '../../lib/slot-labels'
import {
  BOOKING_MANAGE_PATH,
  BOOKING_PATH,
  type BookingDay,
  type BookingPageData,
  type BookingSource,
  type SlotChoice,
} from '../../lib/booking-page'
import { localizedPath } from '../../i18n/paths'
import type { Locale } from '../../i18n/locales'
import type { TranslationReviews } from '../../i18n/reviews'

/**
 * The booking pages as the server renders them (the real renderer, routes, layout and dictionaries), given the page
 * data the booking service computes for an address: a visitor in New York choosing a time with Ayşe's colleague
 * Selin Aksoy in the week of 7 December 2026 (New York is GMT-5 then, Istanbul GMT+3).
 */
const visitorZone = 'America/New_York'
const istanbulWord: Record<'en' | 'tr' | 'ar', string> = { en: 'Istanbul', tr: 'İstanbul', ar: 'إسطنبول' }
const dayLabels: Record<'en' | 'tr' | 'ar', [string, string]> = {
  en: ['Monday 7 December', 'Tuesday 8 December'],
  tr: ['7 Aralık Pazartesi', '8 Aralık Salı'],
  ar: ['الاثنين 7 ديسمبر', 'الثلاثاء 8 ديسمبر'],
}
const lawyers = [
  { key: 'selin-aksoy', name: 'Selin Aksoy', title: 'Founding Partner, Attorney at Law' },
  { key: 'emre-kaya', name: 'Emre Kaya', title: 'Attorney at Law' },
]

function slot(start: string, locale: 'en' | 'tr' | 'ar'): SlotChoice {
  const labels = slotLabels(start, locale, visitorZone)
  const end = new Date(Date.parse(start) + 15 * 60_000).toISOString()
  return { start, end, time: labels.visitor.time, istanbulTime: `${labels.firm.time} ${istanbulWord[locale]}` }
}

function days(locale: 'en' | 'tr' | 'ar'): BookingDay[] {
  return [
    {
      date: '2026-12-07',
      label: dayLabels[locale][0],
      slots: ['2026-12-07T14:30:00.000Z', '2026-12-07T14:45:00.000Z'].map((s) => slot(s, locale)),
    },
    { date: '2026-12-08', label: dayLabels[locale][1], slots: ['2026-12-08T06:30:00.000Z'].map((s) => slot(s, locale)) },
  ]
}

function choose(locale: 'en' | 'tr' | 'ar'): BookingPageData {
  return {
    view: 'choose',
    timeZone: visitorZone,
    timeZoneError: null,
    lawyers,
    lawyer: 'selin-aksoy',
    kinds: [
      { kind: 'phone', minutes: 15 },
      { kind: 'video', minutes: 15 },
      { kind: 'office', minutes: 30 },
    ],
    kind: 'video',
    days: days(locale),
    day: '2026-12-07',
  }
}

function form(locale: 'en' | 'tr' | 'ar', after?: 'taken' | 'invalid'): BookingPageData {
  const chosen = slot('2026-12-07T14:30:00.000Z', locale)
  return {
    view: 'form',
    timeZone: visitorZone,
    lawyer: lawyers[0],
    kind: 'video',
    minutes: 15,
    slot: { ...chosen, dayLabel: dayLabels[locale][0] },
    values: after ? { name: 'John Miller', email: 'john.miller@', topic: 'Buying a flat in Kadıköy', meetingLanguage: 'en' } : {},
    errors: after === 'invalid' ? { email: 'Please enter a valid email address' } : {},
    notice: after ?? null,
    nextSlots: after === 'taken' ? [{ ...slot('2026-12-07T14:45:00.000Z', locale), dayLabel: dayLabels[locale][0] }] : [],
  }
}

function manage(locale: 'en' | 'tr' | 'ar', status: 'confirmed' | 'cancelled' = 'confirmed'): BookingPageData {
  const labels = slotLabels('2026-12-07T14:30:00.000Z', locale, visitorZone)
  return {
    view: 'manage',
    booking: {
      lawyer: lawyers[0],
      kind: 'video',
      minutes: 15,
      startsAt: '2026-12-07T14:30:00.000Z',
      endsAt: '2026-12-07T14:45:00.000Z',
      when: {
        visitor: `${dayLabels[locale][0]}, ${labels.visitor.time} (${labels.visitor.offset})`,
        istanbul: `${labels.firm.time} (GMT+3)`,
        sameInBoth: false,
      },
      timeZone: visitorZone,
      meetingLanguage: 'tr',
      status,
    },
    invitationUrl: `${apiPaths.bookingInvitation}?token=inv.sig`,
    cancelToken: 'cancel.sig',
    moveToken: 'move.sig',
    moveDays: status === 'confirmed' ? days(locale) : [],
    notice: status === 'confirmed' ? 'booked' : 'cancelled',
  }
}

const render = createRenderer('')
const content = seedContentSource()

/** The page for `path` in `locale`, with the BookingSource answering `data`, and what it was asked. */
async function page(locale: Locale, path: string, data: BookingPageData, reviews?: TranslationReviews) {
  const asked: { path: string; search: Record<string, string>; locale: Locale }[] = []
  const booking: BookingSource = {
    page: (l, p, search) => {
      asked.push({ locale: l, path: p, search })
      return Promise.resolve(data)
    },
  }
  const result = await render(localizedPath(path, locale), { locale, content, booking, reviews })
  const window = new Window()
  window.document.write(result.html)
  return { status: result.status, document: window.document, asked }
}

const attr = (el: { getAttribute(name: string): string | null } | null, name: string) => el?.getAttribute(name) ?? null

describe.each(['en', 'tr', 'ar'] as const)('the booking pages in %s', (locale) => {
  const prefix = locale === 'en' ? '' : `/${locale}`

  it('choose: lawyers, kinds and days are links with the chosen one current, the slots links with their date', async () => {
    const { status, document, asked } = await page(
      locale,
      `${BOOKING_PATH}?lawyer=selin-aksoy&kind=video&tz=${visitorZone}&day=2026-12-07`,
      choose(locale),
      { tr: [BOOKING_PATH], ar: [BOOKING_PATH] },
    )
    expect(status).toBe(200)
    expect(asked).toEqual([
      { locale, path: BOOKING_PATH, search: { lawyer: 'selin-aksoy', kind: 'video', tz: visitorZone, day: '2026-12-07' } },
    ])
    expect(attr(document.documentElement, 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr')
    const main = document.querySelector('main')!
    const current = [...main.querySelectorAll('a[aria-current]')].map((a) => a.textContent)
    expect(current).toHaveLength(3)
    expect(current[0]).toContain('Selin Aksoy')
    expect(current[2]).toBe(dayLabels[locale][0])
    const emre = [...main.querySelectorAll('a')].find((a) => a.textContent?.includes('Emre Kaya'))!
    expect(attr(emre, 'href')).toBe(`${prefix}${BOOKING_PATH}?tz=America%2FNew_York&lawyer=emre-kaya&kind=video`)
    // 14:30 UTC is 09:30 in New York and 17:30 in Istanbul; its link reads so, after the date for screen readers.
    const slotLink = [...main.querySelectorAll('a')].find((a) => attr(a, 'href')?.includes('start=2026-12-07T14%3A30'))!
    const nineThirty = slot('2026-12-07T14:30:00.000Z', locale)
    expect(nineThirty.time).toMatch(/^09:30/)
    expect(nineThirty.istanbulTime).toMatch(/^(17|05):30/)
    expect(slotLink.textContent).toBe(
      `${dayLabels[locale][0]}${locale === 'ar' ? '،' : ','} ${nineThirty.time} (${nineThirty.istanbulTime})`,
    )
    expect(slotLink.querySelector('.sr-only')?.textContent).toContain(dayLabels[locale][0])
    // The time keeps its own direction ("09:30 ص" in Arabic), not one forced on it.
    expect(slotLink.querySelector('bdi')?.textContent).toBe(nineThirty.time)
    expect(slotLink.querySelector('[dir="ltr"]')).toBeNull()
    // The other day is a link; the grid of a calendar is not there.
    expect(
      [...main.querySelectorAll('a')].some((a) => a.textContent === dayLabels[locale][1] && attr(a, 'href')?.includes('day=2026-12-08')),
    ).toBe(true)
    expect(main.querySelector('table, [role="grid"]')).toBeNull()
    // The time zone is a GET form with a labelled select that keeps the lawyer and kind.
    const tzForm = main.querySelector('form[method="get"]')!
    const select = tzForm.querySelector('select[name="tz"]')!
    expect(document.querySelector(`label[for="${attr(select, 'id')}"]`)).not.toBeNull()
    expect([...select.querySelectorAll('option')].map((o) => attr(o, 'value'))).toContain('Europe/Istanbul')
    expect(
      (select.querySelector('option[selected]') ?? select.querySelector(`option[value="${visitorZone}"]`))?.getAttribute('value'),
    ).toBe(visitorZone)
    expect(attr(tzForm.querySelector('input[name="lawyer"]'), 'value')).toBe('selin-aksoy')
    expect(attr(tzForm.querySelector('input[name="kind"]'), 'value')).toBe('video')
    expect(tzForm.querySelector('button[type="submit"]')).not.toBeNull()
    // Head: canonical without the query, the three languages.
    expect(attr(document.querySelector('link[rel="canonical"]'), 'href')).toMatch(new RegExp(`${prefix}${BOOKING_PATH}$`))
    // Reviewed in all three languages: each page names the other two (and English as x-default).
    expect([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => attr(l, 'hreflang'))).toEqual([
      'en',
      'tr',
      'ar',
      'x-default',
    ])
    expect(document.querySelector('meta[name="robots"][content*="noindex"]')).toBeNull()
  })

  it('form: a plain post with the hidden fields, labelled fields and the privacy link', async () => {
    const start = '2026-12-07T14:30:00.000Z'
    const { document } = await page(locale, `${BOOKING_PATH}?lawyer=selin-aksoy&kind=video&tz=${visitorZone}&start=${start}`, form(locale))
    const f = document.querySelector(`form[action="${apiPaths.bookings}"]`)!
    expect(attr(f, 'method')).toBe('post')
    const hidden = Object.fromEntries([...f.querySelectorAll('input[type="hidden"]')].map((i) => [attr(i, 'name'), attr(i, 'value')]))
    expect(hidden).toMatchObject({
      lawyer: 'selin-aksoy',
      kind: 'video',
      start,
      timeZone: visitorZone,
      language: locale,
      [STARTED_AT_FIELD]: '',
    })
    expect(hidden.returnTo).toBe(
      `${prefix}${BOOKING_PATH}?lawyer=selin-aksoy&kind=video&tz=America%2FNew_York&start=2026-12-07T14%3A30%3A00.000Z`,
    )
    expect(f.querySelector(`input[name="${HONEYPOT_FIELD}"]`)?.closest('[aria-hidden="true"]')).not.toBeNull()
    for (const name of ['name', 'email', 'phone', 'topic', 'meetingLanguage']) {
      const control = f.querySelector(`[name="${name}"]`)!
      expect(f.querySelector(`label[for="${attr(control, 'id')}"]`)?.textContent, name).toBeTruthy()
    }
    expect(f.querySelector('[name="phone"]')?.hasAttribute('required')).toBe(false)
    expect(f.querySelector('[name="email"]')?.hasAttribute('required')).toBe(true)
    expect([...f.querySelectorAll('select[name="meetingLanguage"] option')].map((o) => o.textContent)).toEqual([
      'English',
      'Türkçe',
      'العربية',
    ])
    expect(f.querySelector('a[href$="/privacy-notice"]')).not.toBeNull()
    expect(f.querySelector('button[type="submit"]')).not.toBeNull()
    expect(f.textContent).toContain('Selin Aksoy')
    const chosen = slot('2026-12-07T14:30:00.000Z', locale)
    expect(f.textContent).toContain(`${chosen.time} (${chosen.istanbulTime})`)
  })

  it('form after a refused post: the field error is tied to its field, the taken slot offers the next ones', async () => {
    const invalid = (await page(locale, BOOKING_PATH, form(locale, 'invalid'))).document
    const email = invalid.querySelector('input[name="email"]')!
    expect(attr(email, 'aria-invalid')).toBe('true')
    expect(invalid.getElementById(attr(email, 'aria-describedby')!)?.textContent).toBe('Please enter a valid email address')
    expect(attr(email, 'value')).toBe('john.miller@')
    expect(invalid.querySelector('form [role="status"]')).not.toBeNull()

    const taken = (await page(locale, BOOKING_PATH, form(locale, 'taken'))).document
    expect(taken.querySelector('form [role="alert"]')?.textContent).toBeTruthy()
    const next = [...taken.querySelectorAll('form a')].find((a) => attr(a, 'href')?.includes('start=2026-12-07T14%3A45'))!
    const nextSlot = slot('2026-12-07T14:45:00.000Z', locale)
    expect(next.textContent).toBe(`${dayLabels[locale][0]}${locale === 'ar' ? '،' : ','} ${nextSlot.time} (${nextSlot.istanbulTime})`)
  })

  it('manage: the notice, the summary, the invitation, the move forms and a cancel that asks first; noindex', async () => {
    const { document, asked } = await page(locale, `${BOOKING_MANAGE_PATH}?token=abc.def`, manage(locale))
    expect(asked[0]).toEqual({ locale, path: BOOKING_MANAGE_PATH, search: { token: 'abc.def' } })
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
    const main = document.querySelector('main')!
    expect(main.querySelector('[role="status"]')?.textContent).toBeTruthy()
    expect(main.textContent).toContain('Selin Aksoy')
    const { booking } = manage(locale) as Extract<BookingPageData, { view: 'manage' }>
    expect(main.textContent).toContain(booking.when.visitor)
    expect(main.textContent).toContain(booking.when.istanbul)
    expect(main.textContent).toContain('Türkçe')
    expect(attr(main.querySelector('a[download]'), 'href')).toBe(`${apiPaths.bookingInvitation}?token=inv.sig`)
    const moves = [...main.querySelectorAll(`form[action="${apiPaths.bookingMove}"]`)]
    expect(moves).toHaveLength(2)
    expect(Object.fromEntries([...moves[0].querySelectorAll('input')].map((i) => [attr(i, 'name'), attr(i, 'value')]))).toEqual({
      token: 'move.sig',
      start: '2026-12-07T14:30:00.000Z',
      language: locale,
    })
    expect(moves[0].querySelector('button')?.textContent).toContain(dayLabels[locale][0])
    const cancel = main.querySelector(`form[action="${apiPaths.bookingCancel}"]`)!
    expect(attr(cancel, 'method')).toBe('post')
    expect(attr(cancel.querySelector('input[name="token"]'), 'value')).toBe('cancel.sig')
    const confirm = cancel.querySelector('input[type="checkbox"]')!
    expect(confirm.hasAttribute('required')).toBe(true)
    expect(cancel.querySelector(`label[for="${attr(confirm, 'id')}"]`)?.textContent).toBeTruthy()
  })

  it('manage once cancelled: no invitation, no move or cancel, a way to book again', async () => {
    const { document } = await page(locale, `${BOOKING_MANAGE_PATH}?token=abc.def`, manage(locale, 'cancelled'))
    const main = document.querySelector('main')!
    expect(main.querySelector('a[download]')).toBeNull()
    expect(main.querySelectorAll('form[method="post"]')).toHaveLength(0)
    expect([...main.querySelectorAll('a')].some((a) => attr(a, 'href') === `${prefix}${BOOKING_PATH}`)).toBe(true)
  })

  it('a link that does not open a booking, and a firm that takes no bookings, both lead to the contact page and phone', async () => {
    for (const [path, data] of [
      [BOOKING_MANAGE_PATH, { view: 'link-error', reason: 'expired' }],
      [BOOKING_PATH, { view: 'closed' }],
    ] as const) {
      const main = (await page(locale, `${path}?token=x`, data)).document.querySelector('main')!
      expect(main.querySelector('h2')?.textContent).toBeTruthy()
      expect(main.querySelector(`a[href="${prefix}/contact-us"]`)).not.toBeNull()
      expect(main.querySelector('a[href^="tel:"]')).not.toBeNull()
    }
  })
})

describe("the booking pages among the site's pages", () => {
  it('are rendered on request, never prepared; the booking page is in the sitemap in three languages, the manage page never', async () => {
    const pages = staticPages(await contentIndex(content)).filter((p) => p.sourcePath.startsWith(BOOKING_PATH))
    expect(pages.map(({ path, prerender, sitemap }) => ({ path, prerender, sitemap }))).toEqual([
      { path: BOOKING_PATH, prerender: false, sitemap: true },
      { path: `/tr${BOOKING_PATH}`, prerender: false, sitemap: true },
      { path: `/ar${BOOKING_PATH}`, prerender: false, sitemap: true },
      { path: BOOKING_MANAGE_PATH, prerender: false, sitemap: false },
      { path: `/tr${BOOKING_MANAGE_PATH}`, prerender: false, sitemap: false },
      { path: `/ar${BOOKING_MANAGE_PATH}`, prerender: false, sitemap: false },
    ])
  })
})
