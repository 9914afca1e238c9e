import { Hono, type Context } from 'hono'
import { apiPaths } from '../../src/config/api.ts'
import { DEFAULT_LOCALE, isLocale, locales, type Locale } from '../../src/i18n/locales.ts'
import { localizedPath } from '../../src/i18n/paths.ts'
import { BOOKING_MANAGE_PATH, BOOKING_PATH, bookingFieldNames, type BookingSource } from '../../src/lib/booking-page.ts'
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '../../src/lib/form-fields.ts'
import type { RenderedPage, RenderInput } from '../../src/lib/render.ts'
import type { StoredBooking, Store } from '../db/store.ts'
import { withDatabaseRetry } from '../db/retry.ts'
import { clientKey } from '../forms/idempotency.ts'
import { FormResults } from '../forms/results.ts'
import { BadRequest, formBodyLimit, readBody } from '../forms/routes.ts'
import { IDEMPOTENCY_KEY_HEADER } from '../../src/lib/form-fields.ts'
import { renderedHtml } from '../pages.ts'
import type { Logger } from '../log.ts'
import { BookingPages, summaryOf, type BookingFormResult } from './page-data.ts'
import { linkMessages, type BookingService, type BookResult } from './service.ts'

/**
 * The booking's HTTP side (issue 37, ADR 37 "(bserve)"): the pages' data as JSON, the pages rendered per request with
 * the server's BookingSource, and the posts that book, move and cancel, each answering JSON callers with JSON and an
 * HTML form (no JavaScript) with a 303 (Post/Redirect/Get, ADR 20). The lead forms' defences apply: a body limit,
 * the honeypot, the minimum fill time, an hourly ceiling per client address counted in the Store, and a repeated
 * post answered as the first (see `repeatOf`).
 */

export interface BookingRoutesDeps {
  store: Store
  service: BookingService
  /** The page renderer with the server's copy (Pages.renderUrl), as the forms' routes have it. */
  render: (url: string, input: Omit<RenderInput, 'content'>) => Promise<RenderedPage>
  minFillMs: number
  /** Booking posts per client address per hour (the lead forms' address ceiling). */
  perAddressPerHour: number
  clientIp: (c: Context) => string | null
  /** A booking, move or cancellation was stored with its e-mails: send them now. */
  onStored: () => void
  log: Logger
}

const HOUR_MS = 3_600_000
/** A repeat of a booking post (a proxy's retry, a second press) is recognised this long after the booking. */
const REPEAT_WINDOW_MS = 10 * 60_000

const SPAM_MESSAGE = 'The booking could not be sent. Please check the form and send it again.'
const LIMITED_MESSAGE = 'Too many bookings from this address. Please try again in an hour, or call or e-mail the firm.'
const FAILED_MESSAGE = 'The booking could not be saved just now. Please try again in a moment.'

const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A refusal's HTTP status: a slot lost (409), a link out of time (410), not ours (403), gone (404), else 400. */
function statusOf(reason: string): 400 | 403 | 404 | 409 | 410 {
  if (reason === 'taken' || reason === 'day-full') return 409
  if (reason === 'expired') return 410
  if (reason === 'forged' || reason === 'malformed') return 403
  return reason === 'not-found' ? 404 : 400
}

/** A language from a form's hidden field (the page's), English when absent or unknown. */
const languageOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/** The query of a page address, from a record of the search's parts (empty ones left out). */
function query(parts: Record<string, string | undefined>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(parts)) if (v) q.set(k, v)
  const text = q.toString()
  return text ? `?${text}` : ''
}

/**
 * A post the same as one booked a moment ago (every typed field, the lawyer, kind and start, within ten minutes):
 * its repeat. The lost `taken` of a repeat is answered as the first post was, so a visitor whose proxy resent the
 * post, or who pressed twice, gets their booking, not a refusal. All the typed words must match, so this does not
 * hand a stranger who knows only an address and a time another visitor's links.
 */
async function repeatOf(store: Store, b: Record<string, unknown>, start: string): Promise<StoredBooking | null> {
  const email = str(b.email)?.trim()
  if (!email) return null
  const since = Date.now() - REPEAT_WINDOW_MS
  const phone = str(b.phone)?.trim() || null
  return (
    (await store.bookings.byEmail(email)).find(
      (x) =>
        x.status === 'confirmed' &&
        x.startsAt === start &&
        x.lawyer === b.lawyer &&
        x.kind === b.kind &&
        x.email === email &&
        x.name === str(b.name)?.trim() &&
        x.topic === str(b.topic)?.trim() &&
        x.phone === phone &&
        x.meetingLanguage === b.meetingLanguage &&
        Date.parse(x.createdAt) >= since,
    ) ?? null
  )
}

