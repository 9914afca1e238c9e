import path from 'node:path'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { brandColors } from '../../src/config/brand.ts'
import { existsSync } from 'node:fs'
import type { Guide } from '../../src/content/schema.ts'
import { formatIsoDay } from '../../src/i18n/format.ts'
import type { MessageKey } from '../../src/i18n/translate.ts'
import { DEFAULT_LOCALE, localeConfig, locales, type Locale } from '../../src/i18n/locales.ts'
import { localizedPath, localizeLinks } from '../../src/i18n/paths.ts'
import type { GuidelineName } from '../../src/lib/forms.ts'
import { memberById, memberTitle } from '../../src/lib/team.ts'
import { siteUrlFrom } from '../../src/lib/url.ts'
import { guidePdfTemplate, hasGuidePdfWords, mailT, type GuidePdfKey } from './dictionaries.ts'
import { htmlToBlocks, type Block, type Run } from './pdf/html-blocks.ts'
import { bidiFeatures } from './pdf/bidi-lines.ts'
import { FlowWriter, type TextStyle } from './pdf/layout.ts'
import { absoluteLink, displayHost } from './pdf/site-links.ts'
import { defaultMailContent, type MailContent } from './mail-content.ts'
import type { FirmFacts } from '../../src/lib/content-source.ts'

const require = createRequire(import.meta.url)

/** A font file shipped by an npm dependency; a missing one (an incomplete `npm ci`) stops the server at start. */
function fontFile(pkg: string, file: string): string {
  let dir: string
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`))
  } catch {
    throw new Error(`The guide PDF needs the npm package ${pkg} (a dependency in package.json): run npm ci`)
  }
  const full = path.join(dir, file)
  if (!existsSync(full)) throw new Error(`The guide PDF's font ${full} is missing: run npm ci`)
  return full
}

/**
 * The faces the guide is set in, by script; tests check every character drawn against these files. DejaVu Serif
 * has no Arabic, so Arabic guides are set in Amiri, a Naskh face that also has Latin (Turkish letters included) for
 * the names, addresses and terms inside Arabic text, and maps each glyph to one letter, so the text can be copied
 * and searched (docs/decisions/0027-guide-pdf-languages.md).
 */
export const guideFonts = {
  latin: {
    body: fontFile('dejavu-fonts-ttf', 'ttf/DejaVuSerif.ttf'),
    bold: fontFile('dejavu-fonts-ttf', 'ttf/DejaVuSerif-Bold.ttf'),
    sans: fontFile('dejavu-fonts-ttf', 'ttf/DejaVuSans-Bold.ttf'),
  },
  arabic: {
    body: fontFile('@expo-google-fonts/amiri', '400Regular/Amiri_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/amiri', '700Bold/Amiri_700Bold.ttf'),
    sans: fontFile('dejavu-fonts-ttf', 'ttf/DejaVuSans-Bold.ttf'),
  },
} satisfies Record<string, { body: string; bold: string; sans: string }>

/**
 * How each language is set: its faces, and a scale for its type. Amiri's letters are small for their size and its
 * lines tall (1.76 em), so Arabic is set 15 % larger with the line gap taken in to about 1.55 em.
 */
interface Typesetting {
  fonts: { body: string; bold: string; sans: string }
  scale: number
  /** Added to every line gap, as a share of the type size. */
  leading: number
}
const latinType: Typesetting = { fonts: guideFonts.latin, scale: 1, leading: 0 }
const arabicType: Typesetting = { fonts: guideFonts.arabic, scale: 1.15, leading: -0.2 }
/** Right-to-left languages are set in Arabic script (Arabic, Persian, Urdu); the others in Latin script. */
const typesettingOf = (locale: Locale): Typesetting => (localeConfig[locale].dir === 'rtl' ? arabicType : latinType)

const NAVY = brandColors.navy[900]
const BRASS = '#96703a'
const palette = { text: NAVY, heading: NAVY, link: brandColors.navy[600], muted: brandColors.navy[400] }

