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

/**
 * Plural forms depend on the language, not on its digits, so the rules are made for the tag without its Unicode
 * extension: with Arabic's `-u-nu-latn` one cost 20-26 ms in Chromium (it loads number data for the digits), without
 * it 1-2 ms, and every Arabic page makes one (the imprint's "responsible lawyers"). Measured in fresh pages.
 */
export function pluralRules(intl: string): Intl.PluralRules {
  const language = intl.split('-u-')[0]
  return cached(`plural ${language}`, () => new Intl.PluralRules(language))
}

export function numberFormat(intl: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`number ${intl} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(intl, options))
}

export function dateTimeFormat(intl: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${intl} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intl, options))
}
