import { apiUrl } from '../../config/api'
import { IDEMPOTENCY_KEY_HEADER, type FieldErrors } from '../../lib/forms'

/** A form the server did not accept: its HTTP status, and the field messages when it sent them (400). */
export class SendError extends Error {
  readonly status: number
  readonly fieldErrors?: FieldErrors
  constructor(status: number, fieldErrors?: FieldErrors) {
    super(`The form could not be sent (HTTP ${status})`)
    this.status = status
    this.fieldErrors = fieldErrors
  }
}

/**
 * Posts a form as JSON with its idempotency key (a structured-field string, as the IETF draft writes it); throws
 * SendError unless the server accepted it.
 */
export async function sendLead(path: string, body: Record<string, unknown>, idempotencyKey: string): Promise<void> {
  const res = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: `"${idempotencyKey}"` },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    let errors: FieldErrors | undefined
    try {
      errors = ((await res.json()) as { errors?: FieldErrors }).errors
    } catch {
      /* not JSON: keep the status only */
    }
    throw new SendError(res.status, errors)
  }
}