const MARGIN = { top: 64, bottom: 78, left: 56, right: 56 }
const FOOTER_GAP = 22

const baseStyle = {
  body: { size: 10.5, gap: 1.5, after: 6 },
  item: { size: 10.5, gap: 1.5, after: 6 },
  h2: { size: 17, after: 8 },
  h3: { size: 12, after: 3 },
  small: { size: 9, gap: 1, color: palette.muted },
} satisfies Record<string, TextStyle>
type Styles = Record<keyof typeof baseStyle, TextStyle>

/** A style in a language's type: the size scaled, the line gap adjusted to its face's line height. */
function typeset(style: TextStyle, type: Typesetting): TextStyle {
  const size = style.size * type.scale
  return { ...style, size, gap: (style.gap ?? 0) + size * type.leading }
}

/** Between the cover's title and subtitle: a title of two lines otherwise runs into the subtitle. */
const SUBTITLE_GAP = 4

/** Room below a heading for the first lines of what follows it: a heading never ends a page. */
const KEEP_WITH_HEADING = 48

/** Each language's guides as the default content has them (a language without guides is not in it). */
export const guidesByLanguage = new Map<Locale, Guide[]>(
  locales.flatMap((locale) => {
    const guides = defaultMailContent.guides(locale)
    return guides ? [[locale, guides] as const] : []
  }),
)

/**
 * A guide in a language, or null when that language has no translation of it (or no guides at all: a language
 * configured at run time, as the fixture language of the build test, gets the English guide). `content` is the
 * firm's published content (server/mail/mail-content.ts).
 */
export function guideIn(name: GuidelineName, language: Locale, content: MailContent = defaultMailContent): Guide | null {
  return content.guides(language)?.find((g) => g.guidelineName === name) ?? null
}

/** The English guide: every guide exists in English. */
export function guideByName(name: GuidelineName, content: MailContent = defaultMailContent): Guide {
  const guide = guideIn(name, DEFAULT_LOCALE, content)
  if (!guide) throw new Error(`Unknown guide ${name}`)
  return guide
}

/** The language the guide PDF is sent in: the visitor's where the guide is translated, English otherwise. */
export function guidePdfLanguage(name: GuidelineName, language: Locale, content: MailContent = defaultMailContent): Locale {
  return guideIn(name, language, content) && hasGuidePdfWords(language) ? language : DEFAULT_LOCALE
}

/** `real-estate-guide.pdf`, `real-estate-guide-ar.pdf`: a translation says its language in the file name. */
export function guideFileName(guide: Guide, language: Locale = DEFAULT_LOCALE): string {
  return language === DEFAULT_LOCALE ? `${guide.slug}.pdf` : `${guide.slug}-${language}.pdf`
}

export interface GuidePdfOptions {
  /** Where links point, by default SITE_URL as the server reads it (src/lib/url.ts). */
  siteUrl?: string
  /**
   * Whether a lawyer has reviewed this translation (and it is current). Until then a translated guide carries the
   * notice its web page shows: not yet reviewed, the English text prevails.
   */
  reviewed?: boolean
  /** The firm's published content (server/mail/mail-content.ts); today's modules when absent. */
  content?: MailContent
}

/** Per content (one per published version): a publish draws the guides again, an old version's go with it. */
const caches = new WeakMap<MailContent, Map<string, Promise<Buffer>>>()

/**
 * The guide as a PDF in `language` (where the guide is translated, see guidePdfLanguage), generated from the same
 * content as its web page in that language (cached per process). Links point at the pages in that language.
 */
