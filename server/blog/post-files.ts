import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { marked } from 'marked'
import { sanitizePostHtml } from './sanitize.ts'
import { z } from 'zod'
import type { PostContent } from '../db/posts.ts'
import { POST_SLUG_PATTERN } from '../../src/lib/slug.ts'
import { isCoverImageUrl } from '../../src/lib/cover-image.ts'
import { isLocale, locales, type Locale } from '../../src/i18n/locales.ts'

/**
 * A post file is Markdown (.md) or HTML (.html) with front matter between two `---` lines:
 *
 *   ---
 *   slug: buying-property-in-turkey-as-a-foreigner      (optional; derived from maintitle when absent; any script)
 *   formerSlugs: old-slug, older-slug                   (optional; earlier addresses, each answers 301 to the post)
 *   maintitle: Buying Property in Turkey as a Foreigner
 *   date: 03-14-2025                                    (MM-DD-YYYY, shown as the post's date)
 *   createdAt: 2025-03-14T09:00:00Z                     (optional; defaults to the date at 09:00 UTC)
 *   metaTitle: ...                                      (optional)
 *   metaDescription: ...                                (optional)
 *   keywords: property in Turkey, title deed            (optional, comma-separated)
 *   image: /media/blog/buying-property.svg              (optional; defaults to /media/blog/{file name}.svg)
 *   imageAlt: Illustration of a house key               (optional)
 *   language: tr                                        (optional; a site language, English when absent)
 *   translationOf: buying-property-in-turkey-as-a-foreigner  (a translation: the English post's slug)
 *   translation: machine                                (a translation's status: machine, draft, in-review, reviewed)
 *   ---
 *   Body...
 *
 * Each line is split at the first ': '. See docs/operations.md, "Importing blog posts".
 */

const frontMatterSchema = z.object({
  slug: z.string().regex(POST_SLUG_PATTERN, 'must be lower-case words joined by hyphens').optional(),
  /** Addresses the post had before (comma-separated slugs): each answers 301 to the post. */
  formerSlugs: z.string().optional(),
  maintitle: z.string().min(3, 'is required'),
  date: z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'must be MM-DD-YYYY'),
  createdAt: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time such as 2025-03-14T09:00:00Z' }).optional(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().max(320).optional(),
  keywords: z.string().optional(),
  image: z.string().refine(isCoverImageUrl, 'must be a file of this site under /media/ (such as /media/blog/a-post.svg)').optional(),
  imageAlt: z.string().optional(),
  language: z.enum(locales as [Locale, ...Locale[]], { message: `must be one of ${locales.join(', ')}` }).optional(),
  translationOf: z.string().regex(POST_SLUG_PATTERN, "must be the English post's slug").optional(),
  translation: z.enum(['machine', 'draft', 'in-review', 'reviewed']).optional(),
})

export class PostFileError extends Error {}

export function parsePostFile(fileName: string, text: string): PostContent {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match) throw new PostFileError(`${fileName}: missing front matter (a block between two --- lines at the top)`)
  const fields: Record<string, string> = {}
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    const at = line.indexOf(': ')
    if (at < 0) throw new PostFileError(`${fileName}: front matter line "${line}" has no ": "`)
    fields[line.slice(0, at).trim()] = line.slice(at + 2).trim()
  }
  const parsed = frontMatterSchema.safeParse(fields)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    throw new PostFileError(`${fileName}: ${first.path.join('.') || 'front matter'} ${first.message}`)
  }
  const fm = parsed.data
  if ((fm.translationOf || fm.translation) && (!fm.language || fm.language === 'en'))
    throw new PostFileError(`${fileName}: translationOf and translation belong to a post in another language than English (set language)`)
  const [mm, dd, yyyy] = fm.date.split('-')
  const source = match[2].trim()
  if (!source) throw new PostFileError(`${fileName}: the post has no body`)
  // Sanitised before the Store, as every post body is (the storage layer keeps what it is given).
  const body = sanitizePostHtml(fileName.endsWith('.html') ? source : (marked.parse(source, { async: false }) as string))
  const stem = path.basename(fileName).replace(/\.(md|html)$/, '')
  const formerSlugs = (fm.formerSlugs ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const badFormer = formerSlugs.find((s) => !POST_SLUG_PATTERN.test(s))
  if (badFormer) throw new PostFileError(`${fileName}: formerSlugs "${badFormer}" must be lower-case words joined by hyphens`)
  return {
    slug: fm.slug ?? null,
    ...(formerSlugs.length > 0 ? { formerSlugs } : {}),
    title: fm.maintitle,
    dateLabel: fm.date,
    body,
    markdown: null,
    images: [{ imageUrl: fm.image ?? `/media/blog/${fm.slug ?? stem}.svg`, altText: fm.imageAlt ?? '' }],
    metaTitle: fm.metaTitle ?? null,
    description: fm.metaDescription ?? null,
    keywords: (fm.keywords ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    publishedAt: fm.createdAt ? new Date(fm.createdAt).toISOString() : `${yyyy}-${mm}-${dd}T09:00:00.000Z`,
    ...(fm.language && fm.language !== 'en'
      ? { language: fm.language, translationOfSlug: fm.translationOf, translationStatus: fm.translation ?? 'machine' }
      : {}),
  }
}

export async function readPostFiles(paths: string[]): Promise<PostContent[]> {
  const files: string[] = []
  for (const p of paths) {
    const entries = await readdir(p, { withFileTypes: true }).catch(() => null)
    if (entries) {
      for (const e of entries) if (e.isFile() && /\.(md|html)$/.test(e.name)) files.push(path.join(p, e.name))
      // Translations sit in a folder per language (seed-posts/tr/, seed-posts/ar/).
      for (const e of entries) {
        if (!e.isDirectory() || !isLocale(e.name)) continue
        for (const f of await readdir(path.join(p, e.name))) if (/\.(md|html)$/.test(f)) files.push(path.join(p, e.name, f))
      }
    } else {
      files.push(p)
    }
  }
  files.sort()
  return Promise.all(files.map(async (f) => parsePostFile(path.basename(f), await readFile(f, 'utf8'))))
}
