import { ADMIN_CSRF_HEADER } from '../lib/admin'

export interface ApiResult<T = Record<string, unknown>> {
  ok: boolean
  status: number
  error?: string
  errors?: Record<string, string>
  data: T
}

let csrfToken = ''

export function setCsrfToken(token: string): void {
  csrfToken = token
}

/**
 * JSON call to /admin/api/ with the CSRF token; never throws, so every caller can show a message. An ended session
 * (401) goes to the sign-in page and back, unless `stayOnSignOut`: an editor with unsaved typing keeps its page and
 * asks the user to sign in again itself, so nothing typed is lost.
 */
export async function callApi<T = Record<string, unknown>>(
  method: string,
  url: string,
  body?: unknown,
  options: { stayOnSignOut?: boolean } = {},
): Promise<ApiResult<T>> {
  try {
    const isForm = body instanceof FormData
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { [ADMIN_CSRF_HEADER]: csrfToken, ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
    if (response.status === 401 && !url.endsWith('/sign-in') && !options.stayOnSignOut) {
      window.location.assign(`/admin/sign-in?next=${encodeURIComponent(window.location.pathname)}`)
    }
    const data = (await response.json().catch(() => ({}))) as T & { ok?: boolean; error?: string; errors?: Record<string, string> }
    return { ok: response.ok && data.ok !== false, status: response.status, error: data.error, errors: data.errors, data }
  } catch {
    return { ok: false, status: 0, error: 'The server could not be reached. Check the connection and try again.', data: {} as T }
  }
}
