import path from 'node:path'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { brandColors } from '../../src/config/brand.ts'
import { guides } from '../../src/content/en/guides.ts'
import { officeHours, site } from '../../src/config/site.ts'
import type { Guide } from '../../src/content/schema.ts'
import type { GuidelineName } from '../../src/lib/forms.ts'
import { siteUrlFrom } from '../../src/lib/url.ts'
import { htmlToBlocks, type Block, type Run } from './pdf/html-blocks.ts'
import { FlowWriter, type TextStyle } from './pdf/layout.ts'
import { absoluteLink, displayHost } from './pdf/site-links.ts'

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
/** The faces the guide is set in; tests check every character drawn against these files. */
export const guideFonts = {
  body: path.join(fontDir, 'DejaVuSerif.ttf'),
  bold: path.join(fontDir, 'DejaVuSerif-Bold.ttf'),
  sans: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
}

const NAVY = brandColors.navy[900]
const BRASS = '#96703a'
const palette = { text: NAVY, heading: NAVY, link: brandColors.navy[600], muted: brandColors.navy[400] }

const MARGIN = { top: 64, bottom: 78, left: 56, right: 56 }
const FOOTER_GAP = 22

const style = {
  body: { size: 10.5, gap: 1.5, after: 6 },
  item: { size: 10.5, gap: 1.5, after: 6 },
  h2: { size: 17, after: 8 },
  h3: { size: 12, after: 3 },
  small: { size: 9, gap: 1, color: palette.muted },
} satisfies Record<string, TextStyle>

/** Room below a heading for the first lines of what follows it: a heading never ends a page. */
const KEEP_WITH_HEADING = 48

export function guideByName(name: GuidelineName): Guide {
  const guide = guides.find((g) => g.guidelineName === name)
  if (!guide) throw new Error(`Unknown guide ${name}`)
  return guide
}

export function guideFileName(guide: Guide): string {
  return `${guide.slug}.pdf`
}

const cache = new Map<string, Promise<Buffer>>()

/**
 * The guide as a PDF, generated from the same content as its web page (cached per process). Links point at
 * `siteUrl`, by default SITE_URL as the server reads it (src/lib/url.ts).
 */
export function guidePdf(name: GuidelineName, siteUrl = siteUrlFrom(process.env)): Promise<Buffer> {
  const key = `${name} ${siteUrl}`
  let pdf = cache.get(key)
  if (!pdf) {
    pdf = renderGuide(guideByName(name), siteUrl)
    cache.set(key, pdf)
  }
  return pdf
}

function renderGuide(guide: Guide, siteUrl: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      // Tagged PDF (ISO 32000 14.8): screen readers get headings, paragraphs, lists and links in reading order.
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en',
      displayTitle: true,
      info: { Title: guide.title, Author: site.name, Subject: guide.subtitle },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.registerFont('body', guideFonts.body)
    doc.registerFont('bold', guideFonts.bold)
    doc.registerFont('sans', guideFonts.sans)

    const root = doc.struct('Document')
    doc.addStructure(root)
    const flow = new FlowWriter(doc, root, palette, siteUrl)

    cover(flow, guide)
    guide.chapters.forEach((chapter, i) => {
      flow.space(14)
      flow.heading(2, `${i + 1}. ${chapter.title}`, style.h2, KEEP_WITH_HEADING)
      blocks(flow, htmlToBlocks(chapter.html))
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
      flow.heading(2, 'Cities foreign buyers often consider', style.h2, KEEP_WITH_HEADING)
      guide.bestCities.forEach((c) => {
        flow.space(4)
        flow.heading(3, c.name, style.h3, KEEP_WITH_HEADING)
        flow.paragraph([{ text: c.text }], style.body)
      })
    }
    if (guide.checklist) {
      flow.space(14)
      flow.heading(2, 'Checklist', style.h2, KEEP_WITH_HEADING)
      guide.checklist.forEach((group) => {
        flow.space(4)
        flow.heading(3, group.title, style.h3, KEEP_WITH_HEADING)
        flow.list(
          group.items.map((text) => [{ text }]),
          style.item,
          (_i, x, y) => tickBox(flow, x, y),
          { labelWidth: 20, itemSpace: 3, labelAlt: 'Tick box' },
        )
      })
    }
    closing(flow, guide)
    pageFrame(flow, guide)
    doc.end()
  })
}

