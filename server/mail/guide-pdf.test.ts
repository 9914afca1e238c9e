import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../../src/config/site.ts'
import { guides } from '../../src/content/en/guides.ts'
import { prerenderPaths } from '../../src/entry-server.tsx'
import type { Guide } from '../../src/content/schema.ts'
import { guideFonts, guidePdf } from './guide-pdf.ts'
import { htmlToBlocks, plainText } from './pdf/html-blocks.ts'

/** fontkit comes with pdfkit, which embeds the guide's fonts with it; it reads the same font files here. */
const fontkit = createRequire(import.meta.url)('fontkit') as {
  openSync(file: string): { hasGlyphForCodePoint(codePoint: number): boolean }
}

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

function pagesText(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1)
}

interface PageLayout {
  fill: number
  lastBlock: string
}

/** Per page: how far down the body text reaches (0-1 of the text area) and the last text block above the footer. */
function pageLayout(file: string): PageLayout[] {
  const xml = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8' })
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

/** The left edge and text of every body line, as Poppler lays the pages out. */
function bodyLines(file: string): { x: number; text: string }[] {
  const xml = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8' })
  return [...xml.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)]
    .filter((l) => Number(l[2]) > 50 && Number(l[2]) < 760)
    .map((l) => ({ x: Number(l[1]), text: [...l[3].matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => w[1]).join(' ') }))
}

function headings(guide: Guide): string[] {
  return [
    ...guide.chapters.map((c, i) => `${i + 1}. ${c.title}`),
    ...guide.chapters.flatMap((c) => htmlToBlocks(c.html).flatMap((b) => (b.kind === 'h3' ? [plainText(b.runs)] : []))),
    ...(guide.faqChapter?.items.map((item, i) => `${i + 1}. ${item.title}`) ?? []),
    ...(guide.checklist?.map((g) => g.title) ?? []),
    ...(guide.bestCities?.map((c) => c.name) ?? []),
    'Checklist',
  ]
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()
/** Text without any white space: a line break after "e-" in "e-Devlet" is not a split item. */
const solid = (s: string) => s.replace(/\s+/g, '')

let dir: string
const pdfs = new Map<string, { pdf: Buffer; file: string }>()

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'guide-pdf-'))
  for (const guide of guides) {
    const pdf = await guidePdf(guide.guidelineName, SITE)
    const file = path.join(dir, `${guide.slug}.pdf`)
    writeFileSync(file, pdf)
    pdfs.set(guide.slug, { pdf, file })
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.each(guides.map((g) => [g.slug, g] as const))('guide PDF %s', (slug, guide) => {
  it('draws every character with a glyph of its embedded font (no missing-glyph boxes)', () => {
    const objs = objects(pdfs.get(slug)!.pdf)
    const fonts = [...objs.values()].filter((o) => /\/Subtype \/Type0/.test(o.dict))
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) {
      const name = /\/BaseFont \/[A-Z]+\+([\w-]+)/.exec(font.dict)![1]
      const file = Object.values(guideFonts).find((f) => path.basename(f, '.ttf') === name)!
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
    const objs = objects(pdfs.get(slug)!.pdf)
    const catalog = [...objs.values()].find((o) => /\/Type \/Catalog/.test(o.dict))!
    expect(catalog.dict).toMatch(/\/Lang \(en\)/)
    expect(objs.get(ref(catalog.dict, 'MarkInfo'))!.dict).toMatch(/\/Marked true/)
    expect(objs.get(ref(catalog.dict, 'StructTreeRoot'))!.dict).toMatch(/\/Type \/StructTreeRoot/)
    expect(objs.get(ref(catalog.dict, 'ViewerPreferences'))!.dict).toMatch(/\/DisplayDocTitle true/)
    // Structure elements are the dictionaries with a type (/S) and a parent (/P).
    const types = new Set([...objs.values()].flatMap((o) => (/\/P \d+ 0 R/.test(o.dict) ? [/\/S \/(\w+)/.exec(o.dict)?.[1]] : [])))
    for (const t of ['Document', 'H1', 'H2', 'H3', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Link']) expect(types, t).toContain(t)
    // Header and footer repeat on every page: artifacts, outside the reading order.
    for (const content of contentStreams(objs)) expect(content).toMatch(/\/Artifact <<\s*\/Type \/Pagination/)
  })

  it('links to pages that exist on the site, and to the firm by e-mail and phone', () => {
    const links = uris(pdfs.get(slug)!.pdf)
    const routes = new Set(['/', '/blog', ...prerenderPaths()])
    const web = links.filter((u) => /^https?:/.test(u))
    expect(web.length).toBeGreaterThan(3)
    for (const url of web) {
      expect(url.startsWith(`${SITE}/`), url).toBe(true)
      const { pathname } = new URL(url)
      expect(routes.has(pathname === '/' ? '/' : pathname.replace(/\/$/, '')), url).toBe(true)
    }
    expect(links).toContain(`mailto:${site.email}`)
    expect(links).toContain(site.phone.href)
    expect(links).toContain(`${SITE}/guides/${slug}`)
  })

  it.skipIf(!poppler)('shows the firm, its phone, e-mail and website, and "Page N of M" on every page', () => {
    const pages = pagesText(pdfs.get(slug)!.file)
    expect(pages.length).toBeGreaterThan(3)
    pages.forEach((text, i) => {
      for (const fact of [site.name, site.phone.display, site.email, 'law.test']) expect(text, `page ${i + 1}`).toContain(fact)
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`)
    })
  })

  it.skipIf(!poppler)('fills its pages, ends no page on a heading and keeps each checklist item on one page', () => {
    const layout = pageLayout(pdfs.get(slug)!.file)
    const heads = new Set(headings(guide).map(squash))
    layout.slice(0, -1).forEach((page, i) => {
      expect(page.fill, `page ${i + 1} is ${Math.round(page.fill * 100)}% full`).toBeGreaterThan(0.8)
      expect(heads.has(squash(page.lastBlock)), `page ${i + 1} ends on the heading "${page.lastBlock}"`).toBe(false)
    })
    const pages = pagesText(pdfs.get(slug)!.file).map(solid)
    for (const item of guide.checklist?.flatMap((g) => g.items) ?? []) {
      expect(
        pages.some((p) => p.includes(solid(item))),
        item,
      ).toBe(true)
    }
  })

  it.skipIf(!poppler)('starts no line with a space (a run after a link or bold text wraps cleanly)', () => {
    const lines = bodyLines(pdfs.get(slug)!.file)
    const counts = new Map<number, number>()
    for (const l of lines) counts.set(Math.round(l.x), (counts.get(Math.round(l.x)) ?? 0) + 1)
    // The text's left edges: where many lines start. A line pushed right by a leading space starts 2-4 pt after one.
    const edges = [...counts].filter(([, n]) => n >= 5).map(([x]) => x)
    const indented = lines.filter((l) => edges.some((edge) => l.x - edge > 1.5 && l.x - edge < 4))
    expect(indented.map((l) => l.text)).toEqual([])
  })

  it.skipIf(!poppler)('renders every page to an image with content on it', async () => {
    const out = path.join(dir, slug)
    execFileSync('pdftoppm', ['-r', '30', '-png', pdfs.get(slug)!.file, out])
    const images = readdirSync(dir).filter((f) => f.startsWith(`${slug}-`) && f.endsWith('.png'))
    expect(images.length).toBe(pagesText(pdfs.get(slug)!.file).length)
    for (const image of images) {
      const { channels } = await sharp(path.join(dir, image)).stats()
      expect(channels[0].stdev, image).toBeGreaterThan(10)
    }
  })
})
