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
  // The NumberFormat only for a number: the first one a page makes costs about 25 ms of a fast desktop's CPU.
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? numberFormat(intl).format(value) : value
  })
}

export type T = (key: MessageKey, values?: Values) => string

/** `t` of one language, for code outside components (navigation tables, e-mails, the server). */
export function createT(locale: Locale, dictionary: Dictionary): T {
  return (key, values) => translate(locale, dictionary, key, values)
}
