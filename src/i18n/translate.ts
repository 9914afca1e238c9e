import type { Dictionary, Plural } from './dictionaries/en.ts'
import { numberFormat, pluralRules } from './intl.ts'
import { localeConfig, type Locale } from './locales.ts'

/** Dotted paths to the dictionary's strings: 'header.menu', 'forms.errors.email'. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends { other: string } ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
export type MessageKey = Leaves<Dictionary>

export type Values = Record<string, string | number>

/**
 * Looks a key up in one language's dictionary and fills its `{name}` values. Plural entries pick their form
 * by Intl.PluralRules with `values.count`. Numbers are written with the language's digits and separators.
 */
export function translate(locale: Locale, dictionary: Dictionary, key: MessageKey, values?: Values): string {
  let node: unknown = dictionary
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  const intl = localeConfig[locale].intl
  let text: string
  if (typeof node === 'string') text = node
  else {
    const forms = node as Plural
    const count = Number(values?.count ?? 0)
    text = forms[pluralRules(intl).select(count) as keyof Plural] ?? forms.other
  }
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? formatNumber(locale, value) : value
  })
}

/**
 * A number as the language writes it. A whole number from 0 to 999 has no separator, so in a language written with
 * the digits 0–9 it is `String(n)`: pages that show only such numbers (the blog's counts and page numbers, a guide's
 * chapter count) then make no `Intl.NumberFormat`, whose first construction on a page cost 28-43 ms of this machine's CPU
 * unthrottled (logged per constructor on /blog and a guide page), 140 ms of the blog page's Total Blocking Time at
 * Lighthouse's 4 × slowdown (docs/benchmarks/simplify.md).
 */
export function formatNumber(locale: Locale, value: number): string {
  if (localeConfig[locale].latinDigits && Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
  return numberFormat(localeConfig[locale].intl).format(value)
}

export type T = (key: MessageKey, values?: Values) => string

/** `t` of one language, for code outside components (navigation tables, e-mails, the server). */
export function createT(locale: Locale, dictionary: Dictionary): T {
  return (key, values) => translate(locale, dictionary, key, values)
}
