import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from '../config/site'
import { ar } from '../i18n/dictionaries/ar'
import { tr } from '../i18n/dictionaries/tr'
import { guidePdfWords } from '../../server/mail/dictionaries'
import { bookingWords } from '../../server/booking/words'
// The rules' word lists are the publish-time validation's (server/content/validate.ts): one copy, read by both.
import { phraseAt, SINGULAR_PHRASES, stems, WORDS_ENDING_IN_KAF } from '../../server/content/validate'
import { SEED_DIR } from '../../server/content/first-run'
import { readSeed } from '../../server/content/seed-files'

/**
 * Issue 33's wording rules, over every Arabic and Turkish string the site, its e-mails and its PDFs show: the copy
 * (each document's part of the language in src/content/seed/), the interface dictionaries, the guide PDF's words and the seed posts. Each rule
 * names the string that breaks it, so a new sentence in the wrong register fails here before a reader sees it.
 * What each rule holds to is in docs/languages.md ("Wording").
 */

type Text = { where: string; text: string }

/** Every string inside a value (objects and arrays walked), named by its path. */
function strings(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${where}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`))
  return []
}

const seed = readSeed(SEED_DIR)
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

/** A seed post's text; the `keywords` line is a comma-separated list the importer splits, not prose. */
function seedPosts(locale: 'ar' | 'tr'): Text[] {
  const dir = path.join(root, 'server/blog/seed-posts', locale)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({
      where: `server/blog/seed-posts/${locale}/${f}`,
      text: readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => !line.startsWith('keywords:'))
        .join('\n'),
    }))
}

function textsOf(locale: 'ar' | 'tr', dictionary: object): Text[] {
  const copy = seed.flatMap((d) => strings(d.parts[locale] ?? {}, `src/content/seed/${d.type}/${d.key}/${locale}`))
  const interfaceStrings = strings(dictionary, `src/i18n/dictionaries/${locale}.ts`)
  return [
    ...copy,
    ...interfaceStrings,
    ...strings(guidePdfWords(locale), `server/mail/dictionaries.ts guide PDF (${locale})`),
    ...strings(bookingWords(locale), `server/booking/words.ts (${locale})`),
    ...seedPosts(locale),
  ]
}

/** The words of a text (Arabic letters and marks), with their place for the message. */
const ARABIC_WORD = /[\p{Script=Arabic}\p{M}]+/gu

/** "Atlas Law" followed by the city in another spelling than the firm's name ("Atlas Law İstanbul", "… إسطنبول"). */
const OTHER_BRAND = /Atlas Law\s+(?!Istanbul\b)(İstanbul|ISTANBUL|İSTANBUL|Istambul|إسطنبول|اسطنبول)/u

describe('Arabic wording', () => {
  const texts = textsOf('ar', ar)

  it('reads the seed posts, the dictionaries and every seed document', () => {
    const places = new Set(texts.map((t) => t.where.split(/[.[]/)[0]))
    expect([...places].filter((p) => p.startsWith('server/blog/seed-posts/ar/')).length).toBeGreaterThanOrEqual(3)
    expect(texts.some((t) => t.where.includes('dictionaries/ar.ts'))).toBe(true)
    expect(texts.some((t) => t.where.includes('guide PDF'))).toBe(true)
    expect(texts.some((t) => t.where.startsWith('src/content/seed/team-member/'))).toBe(true)
  })

  it('addresses the reader in the plural (أنتم) everywhere: no singular "you" (ـك)', () => {
    const singular = texts.flatMap(({ where, text }) =>
      [...text.matchAll(ARABIC_WORD)]
        .map((m) => m[0])
        .filter((w) => w.endsWith('ك') && !stems(w).some((s) => WORDS_ENDING_IN_KAF.has(s)))
        .map((w) => `${where}: ${w}`),
    )
    expect(singular).toEqual([])
  })

  it('uses no singular imperative or second-person verb', () => {
    const singular = texts.flatMap(({ where, text }) =>
      SINGULAR_PHRASES.filter((phrase) => phraseAt(text, phrase)).map((phrase) => `${where}: ${phrase.trim()}`),
    )
    expect(singular).toEqual([])
  })

  it('writes the Arabic comma (،) between Arabic words, never a Latin one', () => {
    const latin = texts.flatMap(({ where, text }) =>
      [...text.matchAll(/[\u0600-\u06ff][)»\]]?\s*,\s*[«(]?[\u0600-\u06ff]/g)].map((m) => `${where}: ${m[0]}`),
    )
    expect(latin).toEqual([])
  })

  it('joins the hero words with "و", not with commas', () => {
    expect(ar.home.heroWords).toBe('{first} و{second} و{third}')
  })

  it('writes no Turkish "Av." and no brand but the firm’s one name', () => {
    const found = texts.flatMap(({ where, text }) => {
      const problems: string[] = []
      if (/(^|[^\p{L}])Av\./u.test(text)) problems.push(`${where}: "Av."`)
      if (OTHER_BRAND.test(text)) problems.push(`${where}: ${OTHER_BRAND.exec(text)![0]}`)
      if (/أطلس/.test(text)) problems.push(`${where}: أطلس`)
      return problems
    })
    expect(found).toEqual([])
  })
})

describe('Turkish wording', () => {
  const texts = textsOf('tr', tr)

  it('reads the seed posts, the dictionaries and every seed document', () => {
    expect(texts.filter((t) => t.where.startsWith('server/blog/seed-posts/tr/')).length).toBeGreaterThanOrEqual(3)
    expect(texts.some((t) => t.where.startsWith('src/content/seed/team-member/'))).toBe(true)
  })

  it('uses the terms Turkish readers and authorities use', () => {
    const wrong: [RegExp, string][] = [
      [/Golden Visa/, 'Altın Vize'],
      [/Göç idaresi/, 'Göç İdaresi'],
      [/KVKK Kurumu/, 'KVK Kurumu (the authority; KVKK is the law)'],
      [/Stajyer Avukat/i, 'Hukuk Stajyeri (a law student is not a registered trainee lawyer)'],
    ]
    const found = texts.flatMap(({ where, text }) =>
      wrong.filter(([pattern]) => pattern.test(text)).map(([pattern, right]) => `${where}: ${pattern.source} → ${right}`),
    )
    expect(found).toEqual([])
  })

  it("writes a suffix apostrophe one way, the straight ' (İstanbul'da), never ’", () => {
    const curly = texts.filter(({ text }) => /\p{L}’\p{L}/u.test(text)).map(({ where, text }) => `${where}: ${/\S*’\S*/.exec(text)![0]}`)
    expect(curly).toEqual([])
  })

  it('spells the brand one way: the firm’s name as written in every language', () => {
    const found = texts.filter(({ text }) => OTHER_BRAND.test(text)).map(({ where, text }) => `${where}: ${OTHER_BRAND.exec(text)![0]}`)
    expect(found).toEqual([])
    expect(site.name).toBe('Atlas Law Istanbul')
  })
})
