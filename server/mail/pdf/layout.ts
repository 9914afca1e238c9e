import type PDFDocument from 'pdfkit'
import { plainText, type Run } from './html-blocks.ts'
import { absoluteLink } from './site-links.ts'

type Doc = InstanceType<typeof PDFDocument>
type StructElement = PDFKit.PDFStructureElement

export interface Palette {
  text: string
  heading: string
  link: string
  muted: string
}

export interface TextStyle {
  size: number
  /** Line gap in points. */
  gap?: number
  color?: string
  /** Space after the block, in points. */
  after?: number
}

/**
 * Writes tagged, flowing text into a pdfkit document: every block becomes a structure element (H1-H3, P, L/LI,
 * Link) so screen readers get the reading order and headings, and every break decision is made here, so that a
 * heading never ends a page and a list item is never split. pdfkit flows text and starts pages by itself; what
 * it cannot know is what must stay together, which is all this adds.
 */
export class FlowWriter {
  readonly doc: Doc
  readonly root: StructElement
  readonly palette: Palette
  readonly siteUrl: string

  constructor(doc: Doc, root: StructElement, palette: Palette, siteUrl: string) {
    this.doc = doc
    this.root = root
    this.palette = palette
    this.siteUrl = siteUrl
  }

  get left(): number {
    return this.doc.page.margins.left
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right
  }

  /** Height of runs set at `size` in `width`, measured in bold: bold is the wider face, so this never falls short. */
  heightOf(runs: Run[] | string, style: TextStyle, width = this.width): number {
    const text = typeof runs === 'string' ? runs : plainText(runs)
    return this.doc
      .font('bold')
      .fontSize(style.size)
      .heightOfString(text, { width, lineGap: style.gap ?? 0 })
  }

  lineHeight(style: TextStyle): number {
    return this.doc.font('body').fontSize(style.size).currentLineHeight(true) + (style.gap ?? 0)
  }

  /** Starts a new page unless `height` still fits below the current position. */
  keep(height: number): void {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage()
  }

  /** Moves down without ever leaving white space at the top of a fresh page. */
  space(points: number): void {
    if (this.doc.y <= this.doc.page.margins.top + 0.5) return
    this.doc.y = Math.min(this.doc.y + points, this.doc.page.maxY())
  }

  /**
   * Draws runs as one paragraph at (x, current y), each run with its own face, links as tagged Link elements
   * with a clickable annotation. pdfkit's `continued` text keeps the runs on shared lines.
   */
  runs(parent: StructElement, runs: Run[], style: TextStyle, x = this.left, width = this.width - (x - this.left)): void {
    const { doc } = this
    const base = { width, lineGap: style.gap ?? 0 }
    const y = doc.y
    runs.forEach((run, i) => {
      const continued = i < runs.length - 1
      const first = i === 0
      const draw = (options: PDFKit.Mixins.TextOptions) => {
        doc.font(run.bold ? 'bold' : 'body').fontSize(style.size)
        if (first) doc.text(run.text, x, y, { ...base, ...options, continued })
        else {
          const [space, text] = this.splitSpaceAtLineEnd(run.text)
          if (space) doc.text(space, { ...options, continued: true })
          doc.text(text, { ...options, continued })
        }
      }
      if (run.href) {
        const url = absoluteLink(run.href, this.siteUrl)
        parent.add(
          doc.struct('Link', {}, [
            () => {
              doc.fillColor(this.palette.link)
              draw({ link: url, underline: true })
            },
          ]),
        )
      } else {
        parent.add(() => {
          doc.fillColor(style.color ?? this.palette.text)
          draw({})
        })
      }
    })
    doc.x = this.left
  }

  /**
   * pdfkit's line breaker keeps a run's leading space with its first word, so a run such as " team can" that
   * wraps right after a link would start the next line with a space. When the first word will not fit on the open
   * line, the space is drawn on its own first, ending that line (it stays in the text, so words do not run together
   * when the PDF is read aloud or copied). The open line's room is the wrapper's, which pdfkit keeps between
   * `continued` calls; without it the text is drawn as given.
   */
  private splitSpaceAtLineEnd(text: string): [string, string] {
    const wrapper = (this.doc as unknown as { _wrapper?: { lineWidth: number; continuedX: number } })._wrapper
    const lead = /^\s+\S*/.exec(text)?.[0]
    if (!wrapper || !lead) return ['', text]
    const room = wrapper.lineWidth - wrapper.continuedX
    if (this.doc.widthOfString(lead) <= room) return ['', text]
    return [this.doc.widthOfString(' ') <= room ? ' ' : '', text.trimStart()]
  }

  heading(level: 1 | 2 | 3, text: string, style: TextStyle, keepWithNext: number): void {
    const height = this.heightOf(text, style) + keepWithNext
    this.keep(height)
    const { doc } = this
    this.root.add(
      doc.struct(`H${level}`, {}, [
        () => {
          doc
            .font('bold')
            .fontSize(style.size)
            .fillColor(style.color ?? this.palette.heading)
            .text(text, this.left, doc.y, { width: this.width, lineGap: style.gap ?? 0 })
        },
      ]),
    )
    doc.x = this.left
    this.space(style.after ?? 0)
  }

  /** A paragraph may run over a page break, but never leaves a single line at the bottom of a page. */
  paragraph(runs: Run[], style: TextStyle, parent: StructElement = this.root): void {
    this.keep(Math.min(this.heightOf(runs, style), this.lineHeight(style) * 2))
    const p = this.doc.struct('P')
    parent.add(p)
    this.runs(p, runs, style)
    p.end()
    this.space(style.after ?? 0)
  }

  /**
   * A list whose items never split across pages. `marker` draws the label in the label column (bullet, number
   * or tick box) and returns nothing: the label is part of the LI's Lbl element.
   */
  list(
    items: Run[][],
    style: TextStyle,
    marker: (index: number, x: number, y: number) => void,
    options: { labelWidth: number; indent?: number; itemSpace?: number; labelAlt?: string },
  ): void {
    const { doc } = this
    const l = doc.struct('L')
    this.root.add(l)
    const labelX = this.left + (options.indent ?? 0)
    const bodyX = labelX + options.labelWidth
    const bodyWidth = this.width - (bodyX - this.left)
    items.forEach((item, index) => {
      this.keep(this.heightOf(item, style, bodyWidth))
      const y = doc.y
      const li = doc.struct('LI')
      l.add(li)
      li.add(doc.struct('Lbl', options.labelAlt ? { alt: options.labelAlt } : {}, [() => marker(index, labelX, y)]))
      const body = doc.struct('LBody')
      li.add(body)
      doc.y = y
      this.runs(body, item, style, bodyX, bodyWidth)
      body.end()
      li.end()
      this.space(options.itemSpace ?? 0)
    })
    l.end()
    this.space(style.after ?? 0)
  }
}
