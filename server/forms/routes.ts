import { Hono, type Context } from 'hono'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { bodyLimit } from 'hono/body-limit'
import {
  contactSchema,
  fieldErrors,
  fieldNames,
  FORM_RESULT_PARAM,
  guideRequestSchema,
  leadFormIds,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  limits,
  messages,
  STARTED_AT_FIELD,
  type ContactInput,
  type ServerFormResult,
} from '../../src/lib/forms.ts'
import { apiPaths } from '../../src/config/api.ts'
import { DEFAULT_LOCALE, isLocale, localeConfig, locales, type Locale } from '../../src/i18n/locales.ts'
import { mailT } from '../mail/dictionaries.ts'
import type { RenderedPage, RenderInput } from '../../src/lib/render.ts'
import type { Store } from '../db/store.ts'
import { withDatabaseRetry } from '../db/retry.ts'
import { renderedHtml } from '../pages.ts'
import type { MailSettings } from '../mail/messages.ts'
import type { MailContent } from '../mail/mail-content.ts'
import type { FirmFacts } from '../../src/lib/content-source.ts'
import { escapeHtml } from '../../src/lib/html.ts'
import {
  HOUR_MS,
  keyedRequest,
  RateLimitedError,
  renderWaitSeconds,
  storeLead,
  type AddressLimits,
  type NewSubmission,
} from './submissions.ts'
import { clientKey, derivedKey, earlierSubmission, KeyReusedError } from './idempotency.ts'
import { FormResults } from './results.ts'
import type { Logger } from '../log.ts'

export const MAX_FORM_BODY_BYTES = 32 * 1024

export interface FormsDeps {
  store: Store
  mail: MailSettings & { sendAcknowledgement: boolean }
  /** The firm's published content the e-mails and pages show (server/mail/mail-content.ts), as of now. */
  content: () => Promise<MailContent>
  minFillMs: number
  /** Per visitor and per address, and the caps on held messages (server/forms/submissions.ts). */
  limits: AddressLimits
  clientIp: (c: Context) => string | null
  onStored: () => void
  /** Renders the page a visitor without JavaScript posted from, with the form's result, after the 303 back. */
  /** The page renderer with the server's copy (Pages.renderUrl). */
  render: (url: string, input: Omit<RenderInput, 'content'>) => Promise<RenderedPage>
  log: Logger
}

type Kind = 'contact' | 'guide'

export class BadRequest extends Error {
  readonly status: 400 | 415
  constructor(status: 400 | 415, message: string) {
    super(message)
    this.status = status
  }
}

const FORM_NOT_READABLE = 'The form could not be read: send it as application/json, or as an HTML form (urlencoded or multipart).'

export async function readBody(c: Context): Promise<{ body: Record<string, unknown>; html: boolean }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase().trim()
  if (type.startsWith('application/json')) {
    try {
      const body = (await c.req.json()) as unknown
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
      return { body: body as Record<string, unknown>, html: false }
    } catch {
      throw new BadRequest(400, 'The request body is not valid JSON: send a JSON object with firstName, lastName, email and message.')
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    let form: Record<string, unknown>
    try {
      // A multipart body without a boundary, or cut short, makes the parser throw: that is the sender's error.
      form = await c.req.parseBody()
    } catch {
      throw new BadRequest(400, FORM_NOT_READABLE)
    }
    // Only text fields; files are ignored. No prototype: a field named __proto__ is just a field.
    const body = Object.create(null) as Record<string, unknown>
    for (const [k, v] of Object.entries(form)) if (typeof v === 'string') body[k] = v
    return { body, html: true }
  }
  throw new BadRequest(415, 'Send the form as application/json (or as an HTML form).')
}

/** Where a no-JavaScript visitor goes back to: only a path on this site. */
function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/[a-z0-9\-/]*$/i.test(value) && !value.startsWith('//') ? value : '/contact-us'
}

function keptValues(body: Record<string, unknown>): Partial<ContactInput> {
  const pick = (value: unknown) => (typeof value === 'string' ? value.slice(0, limits.message) : '')
  return Object.fromEntries(fieldNames.map((name) => [name, pick(body[name])]))
}

