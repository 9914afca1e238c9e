import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../../src/config/site.ts'
import { prerenderPaths } from '../../src/entry-server.tsx'
import type { Guide } from '../../src/content/schema.ts'
import { localeConfig, locales, type Locale } from '../../src/i18n/locales.ts'
import { localizedPath } from '../../src/i18n/paths.ts'
import { guideFonts, guidePdf, guidesByLanguage } from './guide-pdf.ts'
import { guidePdfTemplate } from './dictionaries.ts'
import { mailT } from './dictionaries.ts'
import { htmlToBlocks, plainText } from './pdf/html-blocks.ts'
import { contentIndex } from '../content/page-index.ts'
import { seedContentSource } from '../content/seed-source.ts'

/** fontkit comes with pdfkit, which embeds the guide's fonts with it; it reads the same font files here. */
const fontkit = createRequire(import.meta.url)('fontkit') as {
  openSync(file: string): { postscriptName: string; hasGlyphForCodePoint(codePoint: number): boolean }
}
/** Every font file a guide may embed, by the PostScript name the PDF's font dictionaries carry. */
const fontFiles = new Map(
  [...new Set(Object.values(guideFonts).flatMap((faces) => Object.values(faces)))].map((file) => [
    fontkit.openSync(file).postscriptName,
    file,
  ]),
)

/** A SITE_URL other than the default, so the test sees that links follow the setting. */
const SITE = 'https://law.test'

interface PdfObject {
  id: number
  dict: string
  stream?: Buffer
}

/** The PDF's objects, streams inflated: enough of a reader for what pdfkit writes (no object streams). */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const out = new Map<number, PdfObject>()
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g
  let m: RegExpExecArray | null
  while ((m = re.exec(text))) {
    const body = m[2]
    const at = body.indexOf('stream\n')
    const dict = at === -1 ? body : body.slice(0, at)
    let stream: Buffer | undefined
    if (at !== -1) {
      const start = m.index + m[0].indexOf(body) + at + 'stream\n'.length
      const end = text.indexOf('\nendstream', start)
      const raw = pdf.subarray(start, end)
      stream = /\/Filter \/FlateDecode/.test(dict) ? inflateSync(raw) : raw
    }
    out.set(Number(m[1]), { id: Number(m[1]), dict, stream })
  }
  return out
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1])

/** Code points a ToUnicode CMap maps glyphs to, glyph 0 (.notdef) left out. */
function toUnicode(cmap: string): number[] {
  const points: number[] = []
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1], 16)
    ;[...range[2].matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, i) => {
      if (first + i === 0) return
      const units = entry[1].split(' ').map((h) => parseInt(h, 16))
      points.push(
        ...String.fromCharCode(...units)
          .split('')
          .map((c) => c.codePointAt(0)!),
      )
    })
  }
  return points
}

function contentStreams(objs: Map<number, PdfObject>): string[] {
  return [...objs.values()]
    .filter((o) => /\/Type \/Page\b/.test(o.dict))
    .map((page) => objs.get(ref(page.dict, 'Contents'))!.stream!.toString('latin1'))
}

function uris(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1])
}

const poppler = spawnSync('pdftoppm', ['-v']).status === 0
if (!poppler) {
  if (process.env.CI) throw new Error('pdftoppm/pdftotext (Debian package poppler-utils) are missing: .ci/run installs them')
  console.warn('Skipping the guide PDF text and rendering tests: install poppler-utils (apt-get install -y poppler-utils).')
}

/** Poppler marks right-to-left lines and Latin inside them with embedding controls (RLE, LRE, PDF): not text. */
const unmark = (s: string) => s.replace(/[\u202a-\u202e]/g, '')

/**
 * pdftotext's output, run once per file and options: a guide's tests read the same PDF (written once, in its
 * beforeAll) up to five times each way, and every run is a process.
 */