/** The first page's band: firm, title and subtitle, then who to call, the introduction and the author. */
function cover(flow: FlowWriter, guide: Guide): void {
  const { doc, root } = flow
  const bandHeight = 236
  doc.markContent('Artifact', { type: 'Layout' })
  doc.rect(0, 0, doc.page.width, bandHeight).fill(NAVY)
  doc.endMarkedContent()
  root.add(
    doc.struct('P', {}, [
      () =>
        doc
          .fillColor(brandColors.brass[300])
          .font('sans')
          .fontSize(11)
          .text(site.name.toUpperCase(), MARGIN.left, 60, { characterSpacing: 2 }),
    ]),
  )
  root.add(
    doc.struct('H1', {}, [
      () => doc.fillColor('white').font('bold').fontSize(26).text(guide.title, MARGIN.left, 90, { width: flow.width }),
    ]),
  )
  root.add(doc.struct('P', {}, [() => doc.font('body').fontSize(13).text(guide.subtitle, { width: flow.width })]))
  doc.y = bandHeight + 28
  flow.paragraph(contactRuns(flow.siteUrl, 'Questions about your own case? '), { ...style.body, after: 14 })
  flow.paragraph([{ text: guide.intro }], style.body)
  flow.space(6)
  flow.paragraph([{ text: `By ${guide.author.name}, ${guide.author.title}`, bold: true }], { size: 12, color: BRASS, after: 2 })
  flow.paragraph([{ text: guide.author.bio }], { size: 10, gap: 1, after: 12 })
  flow.heading(2, 'In this guide', { size: 14, after: 4 }, KEEP_WITH_HEADING)
  guide.benefits.forEach((b) => {
    flow.heading(3, b.title, { size: 11, after: 1 }, 28)
    flow.paragraph([{ text: b.text }], { size: 10.5, gap: 1, after: 5 })
  })
}

/** Phone, e-mail and website as links, from the site's config (src/config/site.ts). */
function contactRuns(siteUrl: string, lead: string): Run[] {
  return [
    { text: lead },
    { text: 'Call ' },
    { text: site.phone.display, href: site.phone.href },
    { text: ', write to ' },
    { text: site.email, href: `mailto:${site.email}` },
    { text: ' or visit ' },
    { text: displayHost(siteUrl), href: `${siteUrl}/` },
    { text: '.' },
  ]
}

function blocks(flow: FlowWriter, list: Block[]): void {
  for (const b of list) {
    if (b.kind === 'h3') {
      flow.space(5)
      flow.heading(3, b.runs.map((r) => r.text).join(''), style.h3, KEEP_WITH_HEADING)
    } else if (b.kind === 'p') flow.paragraph(b.runs, style.body)
    else if (b.kind === 'list') {
      flow.list(b.items, style.item, (i, x, y) => listLabel(flow, b.ordered ? `${i + 1}.` : '•', x, y), {
        labelWidth: 18,
        indent: 6,
        itemSpace: 2,
      })
    } else table(flow, b)
  }
}

function listLabel(flow: FlowWriter, label: string, x: number, y: number): void {
  flow.doc.font('body').fontSize(style.item.size).fillColor(NAVY).text(label, x, y, { lineBreak: false })
}

/** A drawn box rather than U+2610, which DejaVu Serif does not have (it printed as a missing-glyph box). */
function tickBox(flow: FlowWriter, x: number, y: number): void {
  const size = 8.5
  flow.doc
    .lineWidth(0.9)
    .strokeColor(NAVY)
    .rect(x + 1, y + 2.5, size, size)
    .stroke()
}