/** Parses the body with the form's own schema; a guide request also names its guide. */
function parseSubmission(kind: Kind, body: Record<string, unknown>) {
  if (kind === 'contact') {
    const parsed = contactSchema.safeParse(body)
    return parsed.success ? { input: parsed.data, guidelineName: null } : { errors: fieldErrors(parsed.error) }
  }
  const parsed = guideRequestSchema.safeParse(body)
  if (!parsed.success) return { errors: fieldErrors(parsed.error) }
  const { guidelineName, ...input } = parsed.data
  return { input, guidelineName }
}

/**
 * A small page in the visitor's language for a connection that kept posting without JavaScript after it was told
 * it is over the limit: it costs no render and keeps no result (so one connection cannot fill the results table),
 * and so it cannot give the typed text back.
 */
function tooManyPage(returnTo: string, locale: Locale, formId: string, minutes: number, site: FirmFacts): string {
  const t = mailT(locale)
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" dir="ltr">${escapeHtml(text)}</a>`
  const notice = escapeHtml(t('forms.limited', { count: minutes }))
    .replace('{phone}', link(site.phone.href, site.phone.display))
    .replace('{email}', link(`mailto:${site.email}`, site.email))
  const title = escapeHtml(t('forms.limitedTitle'))
  return `<!doctype html><html lang="${locale}" dir="${localeConfig[locale].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${notice}</p><p>${escapeHtml(
    t('forms.limitedNotKept'),
  )}</p><p><a href="${escapeHtml(`${returnTo}#${formId}`)}">${escapeHtml(t('forms.backToForm'))}</a></p></main></body></html>`
}

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse }

/**
 * Once the answer is out, the request is done: nothing more is read from it. Otherwise the Node adapter drains
 * the rest of a refused body (up to 64 MB for 500 ms), handing every chunk to JavaScript as a Buffer; a burst of
 * oversized posts then left the native heap tens of megabytes larger for good.
 */
function stopReadingAfterAnswer(c: Context): void {
  const { incoming, outgoing } = (c.env ?? {}) as NodeBindings
  if (incoming && outgoing) outgoing.once('finish', () => incoming.destroy())
}

/** The forms' body limit (MAX_FORM_BODY_BYTES): a larger post is refused with 413 and its connection closed. */
export function formBodyLimit() {
  return bodyLimit({
    maxSize: MAX_FORM_BODY_BYTES,
    // The rest of the body is not read, so the connection cannot carry another request: close it.
    onError: (c) => {
      stopReadingAfterAnswer(c)
      return c.json({ success: false, error: `The request body is larger than ${MAX_FORM_BODY_BYTES / 1024} KB.` }, 413, {
        Connection: 'close',
      })
    },
  })
}

