import { describe, expect, it } from 'vitest'
import { en } from './dictionaries/en'
import { tr } from './dictionaries/tr'
import { ar } from './dictionaries/ar'
import type { Dictionary } from './dictionaries/en'
import { createT, formatNumber } from './translate'
import { DEFAULT_LOCALE, localeConfig, locales } from './locales'
import { formatIsoDay, formatPostDate } from './format'
import { pluralRules } from './intl'
import { site } from '../config/site'
import { BLOG_DESCRIPTION } from '../lib/blog-feed'
import { messages } from '../lib/form-fields'
import { describe as describeMeta } from '../components/ui/seo'
import type { Locale } from './locales'
import type { MessageKey } from './translate'

type Node = string | { [key: string]: Node }

const isPlural = (node: Node): node is Record<string, string> => typeof node === 'object' && typeof node.other === 'string'

/** Every leaf as [dotted key, text]; a plural entry is one leaf whose text is all its forms. */
function leaves(node: Node, prefix = ''): [string, string[]][] {
  if (typeof node === 'string') return [[prefix, [node]]]
  if (isPlural(node)) return [[prefix, Object.values(node)]]
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
}

const placeholders = (texts: string[]) => [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort()

/**
 * Values that are the same words in the translation as in English: names the firm's clients use in every
 * language ("Blog", the city as German writes it), and entries that are only placeholders and punctuation.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Blog',
  'Istanbul',
  '{n}',
  '{label}: {lawyers}',
  '{list}; {lawyer}',
  '{office}, {number}',
  '{name}, {title}',
  '{days}, {time} {timezone}',
  '{date},',
  '{first}, {second}, {third}',
])

const english = new Map(leaves(en as unknown as Node))
/** Every other dictionary there is (src/i18n/dictionaries/<code>.ts exports it by its code): a new language is checked too. */
const translations = Object.entries(
  import.meta.glob<Record<string, Dictionary>>(['./dictionaries/*.ts', '!./dictionaries/index.ts', '!./dictionaries/en.ts'], {
    eager: true,
  }),
).map(([file, module]): [string, Dictionary] => {
  const code = /([^/]+)\.ts$/.exec(file)![1]
  return [code, module[code]]
})

it('there is one dictionary for each language of src/i18n/locales.ts, and none for another', () => {
  expect(translations.map(([code]) => code).sort()).toEqual(locales.filter((l) => l !== DEFAULT_LOCALE).sort())
})

describe.each(translations)('the %s dictionary', (_code, dictionary) => {
  const own = new Map(leaves(dictionary as unknown as Node))

  it('has exactly the English keys', () => {
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('translates every value (except words that are the same in both languages)', () => {
    const untranslated = [...own].filter(([key, texts]) => {
      const source = english.get(key)!
      return texts.some((text) => !SAME_IN_EVERY_LANGUAGE.has(text) && source.includes(text))
    })
    expect(untranslated.map(([key]) => key)).toEqual([])
  })

  it('fills the same {placeholders} as English', () => {
    const differing = [...own].filter(([key, texts]) => placeholders(texts).join() !== placeholders(english.get(key)!).join())
    expect(differing.map(([key, texts]) => `${key}: ${texts.join(' | ')}`)).toEqual([])
  })

  it('writes digits as Latin digits (0–9), never Arabic-Indic or Persian ones', () => {
    const foreignDigits = [...own].filter(([, texts]) => texts.some((text) => /[\u0660-\u0669\u06F0-\u06F9]/.test(text)))
    expect(foreignDigits.map(([key]) => key)).toEqual([])
  })
})

describe.each([['en', en] as [string, Dictionary], ...translations])('the %s meta descriptions', (code, dictionary) => {
  // Each page's <meta name="description"> (seo.*, errors.*Description), as <Seo> writes it with its values filled in.
  const written = (dict: Dictionary, locale: string) => {
    const t = createT(locale as Locale, dict)
    const values = {
      year: String(site.founded),
      hours: t('site.hoursLine', { days: t('site.hoursDays'), time: site.hours.time, timezone: t('site.hoursTimezone') }),
    }
    return new Map(
      [...english.keys()].filter((key) => /Description/.test(key)).map((key) => [key, describeMeta(t(key as MessageKey, values))]),
    )
  }
  const sentences = (text: string) => text.split(/[.?!؟]+(?=\s+\D|\s*$)/).filter(Boolean).length

  it('fit in 160 characters as written: none is cut at a word, none keeps fewer sentences than English', () => {
    const own = written(dictionary, code)
    const source = written(en, 'en')
    const problems = [...own].flatMap(([key, text]) => [
      ...(text.endsWith('…') ? [`${key}: cut at a word: ${text}`] : []),
      ...(sentences(text) < sentences(source.get(key)!) ? [`${key}: a sentence dropped to fit: ${text}`] : []),
    ])
    expect(problems).toEqual([])
  })
})

describe('the English dictionary', () => {
  it('says what the firm facts and shared modules say (the server writes them from there)', () => {
    expect(en.site.description).toBe(site.description)
    expect(en.site.hoursDays).toBe(site.hours.days)
    expect(en.site.hoursTimezone).toBe(site.hours.timezone)
    expect(en.site.mapTitle).toBe(site.map.title)
    expect(en.seo.blogDescription).toBe(BLOG_DESCRIPTION)
    for (const [name, text] of Object.entries(messages)) expect(en.forms.messages[name as keyof typeof messages]).toBe(text)
  })
})

describe('t()', () => {
  it('picks plural forms by the language’s rules and writes numbers with Latin digits', () => {
    expect(createT('en', en)('blog.pageSummary', { page: 2, total: 5, posts: createT('en', en)('blog.posts', { count: 1 }) })).toBe(
      'Page 2 of 5, 1 post',
    )
    expect(createT('en', en)('blog.articles', { count: 12 })).toBe('12 articles')
    expect(createT('tr', tr)('blog.articles', { count: 12 })).toBe('12 yazı')
    expect(createT('ar', ar)('blog.articles', { count: 2 })).toBe('مقالان')
    expect(createT('ar', ar)('blog.articles', { count: 5 })).toBe('5 مقالات')
    expect(createT('ar', ar)('blog.articles', { count: 12 })).toBe('12 مقالًا')
  })

  it('picks the same plural forms as Intl does for the full tag, whose digits do not change them', () => {
    const counts = [...Array.from({ length: 220 }, (_, i) => i), 1000, 1001, 1.5]
    for (const locale of locales) {
      const full = new Intl.PluralRules(localeConfig[locale].intl)
      for (const n of counts) expect(pluralRules(localeConfig[locale].intl).select(n), `${locale} ${n}`).toBe(full.select(n))
    }
  })

  it('writes numbers as Intl does in each language, small whole numbers without making a NumberFormat', () => {
    const samples = [0, 1, 7, 42, 999, 1000, 12345, 2.5, -3]
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(localeConfig[locale].intl)
      // formatNumber trusts latinDigits (src/i18n/locales.ts) for 0–999: it must say what Intl does.
      const digits = intl.format(1234567890).replace(/[^\p{Nd}]/gu, '')
      expect(digits === '1234567890', `${locale}: latinDigits`).toBe(localeConfig[locale].latinDigits)
      for (const n of samples) expect(formatNumber(locale, n), `${locale} ${n}`).toBe(intl.format(n))
    }
  })
})

describe('visible dates', () => {
  it('read "1 November 2026" in English and the same day in Turkish and Arabic, with Latin digits', () => {
    expect(formatIsoDay('2026-11-01', 'en')).toBe('1 November 2026')
    expect(formatIsoDay('2026-11-01', 'tr')).toBe('1 Kasım 2026')
    expect(formatIsoDay('2026-11-01', 'ar')).toBe('1 نوفمبر 2026')
    expect(formatIsoDay('2026-02-30', 'en')).toBe('2026-02-30')
    expect(formatPostDate('11-01-2026', 'en')).toBe('1 November 2026')
    expect(formatPostDate('not a date', 'tr')).toBe('not a date')
  })
})
