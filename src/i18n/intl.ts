/**
 * Intl objects, made once per language and options and then reused (MDN's advice for repeated formatting).
 * Making one is slow: it resolves the locale's data each time. `t()` made a PluralRules and a NumberFormat on every
 * call with values, and each date and legal figure made its own; a CPU profile of a service page's first load
 * (Chromium at 4 x slowdown) spent 177 ms in `translate` alone, most of the rise in Total Blocking Time after the
 * languages arrived (docs/benchmarks/simplify.md). The cache holds a few objects per language.
 */
const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>()

function cached<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined
  if (!value) {
    value = make()
    cache.set(key, value)
  }
  return value
}

export function pluralRules(intl: string): Intl.PluralRules {
  return cached(`plural ${intl}`, () => new Intl.PluralRules(intl))
}

export function numberFormat(intl: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number ${intl} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(intl, options))
}

export function dateTimeFormat(intl: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${intl} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intl, options))
}