export function guidePdf(name: GuidelineName, language: Locale = DEFAULT_LOCALE, options: GuidePdfOptions = {}): Promise<Buffer> {
  const siteUrl = options.siteUrl ?? siteUrlFrom(process.env)
  const content = options.content ?? defaultMailContent
  const lang = guidePdfLanguage(name, language, content)
  const reviewed = lang === DEFAULT_LOCALE || options.reviewed === true
  const key = `${name} ${lang} ${reviewed} ${siteUrl}`
  let cache = caches.get(content)
  if (!cache) caches.set(content, (cache = new Map()))
  let pdf = cache.get(key)
  if (!pdf) {
    const guide = guideIn(name, lang, content) ?? guideByName(name, content)
    pdf = renderGuide(guide, lang, siteUrl, reviewed, content)
    cache.set(key, pdf)
  }
  return pdf
}

/** The fixed words of one guide PDF, in its language. */
class Words {
  readonly language: Locale
  private readonly flow: FlowWriter

  constructor(language: Locale, flow: FlowWriter) {
    this.language = language
    this.flow = flow
  }

  /** The site's own interface words (the guide's web page uses the same). */
  readonly site = (key: MessageKey) => mailT(this.language)(key)

  /** A template as runs: each `{name}` becomes the value's run (a link, say), isolated in right-to-left text. */
  runs(key: GuidePdfKey, values: Record<string, string | number | Run>): Run[] {
    const number = new Intl.NumberFormat(localeConfig[this.language].intl)
    return guidePdfTemplate(this.language, key)
      .split(/(\{\w+\})/)
      .filter(Boolean)
      .map((part): Run => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1]
        const value = name === undefined ? undefined : values[name]
        if (value === undefined) return { text: part }
        if (typeof value === 'object') return { ...value, text: this.flow.isolate(value.text) }
        return { text: this.flow.isolate(typeof value === 'number' ? number.format(value) : value) }
      })
  }

  text(key: GuidePdfKey, values: Record<string, string | number> = {}): string {
    return this.runs(key, values)
      .map((r) => r.text)
      .join('')
  }
}

function renderGuide(guide: Guide, language: Locale, siteUrl: string, reviewed: boolean, content: MailContent): Promise<Buffer> {
  const site = content.firm(language)
  return new Promise((resolve, reject) => {
    const type = typesettingOf(language)
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      // Tagged PDF (ISO 32000 14.8): screen readers get headings, paragraphs, lists and links in reading order.
      pdfVersion: '1.7',
      tagged: true,
      lang: language,
      displayTitle: true,
      info: { Title: guide.title, Author: site.name, Subject: guide.subtitle },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.registerFont('body', type.fonts.body)
    doc.registerFont('bold', type.fonts.bold)
    doc.registerFont('sans', type.fonts.sans)

    const root = doc.struct('Document')
    doc.addStructure(root)
    const flow = new FlowWriter(doc, root, palette, siteUrl, localeConfig[language].dir)
    const words = new Words(language, flow)
    const style = Object.fromEntries(Object.entries(baseStyle).map(([k, v]) => [k, typeset(v, type)])) as Styles
    const ctx: Context = { flow, words, style, type, guide, language, site, content }
    // Content links are site paths in English (/services/...); the PDF sends the reader to the same language.
    const html = (text: string) => localizeLinks(text, language)

    cover(ctx, reviewed)
    guide.chapters.forEach((chapter, i) => {
      flow.space(14)
      flow.heading(2, `${i + 1}. ${chapter.title}`, style.h2, KEEP_WITH_HEADING)
      blocks(ctx, htmlToBlocks(html(chapter.html)))
    })
    if (guide.faqChapter) {
      flow.space(14)
      flow.heading(2, `${guide.chapters.length + 1}. ${guide.faqChapter.title}`, style.h2, KEEP_WITH_HEADING)
      flow.paragraph([{ text: guide.faqChapter.intro }], style.body)
      guide.faqChapter.items.forEach((item, i) => {
        flow.space(4)
        flow.heading(3, `${i + 1}. ${item.title}`, style.h3, KEEP_WITH_HEADING)
        flow.paragraph([{ text: item.text }], style.body)
      })
    }
    if (guide.bestCities) {
      flow.space(14)
      flow.heading(2, words.site('guides.cities'), style.h2, KEEP_WITH_HEADING)
      guide.bestCities.forEach((c) => {
        flow.space(4)
        flow.heading(3, c.name, style.h3, KEEP_WITH_HEADING)
        flow.paragraph([{ text: c.text }], style.body)
      })
    }
    if (guide.checklist) {
      flow.space(14)
      flow.heading(2, words.site('guides.checklist'), style.h2, KEEP_WITH_HEADING)
      guide.checklist.forEach((group) => {
        flow.space(4)
        flow.heading(3, group.title, style.h3, KEEP_WITH_HEADING)
        flow.list(
          group.items.map((text) => [{ text }]),
          style.item,
          (_i, x, y, width) => tickBox(flow, x, y, width),
          { labelWidth: 20, itemSpace: 3, labelAlt: words.text('tickBox') },
        )
      })
    }
    closing(ctx)
    pageFrame(ctx)
    flow.restoreMirroredText()
    doc.end()
  })
}

