import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  contactSchema,
  fieldErrors,
  fieldNames,
  guideRequestSchema,
  HONEYPOT_FIELD,
  limits,
  messages,
  STARTED_AT_FIELD,
  type ContactInput,
  type ServerFormResult,
} from '../../src/lib/forms.ts'
import { apiPaths } from '../../src/config/api.ts'
import type { RenderPage } from '../../src/lib/render.ts'
import type { Database } from '../db/database.ts'
import { HTML_HEADERS } from '../pages.ts'
import type { MailSettings } from '../mail/messages.ts'
import { retryAfterSeconds, storeSubmission } from './submissions.ts'

export const MAX_FORM_BODY_BYTES = 32 * 1024

export interface FormsDeps {
  db: Database
  mail: MailSettings & { sendAcknowledgement: boolean }
  minFillMs: number
  rateLimitPerHour: number
  clientIp: (c: Context) => string | null
  onStored: () => void
  /** Renders the page a visitor without JavaScript posted from, again, with the form's result. */
  render: RenderPage
  log: (line: string) => void
}

type Kind = 'contact' | 'guide'

class BadRequest extends Error {
  readonly status: 400 | 415
  constructor(status: 400 | 415, message: string) {
    super(message)
    this.status = status
  }
}

async function readBody(c: Context): Promise<{ body: Record<string, unknown>; html: boolean }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
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
    const form = await c.req.parseBody()
    const body: Record<string, unknown> = {}
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

export function formsRoutes(deps: FormsDeps): Hono {
  const app = new Hono()
  const limit = bodyLimit({
    maxSize: MAX_FORM_BODY_BYTES,
    onError: (c) => c.json({ success: false, error: `The request body is larger than ${MAX_FORM_BODY_BYTES / 1024} KB.` }, 413),
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
    // A visitor without JavaScript gets the page they posted from again, showing the result.
    const showPage = async (result: ServerFormResult, status: number) => {
      const page = await deps.render(returnTo, { formResult: result })
      return new Response(page.html, { status: page.status === 200 ? status : page.status, headers: HTML_HEADERS })
    }
    const parsed = parseSubmission(kind, body)

    if (parsed.errors) {
      if (html) return showPage({ status: 'invalid', values: keptValues(body), errors: parsed.errors }, 400)
      return c.json({ success: false, error: 'Some fields are not valid.', errors: parsed.errors }, 400)
    }

    const { input, guidelineName } = parsed
    const ip = deps.clientIp(c)
    const wait = retryAfterSeconds(deps.db, ip, input.email, deps.rateLimitPerHour)
    if (wait > 0) {
      c.header('Retry-After', String(wait))
      if (html) return showPage({ status: 'error', values: keptValues(body) }, 429)
      return c.json({ success: false, error: `Too many messages from this address. Please try again in ${Math.ceil(wait / 60)} minute(s).` }, 429)
    }

    const honeypot = typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== ''
    const startedAt = Number(body[STARTED_AT_FIELD])
    const tooFast = Number.isFinite(startedAt) && startedAt > 0 && Date.now() - startedAt < deps.minFillMs

    try {
      storeSubmission(
        deps.db,
        { kind, ...input, guidelineName, clientIp: ip, suspectedSpam: honeypot, possibleSpam: tooFast && !honeypot },
        deps.mail,
      )
    } catch (error) {
      deps.log(`forms: could not store a ${kind} submission: ${(error as Error).message}`)
      if (html) return showPage({ status: 'error', values: keptValues(body) }, 503)
      return c.json({ success: false, error: messages.failed }, 503)
    }
    if (honeypot) deps.log(`forms: ${kind} submission kept as suspected spam (honeypot), not e-mailed`)
    else {
      if (tooFast) deps.log(`forms: ${kind} submission filled too fast, e-mailed to the firm as possible spam`)
      deps.onStored()
    }

    if (html) return showPage({ status: 'success' }, 200)
    return c.json({ success: true })
  }

  const usePost = (c: Context) => c.json({ success: false, error: 'Use POST.' }, 405, { Allow: 'POST' })
  app.post(apiPaths.contactUs, limit, handler('contact'))
  app.post(apiPaths.downloadGuide, limit, handler('guide'))
  app.all(apiPaths.contactUs, usePost)
  app.all(apiPaths.downloadGuide, usePost)
  return app
}
