import { apiUrl } from '../../config/api'
import { IDEMPOTENCY_KEY_HEADER, type FieldErrors } from '../../lib/forms'

/**
 * A form the server did not accept: its HTTP status, the field messages when it sent them (400), and after too many
 * messages (429) the seconds until the connection may send again.
 */
export class SendError extends Error {
  readonly status: number
  readonly fieldErrors?: FieldErrors
  readonly retryAfterSeconds?: number
  constructor(status: number, fieldErrors?: FieldErrors, retryAfterSeconds?: number) {
    super(`The form could not be sent (HTTP ${status})`)
    this.status = status
    this.fieldErrors = fieldErrors
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * Posts a form as JSON with its idempotency key (a structured-field string, as the IETF draft writes it); throws
 * SendError unless the server accepted it. `held`: accepted, but held for the firm to review (nothing is e-mailed).
 */
export async function sendLead(path: string, body: Record<string, unknown>, idempotencyKey: string): Promise<{ held: boolean }> {
  const res = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: `"${idempotencyKey}"` },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    let errors: FieldErrors | undefined
    // In the body as well as the Retry-After header: an API on another origin would have to expose the header.
    let retryAfter = Number(res.headers.get('Retry-After'))
    try {
      const body = (await res.json()) as { errors?: FieldErrors; retryAfterSeconds?: number }
      errors = body.errors
      if (typeof body.retryAfterSeconds === 'number') retryAfter = body.retryAfterSeconds
    } catch {
      /* not JSON: keep the status only */
    }
    throw new SendError(res.status, errors, retryAfter > 0 ? retryAfter : undefined)
  }
  const answer = (await res.json().catch(() => null)) as { held?: unknown } | null
  return { held: answer?.held === true }
}