const popplerText = new Map<string, string>()
function pdftotext(args: string[]): string {
  const key = args.join('\0')
  let text = popplerText.get(key)
  if (text === undefined) {
    text = execFileSync('pdftotext', args, { encoding: 'utf8' })
    popplerText.set(key, text)
  }
  return text
}

function pagesText(file: string, layout = true): string[] {
  return unmark(pdftotext([...(layout ? ['-layout'] : []), file, '-']))
    .split('\f')
    .slice(0, -1)
}

interface PageLayout {
  fill: number
  lastBlock: string
}

/** Per page: how far down the body text reaches (0-1 of the text area) and the last text block above the footer. */
function pageLayout(file: string): PageLayout[] {
  const xml = pdftotext(['-bbox-layout', file, '-'])
  return xml
    .split('<page ')
    .slice(1)
    .map((page) => {
      const height = Number(/height="([\d.]+)"/.exec(page)![1])
      const bodyBottom = height - 78
      const blocks = [...page.matchAll(/<block xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([\s\S]*?)<\/block>/g)]
        .map((b) => ({
          top: Number(b[1]),
          bottom: Number(b[2]),
          text: [...b[3].matchAll(/<word[^>]*>([^<]*)<\/word>/g)]
            .map((w) => w[1].replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, "'"))
            .join(' '),
        }))
        .filter((b) => b.bottom < bodyBottom && b.top > 50)
      const last = blocks.reduce((a, b) => (b.bottom > a.bottom ? b : a), blocks[0])
      return { fill: (last.bottom - 64) / (bodyBottom - 64), lastBlock: last.text }
    })
}

/** The left and right edges and text of every body line, as Poppler lays the pages out. */
function bodyLines(file: string): { x: number; right: number; text: string }[] {
  const xml = pdftotext(['-bbox-layout', file, '-'])
  return [...xml.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)]
    .filter((l) => Number(l[2]) > 50 && Number(l[2]) < 760)
    .map((l) => ({
      x: Number(l[1]),
      right: Number(l[3]),
      text: [...l[4].matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => w[1]).join(' '),
    }))
}