interface Context {
  flow: FlowWriter
  words: Words
  style: Styles
  type: Typesetting
  guide: Guide
  language: Locale
  /** The firm's facts in the guide's language. */
  site: FirmFacts
  content: MailContent
}

/** The first page's band: firm, title and subtitle, then who to call, the introduction and the author. */
function cover(ctx: Context, reviewed: boolean): void {
  const { flow, guide, words, type, site } = ctx
  const { doc, root } = flow
  const title: TextStyle = { size: 26 * type.scale, gap: 26 * type.scale * type.leading, color: 'white' }
  const subtitle: TextStyle = { size: 13 * type.scale, gap: 13 * type.scale * type.leading, color: 'white' }
  // The band grows with a title that takes more lines (a translation can be longer than the English).
  const textBottom = 90 + flow.heightOf(guide.title, title) + SUBTITLE_GAP + flow.heightOf(guide.subtitle, subtitle)
  const bandHeight = Math.max(236, textBottom + 28)
  doc.markContent('Artifact', { type: 'Layout' })
  doc.rect(0, 0, doc.page.width, bandHeight).fill(NAVY)
  doc.endMarkedContent()
  const align = flow.rtl ? 'right' : 'left'
  root.add(
    doc.struct('P', {}, [
      () =>
        doc
          .fillColor(brandColors.brass[300])
          .font('sans')
          .fontSize(11)
          .text(site.name.toUpperCase(), MARGIN.left, 60, { characterSpacing: 2, width: flow.width, align }),
    ]),
  )
  if (flow.rtl) {
    doc.y = 90
    flow.heading(1, guide.title, title, 0)
    doc.y += SUBTITLE_GAP
    const p = doc.struct('P')
    root.add(p)
    flow.runs(p, [{ text: guide.subtitle }], subtitle)
    p.end()
  } else {
    root.add(
      doc.struct('H1', {}, [
        () => doc.fillColor('white').font('bold').fontSize(26).text(guide.title, MARGIN.left, 90, { width: flow.width }),
      ]),
    )
    root.add(
      doc.struct('P', {}, [
        () =>
          doc
            .font('body')
            .fontSize(13)
            .text(guide.subtitle, MARGIN.left, doc.y + SUBTITLE_GAP, { width: flow.width }),
      ]),
    )
  }
  doc.y = bandHeight + 28
  if (!reviewed) {
    // The honesty rule of the site's translated pages (src/i18n translation.unreviewed), on the PDF's first page.
    const english = `/guides/${guide.slug}`
    flow.paragraph(
      [
        { text: `${words.site('translation.unreviewed')} `, bold: true },
        ...words.runs('englishGuide', { link: { text: displayHost(absoluteLink(english, flow.siteUrl)), href: english } }),
      ],
      { ...ctx.style.body, after: 12 },
    )
  }
  flow.paragraph(contactRuns(ctx), { ...ctx.style.body, after: 14 })
  flow.paragraph([{ text: guide.intro }], ctx.style.body)
  flow.space(6)
  const author = memberById(ctx.content.team(ctx.language) ?? [], guide.author.member)
  flow.paragraph(
    words.runs('byAuthor', { name: author.name, title: memberTitle(mailT(ctx.language), author) }).map((r) => ({ ...r, bold: true })),
    {
      size: 12 * type.scale,
      gap: 12 * type.scale * type.leading,
      color: BRASS,
      after: 2,
    },
  )
  flow.paragraph([{ text: guide.author.bio }], typeset({ size: 10, gap: 1, after: 12 }, type))
  flow.heading(2, words.site('guides.inThisGuide'), typeset({ size: 14, after: 4 }, type), KEEP_WITH_HEADING)
  guide.benefits.forEach((b) => {
    flow.heading(3, b.title, typeset({ size: 11, after: 1 }, type), 28)
    flow.paragraph([{ text: b.text }], typeset({ size: 10.5, gap: 1, after: 5 }, type))
  })
}

