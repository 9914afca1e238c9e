import type PDFDocument from 'pdfkit'
import { BIDI_CONTROL, bidiFeatures, bidiLines, mirrorOf, type Line } from './bidi-lines.ts'
import { plainText, type Run } from './html-blocks.ts'
import { absoluteLink } from './site-links.ts'

type Doc = InstanceType<typeof PDFDocument>

/** What restoreMirroredText reads of pdfkit's embedded font (not part of pdfkit's typed interface). */
interface EmbeddedFont {
  font: {
    layout(text: string, features: object): { glyphs: { id: number; codePoints: number[] }[] }
    glyphForCodePoint(code: number): { id: number }
  }
  subset: { mapping: Record<number, number | undefined> }
  unicode: number[][]
}
type StructElement = PDFKit.PDFStructureElement

export interface Palette {
  text: string
  heading: string
  link: string
  muted: string
}

export interface TextStyle {
  size: number
  /** The face of runs that are not bold; headings are set in 'bold' whatever this says. */
  face?: 'body' | 'bold' | 'sans'
  /** Line gap in points. */
  gap?: number
  color?: string
  /** Space after the block, in points. */
  after?: number
}

/** Where a block's lines sit in their box: at the side the text starts from (left in English) or the other. */
export type Align = 'start' | 'end'

/**
 * Writes tagged, flowing text into a pdfkit document: every block becomes a structure element (H1-H3, P, L/LI,
 * Link) so screen readers get the reading order and headings, and every break decision is made here, so that a
 * heading never ends a page and a list item is never split. pdfkit flows text and starts pages by itself; what
 * it cannot know is what must stay together, which is all this adds.
 *
 * A right-to-left document (Arabic) is set by this class line by line instead: pdfkit only writes left to right,
 * so lines are broken and ordered with the bidi algorithm (./bidi-lines.ts), right-aligned, and list labels and
 * tick boxes stand at the right.
 */
export class FlowWriter {
  readonly doc: Doc
  readonly root: StructElement
  readonly palette: Palette
  readonly siteUrl: string
  readonly rtl: boolean

  constructor(doc: Doc, root: StructElement, palette: Palette, siteUrl: string, direction: 'ltr' | 'rtl' = 'ltr') {
    this.doc = doc
    this.root = root
    this.palette = palette
    this.siteUrl = siteUrl
    this.rtl = direction === 'rtl'
  }

  /** A value set inside translated text: isolated, so a Latin name or a number keeps its order in Arabic. */
  isolate(text: string): string {
    return this.rtl ? `\u2068${text}\u2069` : text
  }

  get left(): number {
    return this.doc.page.margins.left
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right
  }

