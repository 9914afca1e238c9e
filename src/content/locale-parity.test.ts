import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { caseStudySchema, faqSchema, guideSchema, serviceSchema, teamSchema, testimonialSchema } from './schema'
import { locales, DEFAULT_LOCALE } from '../i18n/locales'
import { NEUTRAL_KEYS } from '../../server/content/validate'

/**
 * Every translation module (src/content/<locale>/<name>.ts) against its English original: the same data exports,
 * the same shape (arrays as long, objects with the same keys), the same values for everything that is not text
 * (slugs, ids, groups, dates, sample flags, paths), the same HTML structure (tags in order, link targets), and
 * each item valid against the English schema. A translation that drifts from its source fails here, naming the
 * place.
 */
const here = path.dirname(new URL(import.meta.url).pathname)
const englishFiles = readdirSync(path.join(here, 'en')).filter((f) => f.endsWith('.ts') && f !== 'fill.ts')
const translations = locales.filter((l) => l !== DEFAULT_LOCALE)

/** Fields whose value is the same in every language: the publish-time validation's list (server/content/validate.ts). */
const SAME_IN_EVERY_LANGUAGE = NEUTRAL_KEYS

const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-z][a-z0-9]*)\b/gi)].map((m) => m[0].toLowerCase()).filter((t) => !/^<\/?bdi$/.test(t))
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])

function compare(english: unknown, translated: unknown, where: string, problems: string[]): void {
  if (typeof english === 'function') return
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) {
      problems.push(
        `${where}: ${english.length} items in English, ${Array.isArray(translated) ? translated.length : typeof translated} here`,
      )
      return
    }
    english.forEach((e, i) => compare(e, translated[i], `${where}[${i}]`, problems))
    return
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object') return void problems.push(`${where}: missing`)
    const keys = new Set([...Object.keys(english), ...Object.keys(translated)])
    for (const key of keys) {
      const e = (english as Record<string, unknown>)[key]
      const t = (translated as Record<string, unknown>)[key]
      if (SAME_IN_EVERY_LANGUAGE.has(key)) {
        if (JSON.stringify(e) !== JSON.stringify(t)) problems.push(`${where}.${key}: "${String(t)}" differs from English "${String(e)}"`)
      } else compare(e, t, `${where}.${key}`, problems)
    }
    return
  }
  if (typeof english === 'string') {
    if (typeof translated !== 'string' || !translated.trim()) return void problems.push(`${where}: empty or missing`)
    if (translated.includes('{{')) problems.push(`${where}: an unfilled {{token}}`)
    if (/<[a-z]/i.test(english)) {
      if (tagsOf(english).join('') !== tagsOf(translated).join(''))
        problems.push(`${where}: HTML tags differ from English (${tagsOf(english).length} tags there, ${tagsOf(translated).length} here)`)
      if (hrefsOf(english).join(' ') !== hrefsOf(translated).join(' ')) problems.push(`${where}: links differ from English`)
    }
    return
  }
  if (english !== translated) problems.push(`${where}: ${String(translated)} differs from English ${String(english)}`)
}

/** The English schemas, without their minimum word counts (a translation is as long as its language makes it). */
const itemSchemas: Record<string, z.ZodType> = {
  corporateServices: serviceSchema,
  individualServices: serviceSchema,
  citizenshipServices: serviceSchema,
  services: serviceSchema,
  caseStudies: caseStudySchema,
  faqItems: faqSchema,
  teamMembers: teamSchema,
  testimonials: testimonialSchema,
  businessGuide: guideSchema,
  realEstateGuide: guideSchema,
  residencePermitGuide: guideSchema,
}

describe.each(translations)('%s copy', (locale) => {
  const files = englishFiles.filter((f) => readdirSync(path.join(here, locale)).includes(f))
  it('has translated modules', () => expect(files.length).toBeGreaterThan(0))
  it.each(files)('%s matches its English original', async (file) => {
    const english = (await import(/* @vite-ignore */ path.join(here, 'en', file))) as Record<string, unknown>
    const translated = (await import(/* @vite-ignore */ path.join(here, locale, file))) as Record<string, unknown>
    const problems: string[] = []
    for (const [name, value] of Object.entries(translated)) {
      if (!(name in english)) problems.push(`export ${name} is not in English`)
      else compare(english[name], value, name, problems)
      const schema = itemSchemas[name]
      for (const item of schema ? (Array.isArray(value) ? value : [value]) : []) {
        const result = schema.safeParse(item)
        for (const issue of result.success ? [] : result.error.issues)
          if (!/at least \d+ words/.test(issue.message))
            problems.push(`${name} ${(item as { slug?: string }).slug ?? ''}: ${issue.path.join('.')} ${issue.message}`)
      }
    }
    const dataExports = Object.entries(english)
      .filter(([, v]) => typeof v !== 'function')
      .map(([k]) => k)
    for (const name of dataExports)
      if (!(name in translated) && !['faqPage', 'aliasRedirects'].includes(name)) problems.push(`export ${name} is missing`)
    expect(problems).toEqual([])
  })
})