export function bookingRoutes(deps: BookingRoutesDeps): Hono {
  const app = new Hono()
  const { service, store, log } = deps
  const pages = new BookingPages(service)
  const results = new FormResults<BookingFormResult>(store)
  const limit = formBodyLimit()

  /** The page data for a path and its query; `result` is a no-JavaScript post's result token for the booking page. */
  const pageData = async (locale: Locale, path: string, search: Record<string, string>) => {
    if (path === BOOKING_MANAGE_PATH) return pages.manage(locale, search)
    const result = search.result ? await results.take(search.result, localizedPath(BOOKING_PATH, locale)) : null
    return pages.choose(locale, search, result)
  }
  const source: BookingSource = { page: (locale, path, search) => pageData(locale, path, search) }

  app.get(apiPaths.bookingPage, async (c) => {
    const { path = BOOKING_PATH, lang, ...search } = c.req.query()
    if (path !== BOOKING_PATH && path !== BOOKING_MANAGE_PATH)
      return c.json({ success: false, error: `path must be ${BOOKING_PATH} or ${BOOKING_MANAGE_PATH}` }, 400)
    const locale = lang === undefined || lang === '' ? DEFAULT_LOCALE : lang
    if (!isLocale(locale)) return c.json({ success: false, error: `lang must be one of ${locales.join(', ')}` }, 400)
    c.header('Cache-Control', 'no-store')
    return c.json(await pageData(locale, path, search))
  })

  // The pages themselves, rendered on every request with the server's data (nothing cached: slots change, and a
  // result or a link's page is the visitor's own). Until the pages exist in the build, the request goes on.
  for (const language of locales) {
    for (const path of [BOOKING_PATH, BOOKING_MANAGE_PATH]) {
      app.get(localizedPath(path, language), async (c, next) => {
        const page = await deps.render(c.req.url.slice(new URL(c.req.url).origin.length), { locale: language, booking: source })
        if (page.status !== 200) return next()
        const response = renderedHtml(page.html, 200)
        response.headers.set('Cache-Control', 'no-store')
        return response
      })
    }
  }

  /** The visitor's page of the booking after a post as an HTML form: booked, moved, cancelled, or why not. */
  const managePage = (c: Context, language: Locale, token: string, notice?: string) =>
    c.redirect(`${localizedPath(BOOKING_MANAGE_PATH, language)}${query({ token, notice })}`, 303)

  /** A booking as its page shows it, with the lawyer's name and title in the language. */
  const summary = async (booking: StoredBooking, language: Locale) => {
    const lawyer = (await service.lawyers(language)).find((l) => l.key === booking.lawyer)
    return summaryOf(booking, lawyer ?? { key: booking.lawyer, name: booking.lawyer, title: '' }, language, booking.visitorTimeZone)
  }

  /** Reads the body, or answers the error; a malformed Idempotency-Key is refused as for the lead forms. */
  const bodyOf = async (c: Context) => {
    try {
      const read = await readBody(c)
      const key = clientKey(c.req.header(IDEMPOTENCY_KEY_HEADER))
      if (key && 'error' in key) return { answer: read.html ? c.text(key.error, 400) : c.json({ success: false, error: key.error }, 400) }
      return read
    } catch (error) {
      if (error instanceof BadRequest) return { answer: c.json({ success: false, error: error.message }, error.status) }
      throw error
    }
  }

  app.post(apiPaths.bookings, limit, async (c) => {
    const read = await bodyOf(c)
    if ('answer' in read) return read.answer
    const { body, html } = read
    const language = languageOf(body.language)
    const request = {
      lawyer: body.lawyer,
      kind: body.kind,
      start: body.start,
      timeZone: body.timeZone ?? body.tz,
      name: body.name,
      email: body.email,
      phone: body.phone === '' ? undefined : body.phone,
      topic: body.topic,
      meetingLanguage: body.meetingLanguage,
      language,
    }
    const values = Object.fromEntries(bookingFieldNames.map((n) => [n, (str(body[n]) ?? '').slice(0, 1000)]))
    const bookingPage = (result: BookingFormResult) =>
      results
        .put(result, localizedPath(BOOKING_PATH, language))
        .then((token) =>
          c.redirect(
            localizedPath(BOOKING_PATH, language) +
              query({ lawyer: str(body.lawyer), kind: str(body.kind), tz: str(request.timeZone), start: str(body.start), result: token }),
            303,
          ),
        )
    const refused = (status: 400 | 409 | 429 | 503, json: object, result: BookingFormResult) =>
      html ? bookingPage(result) : c.json({ success: false, ...json }, status)
    const booked = async (booking: StoredBooking) => {
      if (html) return managePage(c, language, service.token(booking, 'move'), 'booked')
      return c.json({ success: true, booking: await summary(booking, language), manageUrl: service.manageUrl(booking) }, 201)
    }

    // A bot: the hidden field filled, or the form sent faster than a person types. Nothing is stored.
    const startedAt = Number(body[STARTED_AT_FIELD])
    const tooFast = Number.isFinite(startedAt) && startedAt > 0 && Date.now() - startedAt < deps.minFillMs
    if ((str(body[HONEYPOT_FIELD]) ?? '').trim() !== '' || tooFast) {
      log.info(`bookings: post refused as spam (${tooFast ? 'filled too fast' : 'honeypot'}), nothing stored`)
      return refused(400, { error: SPAM_MESSAGE }, { values, errors: {}, notice: 'error', nextSlots: [] })
    }

    try {
      // An hourly ceiling per client address, counted in the Store so every instance counts the same posts.
      const ip = deps.clientIp(c) ?? ''
      const now = Date.now()
      const counted = await store.addressHits.record(
        'booking',
        ip,
        new Date(now).toISOString(),
        new Date(now - HOUR_MS).toISOString(),
        deps.perAddressPerHour,
      )
      if (!counted) {
        c.header('Retry-After', '3600')
        return refused(429, { error: LIMITED_MESSAGE }, { values, errors: {}, notice: 'limited', nextSlots: [] })
      }
      const answer: BookResult = await withDatabaseRetry(() => service.book(request), 2000)
      if (answer.ok) {
        deps.onStored()
        return booked(answer.booking)
      }
      if (answer.reason === 'invalid')
        return refused(
          400,
          { error: 'Some fields are not valid.', errors: answer.errors },
          { values, errors: answer.errors, notice: 'invalid', nextSlots: [] },
        )
      const asked = str(body.start)
      if (answer.reason === 'taken' && asked && Number.isFinite(Date.parse(asked))) {
        const repeat = await repeatOf(store, body, new Date(Date.parse(asked)).toISOString())
        if (repeat) return booked(repeat)
      }
      const status = answer.reason === 'taken' || answer.reason === 'day-full' ? 409 : 400
      const notice = status === 409 ? 'taken' : 'unavailable'
      return refused(
        status,
        { error: answer.message, reason: answer.reason, nextSlots: answer.nextSlots },
        { values, errors: {}, notice, nextSlots: answer.nextSlots },
      )
    } catch (error) {
      log.error('bookings: could not book', { error })
      // The result cannot be kept either when the database is down: then a plain answer.
      return Promise.resolve(refused(503, { error: FAILED_MESSAGE }, { values, errors: {}, notice: 'error', nextSlots: [] })).catch(() =>
        c.text(FAILED_MESSAGE, 503),
      )
    }
  })

  app.post(apiPaths.bookingMove, limit, async (c) => {
    const read = await bodyOf(c)
    if ('answer' in read) return read.answer
    const { body, html } = read
    const language = languageOf(body.language)
    const token = str(body.token) ?? ''
    const moved = await withDatabaseRetry(() => service.moveByVisitor(token, body.start), 2000)
    if (moved.ok) {
      deps.onStored()
      const fresh = service.token(moved.booking, 'move')
      if (html) return managePage(c, language, fresh, 'moved')
      return c.json({ success: true, booking: await summary(moved.booking, language), manageUrl: service.manageUrl(moved.booking) })
    }
    if (html) return managePage(c, language, token, moved.reason === 'taken' || moved.reason === 'day-full' ? 'taken' : undefined)
    return c.json(
      { success: false, error: moved.message, reason: moved.reason, ...('nextSlots' in moved ? { nextSlots: moved.nextSlots } : {}) },
      statusOf(moved.reason),
    )
  })

  app.post(apiPaths.bookingCancel, limit, async (c) => {
    const read = await bodyOf(c)
    if ('answer' in read) return read.answer
    const { body, html } = read
    const language = languageOf(body.language)
    const token = str(body.token) ?? ''
    // The page's form asks for a ticked box first; a post without it (the box's `required` bypassed, a crafted form)
    // cancels nothing and the page says why. A JSON caller is a program that already means it: not asked.
    if (html && body.confirm !== 'yes') return managePage(c, language, token, 'unconfirmed')
    const cancelled = await withDatabaseRetry(() => service.cancelByVisitor(token), 2000)
    if (cancelled.ok) {
      if (!cancelled.already) deps.onStored()
      if (html) return managePage(c, language, token, 'cancelled')
      return c.json({ success: true, already: cancelled.already, booking: await summary(cancelled.booking, language) })
    }
    if (html) return managePage(c, language, token)
    return c.json({ success: false, error: cancelled.message, reason: cancelled.reason }, statusOf(cancelled.reason))
  })

  app.get(apiPaths.bookingInvitation, async (c) => {
    const opened = await service.open(c.req.query('token') ?? '')
    if (!opened.ok) {
      return c.text(linkMessages[opened.reason], statusOf(opened.reason))
    }
    const invitation = await service.invitation(opened.booking)
    return c.body(invitation.content, 200, {
      'Content-Type': `text/calendar; charset=utf-8; method=${invitation.method}`,
      'Content-Disposition': `attachment; filename="${invitation.filename}"`,
      'Cache-Control': 'no-store',
    })
  })

  const usePost = (c: Context) => c.json({ success: false, error: 'Use POST.' }, 405, { Allow: 'POST' })
  app.all(apiPaths.bookings, usePost)
  app.all(apiPaths.bookingMove, usePost)
  app.all(apiPaths.bookingCancel, usePost)
  return app
}
