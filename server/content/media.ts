import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SeedDocument } from '../../src/content/model.ts'
import { dictionaryOf } from '../mail/dictionaries.ts'
import { isLocale, locales, type Locale } from '../../src/i18n/locales.ts'
import { translate } from '../../src/i18n/translate.ts'
import type { MediaItem } from '../db/content.ts'
import type { Store } from '../db/store.ts'
import { UPLOADS_PATH, uploadName } from '../media/media-store.ts'
import { languageName } from './validate.ts'

/**
 * The media library's rules shared by the first-run seed, the publish-time validation and the back office (ADR 36,
 * 3.3): a document's image field holds the image's URL; its `media` row holds the stored file's name (an upload's
 * hash name, ADR 31) or, for the images shipped in public/media/, their URL, so no URL changes; `content_refs` of
 * kind `media` name that file.
 */

/** The served URL of a media row's file. */
export const mediaUrl = (file: string): string => (file.startsWith('/') ? file : `${UPLOADS_PATH}/${file}`)

/** The media row's `file` an image URL stands for: the upload's name, or the shipped image's URL itself. */
export const mediaFileOf = (url: string): string => uploadName(url) ?? url

/** What an image field holds (src/content/documents/fields.ts `image`). */
const IMAGE_PATH = /^\/media\/[\w./-]+$/

/** Every image a part names, with its field path (`portrait`, `items.2.image`). */
export function imagesOf(part: Record<string, unknown> | undefined): { field: string; url: string }[] {
  const out: { field: string; url: string }[] = []
  const walk = (value: unknown, at: string[]) => {
    if (typeof value === 'string') {
      if (IMAGE_PATH.test(value)) out.push({ field: at.join('.'), url: value })
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...at, String(i)]))
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, [...at, name])
    }
  }
  walk(part, [])
  return out
}

/** A reason a publish is refused, in the (publish) line's shape: the part it concerns, the field, plain words. */
export interface MediaProblem {
  part: 'neutral' | Locale
  field: string
  message: string
}

/**
 * The publish-time rule of images (ADR 36, 3.5): every image a document's neutral part names is in the media
 * library and has alt text in each language the document will be published in. `neutral` is the neutral part as
 * it will be published; `languages` every language published after this publish (those being published and those
 * already published), since the image shows on each of them.
 */
export async function mediaAltProblems(
  store: Store,
  neutral: Record<string, unknown> | undefined,
  languages: readonly Locale[],
): Promise<MediaProblem[]> {
  const images = imagesOf(neutral)
  if (images.length === 0) return []
  const byFile = new Map((await store.content.listMedia()).map((m) => [m.file, m]))
  const problems: MediaProblem[] = []
  for (const { field, url } of images) {
    const media = byFile.get(mediaFileOf(url))
    if (!media) {
      problems.push({
        part: 'neutral',
        field,
        message: `The image ${url} is not in the media library. Upload it in Media and choose it again.`,
      })
      continue
    }
    for (const locale of languages) {
      if (media.alt[locale]?.trim()) continue
      problems.push({
        part: locale,
        field,
        message: `The image "${media.originalName}" has no alt text in ${languageName(locale)}. Describe it in ${languageName(locale)} in Media (or under the image field) before publishing in ${languageName(locale)}.`,
      })
    }
  }
  return problems
}

/** The width and height an SVG states (its attributes, else its viewBox); 0 when it states neither. */
export function svgSize(svg: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(tag)?.[1] ?? NaN)
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag)
  const width = attr('width') || Number(box?.[1]) || 0
  const height = attr('height') || Number(box?.[2]) || 0
  return { width: Math.round(width), height: Math.round(height) }
}

/** Where the shipped images are served from (`/media/team/…` is public/media/team/…). */
export const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url))

/**
 * Alt text per language for a shipped image, from the document that first uses it: a team member's portrait is
 * described as the team pages describe it ("Portrait of Emre Kaya"), any other picture by its document's title.
 */
export function seedAlt(document: SeedDocument): Partial<Record<Locale, string>> {
  const alt: Partial<Record<Locale, string>> = {}
  const name = document.parts.neutral?.name
  for (const [part, value] of Object.entries(document.parts)) {
    if (!isLocale(part)) continue
    if (document.type === 'team-member' && typeof name === 'string') {
      alt[part] = translate(part, dictionaryOf(part), 'team.portrait', { name })
    } else if (typeof value.title === 'string' && value.title.trim()) {
      alt[part] = value.title
    }
  }
  if (document.type === 'team-member' && typeof name === 'string') {
    for (const locale of locales) alt[locale] ??= translate(locale, dictionaryOf(locale), 'team.portrait', { name })
  }
  return alt
}

/**
 * First run: the shipped images the seed's documents use become media rows pointing at their current URLs, so the
 * library shows them and where they are used, and publishing checks their alt text like any upload's. Rows that
 * exist already (by file) are left alone. Returns how many were added.
 */
export async function seedMedia(store: Store, documents: readonly SeedDocument[], now: string, publicDir = PUBLIC_DIR): Promise<number> {
  const known = new Set((await store.content.listMedia()).map((m: MediaItem) => m.file))
  let added = 0
  for (const document of documents) {
    for (const { url } of imagesOf(document.parts.neutral)) {
      if (known.has(url)) continue
      let svg: string
      try {
        svg = readFileSync(path.join(publicDir, url.slice(1)), 'utf8')
      } catch {
        continue // not a shipped file (an upload named by a hand-edited seed): nothing to describe
      }
      known.add(url)
      const size = url.endsWith('.svg') ? svgSize(svg) : { width: 0, height: 0 }
      await store.content.addMedia({ file: url, ...size, alt: seedAlt(document), originalName: path.basename(url) }, 'seed', now)
      added++
    }
  }
  return added
}
