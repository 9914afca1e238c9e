import type { MiddlewareHandler } from 'hono'
import { languageDetector } from 'hono/language'
import { DEFAULT_LOCALE, locales, type Locale } from '../../src/i18n/locales.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's language, set once by `requestLanguage` (the path's prefix; English without one). */
    language: Locale
  }
}

/**
 * Sets the request's language once, as `c.var.language`, for everything after it to read: Hono's language detector
 * with the path as its only source (`/tr/…` Turkish, `/ar/…` Arabic, anything else English, which lives at the root).
 * No query, cookie or Accept-Language and no redirect: a page's language is its address (decisions: no redirect by
 * browser language). The first segment must be a language's code exactly: the detector's own fallback from a
 * regional code ('tr-x' to 'tr') and its case folding would read addresses that are no language's as one.
 */
export function requestLanguage(): MiddlewareHandler {
  return languageDetector({
    order: ['path'],
    lookupFromPathIndex: 0,
    supportedLanguages: [...locales],
    fallbackLanguage: DEFAULT_LOCALE,
    caches: false,
    ignoreCase: false,
    convertDetectedLanguage: (segment) => (segment.includes('-') ? '' : segment),
  })
}