/** Phone, e-mail and website as links, from the firm's published facts. */
function contactRuns(ctx: Context): Run[] {
  const { siteUrl } = ctx.flow
  const { site } = ctx
  return ctx.words.runs('contactLead', {
    phone: { text: site.phone.display, href: site.phone.href },
    email: { text: site.email, href: `mailto:${site.email}` },
    website: { text: displayHost(siteUrl), href: `${siteUrl}${localizedPath('/', ctx.language)}` },
  })
}

function blocks(ctx: Context, list: Block[]): void {
  const { flow, style } = ctx
  for (const b of list) {
    if (b.kind === 'h3') {
      flow.space(5)
      flow.heading(3, b.runs.map((r) => r.text).join(''), style.h3, KEEP_WITH_HEADING)
    } else if (b.kind === 'p') flow.paragraph(b.runs, style.body)
    else if (b.kind === 'list') {
      flow.list(b.items, style.item, (i, x, y, width) => listLabel(ctx, b.ordered ? `${i + 1}.` : '•', x, y, width), {
        labelWidth: 18,
        indent: 6,
        itemSpace: 2,
      })
    } else if (flow.rtl) rtlTable(ctx, b)
    else table(ctx, b)
  }
}

/** A list's bullet or number at the start of its column: the left in English, the right in Arabic. */
function listLabel(ctx: Context, label: string, x: number, y: number, width: number): void {
  const { flow, style } = ctx
  flow.doc
    .font('body')
    .fontSize(style.item.size)
    .fillColor(NAVY)
    .text(
      flow.rtl ? [...label].reverse().join('') : label,
      x,
      y,
      flow.rtl ? { width: width - 4, align: 'right', lineBreak: false } : { lineBreak: false },
    )
}

/** A drawn box rather than U+2610, which DejaVu Serif does not have (it printed as a missing-glyph box). */
function tickBox(flow: FlowWriter, x: number, y: number, width: number): void {
  const size = 8.5
  const boxX = flow.rtl ? x + width - 1 - size : x + 1
  flow.doc
    .lineWidth(0.9)
    .strokeColor(NAVY)
    .rect(boxX, y + 2.5, size, size)
    .stroke()
}

const TABLE_COLUMNS = [110, '*', '*'] as const
const CELL_PADDING = { top: 4, side: 5, bottom: 4 }

/** pdfkit's own table: it tags Table/TR/TH/TD and moves a row that does not fit to the next page. */
function table(ctx: Context, t: Extract<Block, { kind: 'table' }>): void {
  const { flow } = ctx
  const { doc } = flow
  flow.keep(80)
  const cell = { font: { src: 'body', size: 9.5 }, textColor: NAVY }
  doc.table({
    position: { x: flow.left, y: doc.y },
    maxWidth: flow.width,
    columnStyles: [...TABLE_COLUMNS],
    defaultStyle: {
      border: 0.5,
      borderColor: brandColors.navy[200],
      padding: [CELL_PADDING.top, CELL_PADDING.side, CELL_PADDING.bottom, CELL_PADDING.side],
    },
    data: [
      t.header.map((text) => ({
        text,
        type: 'TH' as const,
        font: { src: 'bold', size: 9.5 },
        textColor: NAVY,
        backgroundColor: brandColors.navy[50],
      })),
      ...t.rows.map((row) => row.map((text) => ({ text, ...cell }))),
    ],
    // Not in @types/pdfkit yet: with a parent, pdfkit tags the table as Table/TR/TH/TD under it.
    ...({ structParent: flow.root } as object),
  })
  doc.x = flow.left
  flow.space(10)
}

