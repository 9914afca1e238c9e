import { en } from '../../src/i18n/dictionaries/en.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { expect } from 'vitest'
import type { Harness } from './harness.ts'
import type { AdminClient } from './admin.ts'

/** A page's visible text: scripts, styles and tags removed, the entities React writes decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/**
 * English interface strings long enough to be recognised in another language's page (each part of a dictionary
 * string between its {values}, at least 12 characters), and the English words around the firm's facts in the
 * imprint (the bar's name, "(sample)", "Tax Office"): short, but never right in another language.
 */
export function recognisableEnglishStrings(): string[] {
  const strings: string[] = []
  const collect = (value: unknown) => {
    if (typeof value === 'string') strings.push(...value.split(/\{\w+\}/).map((part) => part.trim()))
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  collect(en)
  const imprintWords = [...Object.values(en.imprint.bars), ...[en.imprint.sample, en.imprint.taxOffice].flatMap((s) => s.split(/\{\w+\}/))]
  return [...new Set([...strings.filter((s) => s.length >= 12), ...imprintWords.map((s) => s.trim()).filter(Boolean)])]
}

/** The `<img>` tags of a page whose `src` is `src`, each as its attributes. */
export function imagesWithSrc(html: string, src: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map((m) => Object.fromEntries([...m[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])))
    .filter((attrs) => attrs.src === src)
}

/**
 * The team page of each of the shipped languages, as a visitor opens it. Named as literals, not as `Locale`: a copy
 * of the site with a language added (server/added-language.test.ts) type-checks these tests too.
 */
const TEAM_PAGES = [
  ['en', '/our-team'],
  ['tr', '/tr/our-team'],
  ['ar', '/ar/our-team'],
] as const satisfies readonly (readonly [Locale, string])[]
type TeamPageLocale = (typeof TEAM_PAGES)[number][0]

/**
 * Publishes `parts` of a team member's document as the editor would, waits until every instance's pages have it, and
 * reads the team page of each language: what a visitor sees next.
 */
export async function publishAndReadTeamPages(
  h: Harness,
  editor: AdminClient,
  id: number,
  parts: string[],
): Promise<{ locale: TeamPageLocale; path: string; html: string }[]> {
  const published = await editor.send('POST', `/admin/api/content/documents/${id}/publish`, { parts })
  expect(published.status, await published.clone().text()).toBe(200)
  await h.content.settled()
  return Promise.all(
    TEAM_PAGES.map(async ([locale, path]) => {
      const res = await h.request(path)
      expect(res.status, path).toBe(200)
      return { locale, path, html: await res.text() }
    }),
  )
}