  /** Height of runs set at `size` in `width`, measured in bold: bold is the wider face, so this never falls short. */
  heightOf(runs: Run[] | string, style: TextStyle, width = this.width): number {
    // Right-to-left lines are set here, so their height is known exactly: a string is a heading, set in bold.
    if (this.rtl)
      return this.lines(typeof runs === 'string' ? [{ text: runs, bold: true }] : runs, style, width).length * this.lineHeight(style)
    const text = (typeof runs === 'string' ? runs : plainText(runs)).replace(BIDI_CONTROL, '')
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
    if (this.rtl) {
      this.drawLines(parent, runs, this.lines(runs, style, width), style, x, width, 'start')
      doc.x = this.left
      return
    }
    runs = runs.map((run) => ({ ...run, text: run.text.replace(BIDI_CONTROL, '') }))
    const base = { width, lineGap: style.gap ?? 0 }
    const y = doc.y
    runs.forEach((run, i) => {
      const continued = i < runs.length - 1
      const first = i === 0
      const draw = (options: PDFKit.Mixins.TextOptions) => {
        doc.font(run.bold ? 'bold' : (style.face ?? 'body')).fontSize(style.size)
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
    if (this.rtl) {
      const h = doc.struct(`H${level}`)
      this.root.add(h)
      const runs = [{ text, bold: true }]
      this.drawLines(h, runs, this.lines(runs, style, this.width), style, this.left, this.width, 'start')
      h.end()
      this.space(style.after ?? 0)
      return
    }
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
   * or tick box) of `width` at x and returns nothing: the label is part of the LI's Lbl element. In a
   * right-to-left document the label column is at the right.
   */
  list(
    items: Run[][],
    style: TextStyle,
    marker: (index: number, x: number, y: number, width: number) => void,
    options: { labelWidth: number; indent?: number; itemSpace?: number; labelAlt?: string },
  ): void {
    const { doc } = this
    const l = doc.struct('L')
    this.root.add(l)
    const indent = options.indent ?? 0
    const bodyWidth = this.width - indent - options.labelWidth
    const labelX = this.rtl ? this.left + bodyWidth : this.left + indent
    const bodyX = this.rtl ? this.left : labelX + options.labelWidth
    items.forEach((item, index) => {
      this.keep(this.heightOf(item, style, bodyWidth))
      const y = doc.y
      const li = doc.struct('LI')
      l.add(li)
      li.add(doc.struct('Lbl', options.labelAlt ? { alt: options.labelAlt } : {}, [() => marker(index, labelX, y, options.labelWidth)]))
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

  /** The fonts right-to-left text was drawn in: restoreMirroredText corrects their text maps. */
  private readonly rtlFonts = new Set<EmbeddedFont>()

  /**
   * Brackets in right-to-left text are drawn mirrored: "(" with the glyph of ")". pdfkit's text map (ToUnicode)
   * names each glyph by the character it was first drawn for, so copied or read-aloud text would say ")". Amiri
   * sets brackets in Latin text with glyphs of their own, apart from those it uses elsewhere, and here those others
   * are drawn mirrored (only a bracket in a left-to-right stretch without Latin letters, which the guides do not
   * have, would be named wrongly): their entries are set to the character they stand for. Where a font shares one
   * glyph between both, nothing is changed. Call once everything is drawn, before the document ends.
   */
  restoreMirroredText(): void {
    for (const font of this.rtlFonts) {
      for (const char of '()[]{}<>«»‹›') {
        const mirror = mirrorOf(char)
        if (!mirror) continue
        const code = mirror.codePointAt(0)!
        const inArabic = font.font.layout(`\u0628${mirror}\u0628`, bidiFeatures()).glyphs.find((g) => g.codePoints[0] === code)
        const inLatin = font.font.layout(`a${mirror}a`, bidiFeatures()).glyphs.find((g) => g.codePoints[0] === code)
        if (!inArabic || !inLatin || inArabic.id === inLatin.id) continue
        const gid = font.subset.mapping[inArabic.id]
        if (gid !== undefined) font.unicode[gid] = [char.codePointAt(0)!]
      }
    }
  }

  /** Widths of strings at 1 pt by face: fontkit shapes a string on every measure, and words repeat. */
  private readonly widths = new Map<string, number>()

  /** Paragraphs already laid out: a block is measured (to keep it together) and then drawn with the same lines. */
  private readonly laidOut = new Map<string, Line[]>()

  /** The lines of a right-to-left paragraph, measured in the faces and size it is drawn with. */
  lines(runs: Run[], style: TextStyle, width: number): Line[] {
    const key = JSON.stringify([runs, style.size, style.face, width])
    const known = this.laidOut.get(key)
    if (known) return known
    const { doc } = this
    const lines = bidiLines(runs, width, (text, run) => {
      const face = run.bold ? 'bold' : (style.face ?? 'body')
      const key = `${face} ${text}`
      let unit = this.widths.get(key)
      if (unit === undefined) {
        unit = doc.font(face).fontSize(1).widthOfString(text, { features: bidiFeatures() })
        this.widths.set(key, unit)
      }
      return unit * style.size
    })
    this.laidOut.set(key, lines)
    return lines
  }

  /**
   * Draws laid-out lines from the current y in the box (x, width), starting a page when a line does not fit.
   * Each line's pieces are drawn in reading order (their x comes from the bidi ordering), one marked-content item
   * per run and line under `parent`, links as one Link element per link that owns its annotations.
   */
  drawLines(parent: StructElement, runs: Run[], lines: Line[], style: TextStyle, x: number, width: number, align: Align): void {
    const { doc } = this
    const lineHeight = this.lineHeight(style)
    const links = new Map<number, StructElement>()
    for (const line of lines) {
      this.keep(lineHeight)
      const y = doc.y
      // Text starts at the right in a right-to-left document; 'end' is the opposite side.
      const atRight = this.rtl === (align === 'start')
      const left = atRight ? x + width - line.width : x
      const order = [...new Set(line.pieces.map((p) => p.run))]
      for (const r of order) {
        const run = runs[r]
        const draw = () => {
          for (const piece of line.pieces.filter((p) => p.run === r)) {
            doc
              .font(run.bold ? 'bold' : (style.face ?? 'body'))
              .fontSize(style.size)
              .fillColor(run.href ? this.palette.link : (style.color ?? this.palette.text))
              .text(piece.draw, left + piece.x, y, {
                lineBreak: false,
                features: bidiFeatures(),
                // The width is known: pdfkit (its line wrapper's own option) then does not shape the piece again.
                ...({ textWidth: piece.width } as object),
                ...(run.href ? { link: absoluteLink(run.href, this.siteUrl), underline: true } : {}),
              })
            if (piece.rtl) this.rtlFonts.add((doc as unknown as { _font: EmbeddedFont })._font)
          }
        }
        if (run.href) {
          let link = links.get(r)
          if (!link) {
            link = doc.struct('Link')
            parent.add(link)
            links.set(r, link)
          }
          link.add(draw)
        } else parent.add(draw)
      }
      doc.y = y + lineHeight
    }
    links.forEach((link) => link.end())
  }
}
