import path from 'node:path'
import { brandColors } from '../../src/config/brand.ts'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { guides } from '../../src/content/guides.ts'
import { site } from '../../src/config/site.ts'
import type { Guide } from '../../src/content/schema.ts'
import type { GuidelineName } from '../../src/lib/forms.ts'

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const fonts = {
  body: path.join(fontDir, 'DejaVuSerif.ttf'),
  bold: path.join(fontDir, 'DejaVuSerif-Bold.ttf'),
  sans: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
}

const NAVY = brandColors.navy[900]
const BRASS = '#96703a'

export function guideByName(name: GuidelineName): Guide {
  const guide = guides.find((g) => g.guidelineName === name)
  if (!guide) throw new Error(`Unknown guide ${name}`)
  return guide
}

export function guideFileName(guide: Guide): string {
  return `${guide.slug}.pdf`
}

interface Block {
  kind: 'h2' | 'h3' | 'p' | 'li'
  text: string
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

function decode(text: string): string {
  return text
    .replace(/&[a-z#0-9]+;/gi, (e) => entities[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim()
}

/** The guide's HTML turned into printable blocks (headings, paragraphs, list items, table rows). */
function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = []
  const re = /<(h2|h3|p|li|tr)\b[^>]*>([\s\S]*?)<\/\1>/gi
  let m: RegExpExecArray | null
  while ((m = re.exec(html))) {
    const tag = m[1].toLowerCase()
    const inner = tag === 'tr' ? m[2].replace(/<\/t[hd]>\s*<t[hd][^>]*>/gi, ' | ') : m[2]
    const text = decode(inner.replace(/<[^>]+>/g, ''))
    if (!text) continue
    blocks.push({ kind: tag === 'tr' ? 'li' : (tag as Block['kind']), text })
  }
  return blocks
}

const cache = new Map<GuidelineName, Promise<Buffer>>()

/** The guide as a PDF, generated from the same content as its web page (cached per process). */
export function guidePdf(name: GuidelineName): Promise<Buffer> {
  let pdf = cache.get(name)
  if (!pdf) {
    pdf = renderGuide(guideByName(name))
    cache.set(name, pdf)
  }
  return pdf
}

function renderGuide(guide: Guide): Promise<Buffer> {
  const firmName = site.name
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: guide.title, Author: firmName, Subject: guide.subtitle } })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.registerFont('body', fonts.body)
    doc.registerFont('bold', fonts.bold)
    doc.registerFont('sans', fonts.sans)

    doc.rect(0, 0, doc.page.width, 220).fill(NAVY)
    doc.fillColor(brandColors.brass[300]).font('sans').fontSize(11).text(firmName.toUpperCase(), 56, 60, { characterSpacing: 2 })
    doc
      .fillColor('white')
      .font('bold')
      .fontSize(26)
      .text(guide.title, 56, 90, { width: doc.page.width - 112 })
    doc
      .font('body')
      .fontSize(13)
      .text(guide.subtitle, { width: doc.page.width - 112 })
    doc.fillColor(NAVY).font('body').fontSize(11).text('', 56, 250)
    doc.text(guide.intro, { align: 'left' })
    doc.moveDown()
    doc.font('bold').fontSize(12).fillColor(BRASS).text(`By ${guide.author.name}, ${guide.author.title}`)
    doc.font('body').fontSize(10).fillColor(NAVY).text(guide.author.bio)
    doc.moveDown()
    doc.font('bold').fontSize(14).text('In this guide')
    guide.benefits.forEach((b) => {
      doc.font('bold').fontSize(11).text(b.title)
      doc.font('body').fontSize(10.5).text(b.text).moveDown(0.4)
    })

    const heading = (text: string) => {
      doc.moveDown(0.8).font('bold').fontSize(17).fillColor(NAVY).text(text).moveDown(0.3)
    }
    const blocks = (list: Block[]) => {
      for (const b of list) {
        if (b.kind === 'h2') doc.moveDown(0.5).font('bold').fontSize(13).fillColor(NAVY).text(b.text)
        else if (b.kind === 'h3') doc.moveDown(0.4).font('bold').fontSize(11.5).fillColor(NAVY).text(b.text)
        else if (b.kind === 'li') doc.font('body').fontSize(10.5).fillColor(NAVY).text(`•  ${b.text}`, { indent: 12 })
        else doc.font('body').fontSize(10.5).fillColor(NAVY).text(b.text).moveDown(0.4)
      }
    }

    guide.chapters.forEach((chapter, i) => {
      doc.addPage()
      heading(`${i + 1}. ${chapter.title}`)
      blocks(htmlToBlocks(chapter.html))
    })
    if (guide.faqChapter) {
      doc.addPage()
      heading(`${guide.chapters.length + 1}. ${guide.faqChapter.title}`)
      doc.font('body').fontSize(10.5).text(guide.faqChapter.intro).moveDown()
      guide.faqChapter.items.forEach((item, i) => {
        doc
          .font('bold')
          .fontSize(11)
          .text(`${i + 1}. ${item.title}`)
        doc.font('body').fontSize(10.5).text(item.text).moveDown(0.5)
      })
    }
    if (guide.bestCities) {
      doc.addPage()
      heading('Cities foreign buyers often consider')
      guide.bestCities.forEach((c) => {
        doc.font('bold').fontSize(11.5).text(c.name)
        doc.font('body').fontSize(10.5).text(c.text).moveDown(0.5)
      })
    }
    if (guide.checklist) {
      doc.addPage()
      heading('Checklist')
      guide.checklist.forEach((group) => {
        doc.moveDown(0.4).font('bold').fontSize(12).text(group.title)
        group.items.forEach((item) => doc.font('body').fontSize(10.5).text(`☐  ${item}`, { indent: 8 }))
      })
    }
    doc.moveDown(2).font('body').fontSize(9).fillColor(brandColors.navy[400])
    doc.text(
      `This guide gives general information as of its publication and is not legal advice for your situation. Rules, fees and thresholds change; confirm current requirements before you act. © ${firmName}.`,
    )
    doc.end()
  })
}