/** pdfkit's own table: it tags Table/TR/TH/TD and moves a row that does not fit to the next page. */
function table(flow: FlowWriter, t: Extract<Block, { kind: 'table' }>): void {
  const { doc } = flow
  flow.keep(80)
  const cell = { font: { src: 'body', size: 9.5 }, textColor: NAVY }
  doc.table({
    position: { x: flow.left, y: doc.y },
    maxWidth: flow.width,
    columnStyles: [110, '*', '*'],
    defaultStyle: { border: 0.5, borderColor: brandColors.navy[200], padding: [4, 5, 4, 5] },
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

/** The closing section: how to reach the firm, then the standard caveat. */
function closing(flow: FlowWriter, guide: Guide): void {
  flow.space(18)
  flow.heading(2, 'Talk to us about your situation', style.h2, 90)
  flow.paragraph(
    [
      {
        text: `Every file is different. If you would like a lawyer of ${site.name} to look at yours, contact us on a working day (${officeHours}).`,
      },
    ],
    style.body,
  )
  const { doc } = flow
  const rows: Run[][] = [
    [
      { text: 'Phone: ', bold: true },
      { text: site.phone.display, href: site.phone.href },
    ],
    [
      { text: 'E-mail: ', bold: true },
      { text: site.email, href: `mailto:${site.email}` },
    ],
    [
      { text: 'Website: ', bold: true },
      { text: displayHost(flow.siteUrl), href: `${flow.siteUrl}/` },
    ],
    [
      { text: 'This guide online: ', bold: true },
      { text: displayHost(absoluteLink(`/guides/${guide.slug}`, flow.siteUrl)), href: `/guides/${guide.slug}` },
    ],
    [{ text: 'Office: ', bold: true }, { text: [...site.address.lines, site.address.city, site.address.country].join(', ') }],
  ]
  flow.keep(rows.length * 16)
  rows.forEach((runs) => flow.paragraph(runs, { ...style.body, after: 2 }))
  flow.space(16)
  doc.x = flow.left
  flow.paragraph(
    [
      {
        text: `This guide gives general information as of its last review on ${guide.lastReviewed} and is not legal advice for your situation. Rules, fees and thresholds change; confirm current requirements before you act. © ${site.name}.`,
      },
    ],
    style.small,
  )
}

/**
 * Header and footer on every page, drawn once the page count is known: the firm's name and contact details,
 * and "Page N of M". They repeat on each page, so they are artifacts, not part of the reading order.
 */
function pageFrame(flow: FlowWriter, guide: Guide): void {
  const { doc } = flow
  const { start, count } = doc.bufferedPageRange()
  const contact = `${site.phone.display}  ·  ${site.email}  ·  ${displayHost(flow.siteUrl)}`
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const { width, height } = doc.page
    const footerY = height - bottom + FOOTER_GAP
    doc.markContent('Artifact', { type: 'Pagination', attached: ['Bottom'] })
    doc
      .moveTo(MARGIN.left, footerY - 8)
      .lineTo(width - MARGIN.right, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(brandColors.navy[200])
      .stroke()
    doc.font('bold').fontSize(8.5).fillColor(NAVY).text(site.name, MARGIN.left, footerY, { lineBreak: false })
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(brandColors.navy[600])
      .text(contact, MARGIN.left, footerY + 12, { lineBreak: false })
    const pageLabel = `Page ${i - start + 1} of ${count}`
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(NAVY)
      .text(pageLabel, MARGIN.left, footerY, { width: width - MARGIN.left - MARGIN.right, align: 'right', lineBreak: false })
    doc.endMarkedContent()
    if (i > start) {
      doc.markContent('Artifact', { type: 'Pagination', attached: ['Top'] })
      doc
        .font('body')
        .fontSize(8.5)
        .fillColor(brandColors.navy[400])
        .text(`${guide.title}  ·  ${site.name}`, MARGIN.left, 30, { lineBreak: false })
      doc.endMarkedContent()
    }
    doc.page.margins.bottom = bottom
  }
}