/**
 * The same table for a right-to-left guide, drawn here: pdfkit's table sets its cells' text left to right. The
 * first column stands at the right; the tags are the same (Table, TR, TH with its scope, TD), and a row that does
 * not fit starts the next page.
 */
function rtlTable(ctx: Context, t: Extract<Block, { kind: 'table' }>): void {
  const { flow, type } = ctx
  const { doc } = flow
  const text: TextStyle = typeset({ size: 9.5, color: NAVY }, type)
  const fixed = TABLE_COLUMNS.reduce<number>((sum, c) => sum + (typeof c === 'number' ? c : 0), 0)
  const flexible = TABLE_COLUMNS.filter((c) => c === '*').length
  const widths = TABLE_COLUMNS.map((c) => (typeof c === 'number' ? c : (flow.width - fixed) / flexible))
  // Column i's left edge, counted from the right margin.
  const lefts = widths.map((_, i) => flow.left + flow.width - widths.slice(0, i + 1).reduce((a, b) => a + b, 0))
  flow.keep(80)
  const tableElement = doc.struct('Table')
  flow.root.add(tableElement)
  const rows = [{ cells: t.header, head: true }, ...t.rows.map((cells) => ({ cells, head: false }))]
  for (const row of rows) {
    const runs = row.cells.map((cell) => [{ text: cell, bold: row.head || undefined }])
    const lines = runs.map((r, i) => flow.lines(r, text, widths[i] - 2 * CELL_PADDING.side))
    const height = Math.max(...lines.map((l) => l.length)) * flow.lineHeight(text) + CELL_PADDING.top + CELL_PADDING.bottom
    flow.keep(height)
    const top = doc.y
    const tr = doc.struct('TR')
    tableElement.add(tr)
    row.cells.forEach((_, i) => {
      doc.markContent('Artifact', { type: 'Layout' })
      if (row.head) doc.rect(lefts[i], top, widths[i], height).fill(brandColors.navy[50])
      doc.lineWidth(0.5).strokeColor(brandColors.navy[200]).rect(lefts[i], top, widths[i], height).stroke()
      doc.endMarkedContent()
      // `scope` is pdfkit's (as its own table sets it), not yet in @types/pdfkit.
      const cell = doc.struct(row.head ? 'TH' : 'TD', (row.head ? { scope: 'Column' } : {}) as object)
      tr.add(cell)
      doc.y = top + CELL_PADDING.top
      flow.drawLines(cell, runs[i], lines[i], text, lefts[i] + CELL_PADDING.side, widths[i] - 2 * CELL_PADDING.side, 'start')
      cell.end()
    })
    tr.end()
    doc.y = top + height
  }
  tableElement.end()
  doc.x = flow.left
  flow.space(10)
}

