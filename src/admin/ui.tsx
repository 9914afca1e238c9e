import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { ISTANBUL_TIME_ZONE } from '../lib/istanbul-time'
import type { TranslationStatus } from '../lib/admin'
import { isLocale, localeConfig } from '../i18n/locales'
import { localizedPath } from '../i18n/paths'

export function Button({
  variant = 'primary',
  className,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'danger' }) {
  return (
    <button
      type="button"
      {...props}
      className={cn(
        'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60',
        variant === 'primary' && 'bg-navy-900 text-white hover:bg-navy-700',
        variant === 'secondary' && 'bg-white text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50',
        variant === 'danger' && 'bg-red-700 text-white hover:bg-red-800',
        className,
      )}
    />
  )
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: ReactNode
  error?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-navy-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const inputClass = 'rounded-md border border-navy-200 bg-white px-3 py-2 text-sm text-navy-900 aria-[invalid=true]:border-red-700'

export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md px-4 py-3 text-sm',
        kind === 'error' && 'bg-red-50 text-red-800 ring-1 ring-red-200',
        kind === 'success' && 'bg-green-50 text-green-800 ring-1 ring-green-200',
        kind === 'info' && 'bg-white text-navy-800 ring-1 ring-navy-100',
      )}
    >
      {children}
    </p>
  )
}

const istanbul = new Intl.DateTimeFormat('en-GB', { timeZone: ISTANBUL_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' })

/** Times are shown in Istanbul time whatever the browser's zone, so server and browser render the same text. */
export function IstanbulTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{istanbul.format(new Date(iso))}</time>
}

/** A translation's status as the back office writes it. */
export const TRANSLATION_WORDS: Record<TranslationStatus, string> = {
  machine: 'machine translation',
  draft: 'draft',
  'in-review': 'in review',
  reviewed: 'reviewed',
}

const STATE_WORDS: Record<string, string> = {
  'suspected-spam': 'suspected spam',
  held: 'held for review',
  'written-to-file': 'written to file — no mail server configured',
  machine: TRANSLATION_WORDS.machine,
  'in-review': TRANSLATION_WORDS['in-review'],
  stale: 'stale: English changed',
}

/** A site language by its own name (Türkçe, العربية); a code the site no longer has, as itself. */
export function languageName(code: string): string {
  return isLocale(code) ? localeConfig[code].name : code
}

/** A post's public address in its language: /blog/… for English, /tr/blog/… for Turkish. */
export function postPath(slug: string, language: string): string {
  return localizedPath(`/blog/${slug || '…'}`, isLocale(language) ? language : 'en')
}

export function StateBadge({ state }: { state: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        (state === 'published' || state === 'sent' || state === 'reviewed') && 'bg-green-100 text-green-800',
        (state === 'scheduled' ||
          state === 'pending' ||
          state === 'written-to-file' ||
          state === 'in-review' ||
          state === 'machine' ||
          state === 'held') &&
          'bg-amber-100 text-amber-900',
        state === 'draft' && 'bg-navy-100 text-navy-800',
        (state === 'failed' || state === 'suspected-spam' || state === 'stale') && 'bg-red-100 text-red-800',
      )}
    >
      {STATE_WORDS[state] ?? state}
    </span>
  )
}