export function formsRoutes(deps: FormsDeps): Hono {
  const app = new Hono()
  const limit = formBodyLimit()
  // Invalid no-JavaScript posts each cost a full page render; they count against the address's hourly ceiling (with
  // its submissions), and past it they are not rendered. Those refusals sent back to the page (a render, and the
  // kept text in the Store) are shown as many times per hour as the ceiling itself, then the small page: one address
  // can hold at most twice its ceiling of such results. Both are counted in the Store, so every instance counts the
  // same renders. A valid message is never refused for this: over the ceiling it is held (storeLead).
  const hits = deps.store.addressHits
  const ceiling = deps.limits.perAddressPerHour
  const hourAgo = () => new Date(Date.now() - HOUR_MS).toISOString()
  const renderHits = async (ipKey: string) => (await hits.since('invalid-render', ipKey, hourAgo(), ceiling)).map((t) => Date.parse(t))

  const results = new FormResults(deps.store)

  /** The page at `path` with a form's result: it may hold the visitor's own text, so no cache keeps it. */
  const resultPage = async (path: string, locale: Locale, result: ServerFormResult, status: 200 | 503) => {
    const page = await deps.render(path, { locale, formResult: result })
    if (page.status !== 200) return null
    const response = renderedHtml(page.html, status)
    // The back button asks the server again.
    response.headers.set('Cache-Control', 'no-store')
    return response
  }

  // Post/Redirect/Get (ADR 20): the page a no-JavaScript post was sent back to, with its one-time result (kept in
  // the Store, so any instance can show it). Any other page request, a token already used or expired, and a
  // database that cannot be read go on to the page as everyone gets it.
  app.get('*', async (c, next) => {
    const token = c.req.query(FORM_RESULT_PARAM)
    let result: ServerFormResult | null = null
    try {
      result = token ? await results.take(token, c.req.path) : null
    } catch (error) {
      deps.log.error('forms: could not read a form result', { error })
    }
    return (result && (await resultPage(c.req.path, c.var.language, result, 200))) || next()
  })

  const handler = (kind: Kind) => async (c: Context) => {
    let read: { body: Record<string, unknown>; html: boolean }
    try {
      read = await readBody(c)
    } catch (error) {
      if (error instanceof BadRequest) return c.json({ success: false, error: error.message }, error.status)
      throw error
    }
    const { body, html } = read
    const returnTo = safeReturnPath(body.returnTo)
    // The language of the page the form is on (a hidden field; API callers may leave it out: English). The post's
    // own address is the API's, so this, not c.var.language, is the language to answer in.
    const language = body.language === undefined || body.language === '' ? DEFAULT_LOCALE : body.language
    const pageLanguage = isLocale(language) ? language : DEFAULT_LOCALE
    const ip = deps.clientIp(c)
    const ipKey = ip ?? ''
    // A visitor without JavaScript is sent back to the form on the page they posted from (303: the browser GETs it,
    // so a refresh does not post again); that page shows the result, kept here under a one-time token.
    const showPage = async (result: ServerFormResult) => {
      let token: string
      try {
        token = await results.put(result, returnTo)
      } catch (error) {
        // The database cannot keep it: the page with the result is the answer to the post itself (no redirect),
        // so the visitor still sees what happened and what they typed.
        deps.log.error('forms: could not keep a form result', { error })
        const page = await resultPage(returnTo, pageLanguage, result, result.status === 'error' ? 503 : 200)
        return page ?? c.text(result.status === 'error' ? messages.failed : 'The form result could not be shown.', 503)
      }
      return c.redirect(`${returnTo}?${FORM_RESULT_PARAM}=${token}#${leadFormIds[kind]}`, 303)
    }
    const unavailable = () => {
      if (html) return showPage({ status: 'error', values: keptValues(body) })
      return c.json({ success: false, error: messages.failed }, 503)
    }
    // The same answer for the post that stored the submission and for every repeat of it. A held one says so: no
    // guide or acknowledgement is on its way.
    const stored = (email: string, held = false) => {
      if (html) return showPage(held ? { status: 'held' } : kind === 'guide' ? { status: 'success', sentTo: email } : { status: 'success' })
      return c.json(held ? { success: true, held: true } : { success: true })
    }
    const keyReused = (error: KeyReusedError) => (html ? c.text(error.message, 422) : c.json({ success: false, error: error.message }, 422))

    const sentKey = clientKey(c.req.header(IDEMPOTENCY_KEY_HEADER))
    if (sentKey && 'error' in sentKey) return html ? c.text(sentKey.error, 400) : c.json({ success: false, error: sentKey.error }, 400)

    const parsed = parseSubmission(kind, body)
    const honeypot = typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== ''
    const startedAt = Number(body[STARTED_AT_FIELD])
    const tooFast = Number.isFinite(startedAt) && startedAt > 0 && Date.now() - startedAt < deps.minFillMs
    const submission: NewSubmission | null =
      parsed.errors || !isLocale(language)
        ? null
        : {
            kind,
            ...parsed.input,
            guidelineName: parsed.guidelineName,
            clientIp: ip,
            suspectedSpam: honeypot,
            possibleSpam: tooFast && !honeypot,
            language,
          }
    // The caller's key; a post without one (a form without JavaScript, an API caller that sends no header) gets one
    // derived from what it holds, found for 10 minutes (ADR 29): a proxy that resends a post after an instance died
    // then stores and mails it once, whoever the caller is.
    if (submission) submission.idempotencyKey = sentKey ?? derivedKey(keyedRequest(submission))

    // A repeat of a post already stored (the visitor's proxy retried after an instance died, a second press) is
    // answered as the first was, before the hourly limit: that post was counted once, its repeat must not be refused.
    if (submission?.idempotencyKey) {
      try {
        const earlier = await earlierSubmission(deps.store, submission.idempotencyKey, keyedRequest(submission), new Date())
        if (earlier !== null) {
          deps.log.info(`forms: ${kind} post repeated (submission ${earlier.id}): answered as the first, nothing new stored or sent`, {
            submission: earlier.id,
          })
          return stored(submission.email, earlier.held)
        }
      } catch (error) {
        if (error instanceof KeyReusedError) return keyReused(error)
        deps.log.error('forms: could not look up an earlier post', { error })
        return unavailable()
      }
    }

    // Over the limit: back at the form like every other result, with the notice and what was typed (ADR 20).
    const limited = async (wait: number) => {
      c.header('Retry-After', String(wait))
      const minutes = Math.ceil(wait / 60)
      if (html) {
        // Without the database's answer the small page, which costs nothing to send.
        const notice = await hits.record('limited-notice', ipKey, new Date().toISOString(), hourAgo(), ceiling).catch(() => false)
        if (notice) return showPage({ status: 'limited', values: keptValues(body), retryAfterMinutes: minutes })
        const site = (await deps.content()).firm(pageLanguage)
        return c.html(tooManyPage(returnTo, pageLanguage, leadFormIds[kind], minutes, site), 429)
      }
      return c.json(
        {
          success: false,
          error: `Too many messages from this address. Please try again in ${minutes} minute(s).`,
          retryAfterSeconds: wait,
        },
        429,
      )
    }

    // This address's page renders in the hour, read once: the render check and the store's atomic one both count them.
    let renderTimes: number[]
    try {
      renderTimes = await renderHits(ipKey)
    } catch (error) {
      deps.log.error('forms: could not check the rate limit', { error })
      return unavailable()
    }

    if (parsed.errors) {
      if (html) {
        let wait: number
        try {
          wait = await renderWaitSeconds(deps.store, ip, ceiling, Date.now(), renderTimes)
        } catch (error) {
          deps.log.error('forms: could not check the rate limit', { error })
          return unavailable()
        }
        if (wait > 0) return limited(wait)
        // Not counted is better than not shown: the visitor still gets the page with the mistakes.
        await hits
          .record('invalid-render', ipKey, new Date().toISOString(), hourAgo())
          .catch((error: Error) => deps.log.error('forms: could not count a page render', { error }))
        return showPage({ status: 'invalid', values: keptValues(body), errors: parsed.errors })
      }
      return c.json({ success: false, error: 'Some fields are not valid.', errors: parsed.errors }, 400)
    }
    if (!submission) {
      const error = `language must be one of ${locales.join(', ')}`
      return html ? c.text(error, 400) : c.json({ success: false, error }, 400)
    }

    let held: boolean
    try {
      // Waits for a lock held by another process for up to 2 s, then answers 503 (the visitor can send again).
      const perAddress = { limits: deps.limits, extraHits: renderTimes }
      // Read before the transaction: the e-mails are composed inside it, from the content published now.
      const mail = { ...deps.mail, content: await deps.content() }
      held = (await withDatabaseRetry(() => storeLead(deps.store, submission, mail, new Date(), perAddress), 2000)).held
    } catch (error) {
      if (error instanceof KeyReusedError) return keyReused(error)
      if (error instanceof RateLimitedError) return limited(error.retryAfterSeconds)
      deps.log.error(`forms: could not store a ${kind} submission`, { error })
      return unavailable()
    }
    if (honeypot) deps.log.info(`forms: ${kind} submission kept as suspected spam (honeypot), not e-mailed`)
    else {
      if (held) deps.log.info(`forms: ${kind} submission over its connection's hourly limit, held for review, not e-mailed to the visitor`)
      else if (tooFast) deps.log.info(`forms: ${kind} submission filled too fast, e-mailed to the firm as possible spam`)
      deps.onStored()
    }
    return stored(submission.email, held)
  }

  const usePost = (c: Context) => c.json({ success: false, error: 'Use POST.' }, 405, { Allow: 'POST' })
  app.post(apiPaths.contactUs, limit, handler('contact'))
  app.post(apiPaths.downloadGuide, limit, handler('guide'))
  app.all(apiPaths.contactUs, usePost)
  app.all(apiPaths.downloadGuide, usePost)
  return app
}