/** Every word Poppler finds on a page, with its box. */
function pageWords(file: string, page: number): { x: number; right: number; y: number; text: string }[] {
  const xml = pdftotext(['-bbox', '-f', String(page), '-l', String(page), file, '-'])
  return [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((w) => ({
    x: Number(w[1]),
    y: Number(w[2]),
    right: Number(w[3]),
    text: unmark(w[4]),
  }))
}

function headings(guide: Guide, language: Locale): string[] {
  return [
    ...guide.chapters.map((c, i) => `${i + 1}. ${c.title}`),
    ...guide.chapters.flatMap((c) => htmlToBlocks(c.html).flatMap((b) => (b.kind === 'h3' ? [plainText(b.runs)] : []))),
    ...(guide.faqChapter?.items.map((item, i) => `${i + 1}. ${item.title}`) ?? []),
    ...(guide.checklist?.map((g) => g.title) ?? []),
    ...(guide.bestCities?.map((c) => c.name) ?? []),
    mailT(language)('guides.checklist'),
    mailT(language)('guides.cities'),
  ]
}

/**
 * Text without any white space, bidi control or Arabic vowel mark: a line break after "e-" in "e-Devlet" is not a
 * split item, and Poppler may give a vowel mark (tanwin) after the alef it sits on rather than before.
 */
const solid = (s: string) => s.replace(/[\s\u2066-\u2069\u202a-\u202e]+/g, '').replace(/\p{Mn}/gu, '')
const onlyArabicLetters = (s: string) => s.replace(/[^\u0621-\u064a\u0671-\u06d3]/g, '')

/**
 * A right-to-left page's Arabic letters in reading order, from the words' boxes: line by line from the top, each
 * line's words from the right, each word's letters reversed (Poppler gives them in the order they stand on the
 * page). Latin text, numbers, punctuation and vowel marks are left out.
 */
function arabicLetters(words: { x: number; y: number; text: string }[]): string {
  // A line: words whose tops are within 3 pt (a stacked vowel mark moves a word's box a little).
  const lines: { y: number; words: { x: number; text: string }[] }[] = []
  for (const w of [...words].sort((a, b) => a.y - b.y)) {
    const line = lines.at(-1)
    if (line && w.y - line.y < 3) line.words.push(w)
    else lines.push({ y: w.y, words: [w] })
  }
  return lines
    .map(({ words: line }) =>
      line
        .sort((a, b) => b.x - a.x)
        .map((w) => onlyArabicLetters([...w.text].reverse().join('')))
        .join(''),
    )
    .join('')
}

/**
 * A block's letters in code point order: the same for a heading and the block Poppler read it as, whatever order
 * Poppler gives the Latin and Arabic parts of a right-to-left line in.
 */
const letters = (s: string) => [...solid(s)].sort().join('')

const dir = mkdtempSync(path.join(os.tmpdir(), 'guide-pdf-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every guide in every language that has it: the English ones and each translation. */
const cases = locales.flatMap((language) =>
  guidesByLanguage.get(language)!.map((guide) => [`${language} ${guide.slug}`, language, guide] as const),
)

/** Page 1 of these goes to docs/ when GUIDE_PDF_PNG_DIR names a folder (see docs/decisions/0027). */
const pictured = new Set(['ar turkish-residence-permit-checklist', 'tr turkish-residence-permit-checklist'])

describe.each(cases)('guide PDF %s', (name, language, guide) => {
  const slug = guide.slug
  const file = path.join(dir, `${language}-${slug}.pdf`)
  let pdf: Buffer
  const rtl = localeConfig[language].dir === 'rtl'
  // The site's address in this language: '' for English, '/tr', '/ar'.
  const prefix = language === 'en' ? '' : `/${language}`

  // One hook per guide: a translated guide is set line by line and takes a few seconds on a loaded machine.
  beforeAll(async () => {
    pdf = await guidePdf(guide.guidelineName, language, { siteUrl: SITE })
    writeFileSync(file, pdf)
  })

  it('draws every character with a glyph of its embedded font (no missing-glyph boxes)', () => {
    const objs = objects(pdf)
    const fonts = [...objs.values()].filter((o) => /\/Subtype \/Type0/.test(o.dict))
    expect(fonts.length).toBeGreaterThan(0)
    if (rtl) expect(fonts.map((f) => /\/BaseFont \/[A-Z]+\+([\w-]+)/.exec(f.dict)![1])).toContain('Amiri-Regular')
    for (const font of fonts) {
      const name = /\/BaseFont \/[A-Z]+\+([\w-]+)/.exec(font.dict)![1]
      const file = fontFiles.get(name)!
      expect(file, name).toBeDefined()
      const face = fontkit.openSync(file)
      const used = toUnicode(objs.get(ref(font.dict, 'ToUnicode'))!.stream!.toString('latin1'))
      expect(used.length).toBeGreaterThan(0)
      const missing = used.filter((cp) => !face.hasGlyphForCodePoint(cp)).map((cp) => `U+${cp.toString(16).toUpperCase()}`)
      expect(missing, `${name} lacks glyphs`).toEqual([])
    }
    // Glyph 0 is .notdef: what a font draws for a character it does not have.
    for (const content of contentStreams(objs)) {
      const shown = [...content.matchAll(/\[([^\]]*)\] TJ/g)].flatMap((m) => [...m[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]))
      const notdef = shown.flatMap((hex) => hex.match(/.{4}/g) ?? []).filter((cid) => cid === '0000')
      expect(notdef).toEqual([])
    }
  })

  it('is a tagged PDF with its language, title and a structure tree of headings, paragraphs, lists and links', () => {
    const objs = objects(pdf)
    const catalog = [...objs.values()].find((o) => /\/Type \/Catalog/.test(o.dict))!
    expect(catalog.dict).toContain(`/Lang (${language})`)
    expect(objs.get(ref(catalog.dict, 'MarkInfo'))!.dict).toMatch(/\/Marked true/)
    expect(objs.get(ref(catalog.dict, 'StructTreeRoot'))!.dict).toMatch(/\/Type \/StructTreeRoot/)
    expect(objs.get(ref(catalog.dict, 'ViewerPreferences'))!.dict).toMatch(/\/DisplayDocTitle true/)
    // Structure elements are the dictionaries with a type (/S) and a parent (/P).
    const types = new Set([...objs.values()].flatMap((o) => (/\/P \d+ 0 R/.test(o.dict) ? [/\/S \/(\w+)/.exec(o.dict)?.[1]] : [])))
    for (const t of ['Document', 'H1', 'H2', 'H3', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Link']) expect(types, t).toContain(t)
    // Header and footer repeat on every page: artifacts, outside the reading order.
    for (const content of contentStreams(objs)) expect(content).toMatch(/\/Artifact <<\s*\/Type \/Pagination/)
  })

  it('links to pages in its own language that exist on the site, and to the firm by e-mail and phone', async () => {
    const links = uris(pdf)
    // The home page and the blog are rendered on request, not prerendered.
    const routes = new Set([
      ...locales.flatMap((l) => [localizedPath('/', l), localizedPath('/blog', l)]),
      ...prerenderPaths(await contentIndex(seedContentSource())),
    ])
    const web = links.filter((u) => /^https?:/.test(u))
    expect(web.length).toBeGreaterThan(3)
    // A translation's one link to English: its first page's notice points at the English guide, which prevails.
    const english = `${SITE}/guides/${slug}`
    for (const url of web) {
      expect(url.startsWith(`${SITE}/`), url).toBe(true)
      const { pathname } = new URL(url)
      // A language's home page keeps its slash (/ar/); every other page has none.
      expect(routes.has(pathname) || routes.has(pathname.replace(/\/$/, '')), url).toBe(true)
      if (url !== english) expect(pathname.startsWith(`${prefix}/`), url).toBe(true)
    }
    expect(links).toContain(`mailto:${site.email}`)
    expect(links).toContain(site.phone.href)
    expect(links).toContain(`${SITE}${prefix}/guides/${slug}`)
    expect(links.includes(english)).toBe(true)
  })

  it.skipIf(!poppler)('shows the firm, its phone, e-mail and website, and "Page N of M" in its language on every page', () => {
    const pages = pagesText(file)
    expect(pages.length).toBeGreaterThan(3)
    const pageOf = (page: number) =>
      guidePdfTemplate(language, 'pageOf').replace('{page}', String(page)).replace('{count}', String(pages.length))
    pages.forEach((text, i) => {
      for (const fact of [site.name, site.phone.display, site.email, 'law.test']) expect(text, `page ${i + 1}`).toContain(fact)
      // Poppler spaces the Latin digits inside an Arabic line unevenly: compare without white space.
      expect(solid(text)).toContain(solid(pageOf(i + 1)))
    })
  })

  it.skipIf(!poppler)('fills its pages, ends no page on a heading and keeps each checklist item on one page', () => {
    const layout = pageLayout(file)
    const heads = new Set(headings(guide, language).map(letters))
    layout.slice(0, -1).forEach((page, i) => {
      expect(page.fill, `page ${i + 1} is ${Math.round(page.fill * 100)}% full`).toBeGreaterThan(0.8)
      expect(heads.has(letters(page.lastBlock)), `page ${i + 1} ends on the heading "${page.lastBlock}"`).toBe(false)
    })
    const count = pagesText(file).length
    // Arabic: the letters of each page in reading order (Poppler's own text cuts words at stacked vowel marks).
    const pages = rtl ? Array.from({ length: count }, (_, i) => arabicLetters(pageWords(file, i + 1))) : pagesText(file).map(solid)
    for (const item of guide.checklist?.flatMap((g) => g.items) ?? []) {
      expect(
        pages.some((p) => p.includes(rtl ? onlyArabicLetters(item) : solid(item))),
        item,
      ).toBe(true)
    }
  })

  it.skipIf(!poppler)('starts no line with a space (a run after a link or bold text wraps cleanly)', () => {
    // The side lines start from: the left in English and Turkish, the right in Arabic.
    const start = (l: { x: number; right: number }) => Math.round((rtl ? -l.right : l.x) * 10) / 10
    const lines = bodyLines(file)
    const counts = new Map<number, number>()
    for (const l of lines) counts.set(start(l), (counts.get(start(l)) ?? 0) + 1)
    // The text's start edges: where many lines start. A line pushed in by a leading space starts 2-4 pt after one.
    const edges = [...counts].filter(([, n]) => n >= 5).map(([x]) => x)
    expect(edges.length).toBeGreaterThan(0)
    const indented = lines.filter((l) => edges.some((edge) => start(l) - edge > 1.5 && start(l) - edge < 4))
    expect(indented.map((l) => l.text)).toEqual([])
  })

  it.skipIf(!poppler)('renders every page to an image with content on it', async () => {
    const out = path.join(dir, `${language}-${slug}`)
    execFileSync('pdftoppm', ['-r', '30', '-png', file, out])
    const images = readdirSync(dir).filter((f) => f.startsWith(`${language}-${slug}-`) && f.endsWith('.png'))
    expect(images.length).toBe(pagesText(file).length)
    for (const image of images) {
      const { channels } = await sharp(path.join(dir, image)).stats()
      expect(channels[0].stdev, image).toBeGreaterThan(10)
    }
    const docs = process.env.GUIDE_PDF_PNG_DIR
    if (docs && pictured.has(name)) {
      mkdirSync(docs, { recursive: true })
      execFileSync('pdftoppm', ['-r', '110', '-png', '-singlefile', '-f', '1', '-l', '1', file, path.join(dir, `${name}-docs`)])
      copyFileSync(path.join(dir, `${name}-docs.png`), path.join(docs, `guide-pdf-${language}-page-1.png`))
    }
  })

  describe.runIf(language !== 'en')('a translation', () => {
    it.skipIf(!poppler)('says on its first page that no lawyer has reviewed it, in its own language', () => {
      const first = solid(pagesText(file, false)[0])
      expect(first).toContain(solid(mailT(language)('translation.unreviewed')))
      expect(first).toContain(solid(guide.title))
    })

    it.skipIf(!poppler)('can be read back as its own text: every heading is in the extracted text', () => {
      const text = solid(pagesText(file, false).join(''))
      // Poppler reads "1." at the start of an Arabic line as ".1", and orders a Latin term inside Arabic as it
      // sees fit: in Arabic headings, each stretch of Arabic text is looked for.
      for (const heading of headings(guide, language).slice(0, -2)) {
        const parts = rtl
          ? solid(heading)
              .split(/[^\u0600-\u06ff]+/)
              .filter((p) => p.length > 1)
          : [solid(heading)]
        for (const part of parts) expect(text, heading).toContain(part)
      }
    })
  })

  describe.runIf(rtl)('right to left', () => {
    it('is shaped: letters take their joining forms', () => {
      const objs = objects(pdf)
      const amiri = [...objs.values()].find((o) => /\/Subtype \/Type0/.test(o.dict) && o.dict.includes('Amiri-Regular'))!
      const cmap = objs.get(ref(amiri.dict, 'ToUnicode'))!.stream!.toString('latin1')
      const glyphs: { cid: number; text: string }[] = []
      for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
        ;[...range[2].matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, i) => {
          const units = entry[1].split(' ').map((h) => parseInt(h, 16))
          glyphs.push({ cid: parseInt(range[1], 16) + i, text: String.fromCharCode(...units) })
        })
      }
      // Beh, lam and alef appear alone, at a word's start, middle or end and (alef) after lam: a glyph for each
      // form. Unshaped text would use one glyph per letter. Amiri writes lam-alef as a lam and an alef of their own.
      for (const letter of ['ب', 'ل', 'ا']) expect(glyphs.filter((g) => g.text === letter).length, letter).toBeGreaterThanOrEqual(3)
    })

    it.skipIf(!poppler)('sets lines from the right: the title’s words run leftwards, a phone number left to right', () => {
      const words = pageWords(file, 1)
      const right = 595.28 - 56
      // Title words are found in reading order at decreasing x. Poppler gives a word's letters in the order they
      // stand on the page, so an Arabic word comes reversed.
      const reversed = (w: string) => [...w].reverse().join('')
      const title = guide.title.split(' ').map((w) => words.find((word) => (word.text === w || word.text === reversed(w)) && word.y < 236))
      expect(title.every(Boolean), guide.title).toBe(true)
      const xs = title.map((w) => w!.x)
      expect(xs).toEqual([...xs].sort((a, b) => b - a))
      expect(title[0]!.right).toBeGreaterThan(right - 2)
      // The phone number in the contact line: its groups read left to right, as anywhere.
      const groups = site.phone.display.split(' ')
      const line = words.filter((w) => w.text === groups[0] && w.y > 236)[0]
      const sameLine = words.filter((w) => Math.abs(w.y - line.y) < 1)
      const order = groups.map((g) => sameLine.find((w) => w.text === g)!.x)
      expect(order).toEqual([...order].sort((a, b) => a - b))
    })

    it.skipIf(!poppler)('sets the office address and hours left to right, as written (issue 33)', () => {
      // Not isolated, the bidi algorithm would set "34394 İstanbul, Türkiye" as "İstanbul, Türkiye 34394" and
      // "09:00–20:00" as "20:00–09:00". Poppler gives a left-to-right word's characters in page order.
      const [postcode] = site.address.city.split(' ')
      const page = pagesText(file, false).findIndex((text) => text.includes(postcode)) + 1
      const words = pageWords(file, page)
      const line = (text: string) => {
        const word = words.find((w) => w.text === text)
        expect(word, text).toBeDefined()
        return words.filter((w) => Math.abs(w.y - word!.y) < 1)
      }
      const address = [...site.address.lines, site.address.city, site.address.country].join(', ').split(' ')
      const addressLine = line(postcode)
      const xs = address.map((word) => addressLine.find((w) => w.text === word)?.x ?? NaN)
      expect(xs.every(Number.isFinite), address.join(' ')).toBe(true)
      expect(xs).toEqual([...xs].sort((a, b) => a - b))
      const [opens, closes] = site.hours.time.split('–')
      const hours = words.filter((w) => w.text.includes(opens) || w.text.includes(closes))
      if (hours.length === 1) expect(hours[0].text).toBe(site.hours.time)
      else {
        expect(hours).toHaveLength(2)
        expect(Math.abs(hours[0].y - hours[1].y)).toBeLessThan(1)
        expect(hours.find((w) => w.text.includes(opens))!.x).toBeLessThan(hours.find((w) => w.text.includes(closes))!.x)
      }
    })
  })
})

describe('a translation a lawyer has reviewed', () => {
  it.skipIf(!poppler)('carries no unreviewed-translation notice', async () => {
    const file = path.join(dir, 'tr-reviewed.pdf')
    writeFileSync(file, await guidePdf('ResidencePermit_Guideline', 'tr', { siteUrl: SITE, reviewed: true }))
    const first = solid(pagesText(file, false)[0])
    expect(first).not.toContain(solid(mailT('tr')('translation.unreviewed')))
    expect(first).toContain(solid(guidesByLanguage.get('tr')!.find((g) => g.guidelineName === 'ResidencePermit_Guideline')!.title))
  })
})