/** The closing section: how to reach the firm, then the standard caveat. */
function closing(ctx: Context): void {
  const { flow, guide, words, style, language, site } = ctx
  flow.space(18)
  flow.heading(2, words.text('talkToUs'), style.h2, 90)
  const hours = mailT(language)('mail.hours', { time: flow.isolate(site.hours.time) })
  flow.paragraph(words.runs('talkToUsText', { firm: site.name, hours }), style.body)
  const { doc } = flow
  const online = localizedPath(`/guides/${guide.slug}`, language)
  const label = (key: GuidePdfKey): Run => ({ text: `${words.text(key)} `, bold: true })
  const value = (text: string, href?: string): Run => ({ text: flow.isolate(text), href })
  const rows: Run[][] = [
    [label('phone'), value(site.phone.display, site.phone.href)],
    [label('email'), value(site.email, `mailto:${site.email}`)],
    [label('website'), value(displayHost(flow.siteUrl), `${flow.siteUrl}${localizedPath('/', language)}`)],
    [label('guideOnline'), value(displayHost(absoluteLink(online, flow.siteUrl)), online)],
    [label('office'), value([...site.address.lines, site.address.city, site.address.country].join(', '))],
  ]
  // The contact rows and the caveat after them stay together: the caveat alone on a last page reads as an afterthought.
  const caveat = [{ text: words.text('disclaimer', { date: formatIsoDay(guide.lastReviewed, language), firm: site.name }) }]
  flow.keep(rows.reduce((sum, runs) => sum + flow.heightOf(runs, style.body) + 2, 0) + 16 + flow.heightOf(caveat, style.small))
  rows.forEach((runs) => flow.paragraph(runs, { ...style.body, after: 2 }))
  flow.space(16)
  doc.x = flow.left
  flow.paragraph(caveat, style.small)
}

/**
 * Header and footer on every page, drawn once the page count is known: the firm's name and contact details,
 * and "Page N of M". They repeat on each page, so they are artifacts, not part of the reading order. A
 * right-to-left guide mirrors them: the firm at the right, the page number at the left.
 */
function pageFrame(ctx: Context): void {
  const { flow, guide, words, site } = ctx
  const { doc } = flow
  const { start, count } = doc.bufferedPageRange()
  const contact = `${site.phone.display}  ·  ${site.email}  ·  ${displayHost(flow.siteUrl)}`
  const start_ = flow.rtl ? 'right' : 'left'
  const end_ = flow.rtl ? 'left' : 'right'
  const frame: TextStyle = { size: 8.5 * ctx.type.scale }
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const { width, height } = doc.page
    const footerY = height - bottom + FOOTER_GAP
    const boxWidth = width - MARGIN.left - MARGIN.right
    doc.markContent('Artifact', { type: 'Pagination', attached: ['Bottom'] })
    doc
      .moveTo(MARGIN.left, footerY - 8)
      .lineTo(width - MARGIN.right, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(brandColors.navy[200])
      .stroke()
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(NAVY)
      .text(site.name, MARGIN.left, footerY, { width: boxWidth, align: start_, lineBreak: false })
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(brandColors.navy[600])
      .text(contact, MARGIN.left, footerY + 12, { width: boxWidth, align: start_, lineBreak: false })
    frameLine(flow, words.text('pageOf', { page: i - start + 1, count }), frame, NAVY, footerY, end_)
    doc.endMarkedContent()
    if (i > start) {
      doc.markContent('Artifact', { type: 'Pagination', attached: ['Top'] })
      frameLine(flow, `${guide.title}  ·  ${flow.isolate(site.name)}`, frame, brandColors.navy[400], 30, start_)
      doc.endMarkedContent()
    }
    doc.page.margins.bottom = bottom
  }
}

/** One line of the header or footer, inside an artifact: pdfkit's text in English, the bidi lines in Arabic. */
function frameLine(flow: FlowWriter, text: string, style: TextStyle, color: string, y: number, align: 'left' | 'right'): void {
  const { doc } = flow
  const width = doc.page.width - MARGIN.left - MARGIN.right
  if (!flow.rtl) {
    doc.font('body').fontSize(style.size).fillColor(color).text(text, MARGIN.left, y, { width, align, lineBreak: false })
    return
  }
  const line = flow.lines([{ text }], style, width)[0]
  if (!line) return
  const left = align === 'right' ? MARGIN.left + width - line.width : MARGIN.left
  for (const piece of line.pieces) {
    doc
      .font('body')
      .fontSize(style.size)
      .fillColor(color)
      .text(piece.draw, left + piece.x, y, { lineBreak: false, features: bidiFeatures() })
  }
}
