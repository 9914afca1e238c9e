import { Marked, type MarkedExtension, type Token, type Tokens, type TokensList } from 'marked'
import { sanitizeRichText } from '../blog/sanitize.ts'
import type { MergedDocuments } from '../../src/content/documents/index.ts'
import { formatFigure, type Fact } from '../../src/content/facts.ts'
import type { Dictionary } from '../../src/i18n/dictionaries/en.ts'
import { dictionaryOf } from '../mail/dictionaries.ts'
import type { Locale } from '../../src/i18n/locales.ts'

/**
 * The content documents' rich text (ADR 36, 2.3): Markdown with GFM tables and three extensions, `{{tokens}}`
 * filled from the legal figures and firm facts, a `Table: …` caption line, and `<bdi>` kept inline. Rendered on
 * the server only (no Markdown or sanitiser code in a public bundle), then sanitised by the posts' one sanitiser.
 */

export interface RichTextContext {
  /** The `legal-figures` document, merged: `{{deportationAppealDays}}`. */
  figures: Record<string, Fact>
  /** The `firm` document, merged for `locale`: `{{firm.name}}`, `{{firm.founded}}`, `{{firm.hours}}`. */
  firm: MergedDocuments['firm']
  locale: Locale
}

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g

/** What each `{{firm.…}}` token writes: the firm facts copy repeats in running text. */
const firmTokens: Record<string, (firm: MergedDocuments['firm'], dictionary: Dictionary) => string> = {
  'firm.name': (firm) => firm.name,
  'firm.shortName': (firm) => firm.shortName,
  'firm.founded': (firm) => String(firm.founded),
  'firm.email': (firm) => firm.email,
  'firm.phone': (firm) => firm.phone.display,
  // "Monday to Friday, 09:00–20:00 Istanbul time (GMT+3)", as the contact page writes it.
  'firm.hours': (firm, d) =>
    d.site.hoursLine.replace('{days}', firm.hours.days).replace('{time}', firm.hours.time).replace('{timezone}', firm.hours.timezone),
  'firm.hours.time': (firm) => firm.hours.time,
}

/** The tokens a text may use, for the editor's help and for validation. */
export const FIRM_TOKENS = Object.keys(firmTokens)

/** Fills every `{{token}}` of `text`; an unknown token is an error naming it. */
export function fillTokens(text: string, context: RichTextContext): string {
  const dictionary = dictionaryOf(context.locale)
  return text.replace(TOKEN, (_, name: string) => {
    const firm = firmTokens[name]
    if (firm) return firm(context.firm, dictionary)
    if (Object.hasOwn(context.figures, name)) return formatFigure(context.figures[name] as Fact, context.locale, dictionary.units)
    throw new Error(
      `Unknown token {{${name}}}: it names no legal figure (legal-figures) and no firm fact (${FIRM_TOKENS.map((t) => `{{${t}}}`).join(', ')})`,
    )
  })
}

const CAPTION = /^Table: */

/** A table with the `Table: …` paragraph written immediately above it as its caption (Pandoc's form). */
interface CaptionedTable {
  type: 'captionedTable'
  raw: string
  caption: Token[]
  table: Tokens.Table
}

const caption: MarkedExtension = {
  hooks: {
    processAllTokens(tokens: Token[] | TokensList) {
      const out: Token[] = []
      for (const token of tokens) {
        const previous = out.at(-1)
        if (token.type === 'table' && previous?.type === 'paragraph' && CAPTION.test(previous.text)) {
          out.pop()
          const paragraph = previous as Tokens.Paragraph
          const first = paragraph.tokens[0]
          const rest = paragraph.tokens.slice(1)
          const head: Token[] =
            first?.type === 'text'
              ? [{ ...first, raw: first.raw.replace(CAPTION, ''), text: first.text.replace(CAPTION, '') } as Token]
              : []
          out.push({
            type: 'captionedTable',
            raw: paragraph.raw + token.raw,
            caption: [...head, ...rest],
            table: token as Tokens.Table,
          } as CaptionedTable as unknown as Token)
        } else out.push(token)
      }
      return out
    },
  },
  extensions: [
    {
      name: 'captionedTable',
      renderer(token) {
        const t = token as unknown as CaptionedTable
        const table = this.parser.parse([t.table])
        return table.replace(/^<table>\n?/, `<table>\n<caption>${this.parser.parseInline(t.caption)}</caption>\n`)
      },
    },
  ],
}

/**
 * `<bdi>` and `<bdi dir="ltr">` around a Latin run in right-to-left text: a mark of its own (the editor's "keep
 * left to right"), whose content is Markdown like the text around it, so it never depends on raw HTML passing.
 */
const bdi: MarkedExtension = {
  extensions: [
    {
      name: 'bdi',
      level: 'inline',
      start: (src) => src.indexOf('<bdi'),
      tokenizer(src) {
        const match = /^<bdi(?: dir="(ltr|rtl|auto)")?>([\s\S]*?)<\/bdi>/.exec(src)
        if (!match) return undefined
        return { type: 'bdi', raw: match[0], dir: match[1], tokens: this.lexer.inlineTokens(match[2] ?? '') }
      },
      renderer(token) {
        return `<bdi${token.dir ? ` dir="${token.dir}"` : ''}>${this.parser.parseInline(token.tokens ?? [])}</bdi>`
      },
    },
  ],
}

const markdown = new Marked({ gfm: true, async: false }, caption, bdi)

/** Markdown → HTML with the two extensions, unsanitised (tests and `renderRichText` only). */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false }) as string
}

/** A rich-text field as the page shows it: tokens filled, Markdown rendered, sanitised by the one sanitiser. */
export function renderRichText(source: string, context: RichTextContext): string {
  return sanitizeRichText(markdownToHtml(fillTokens(source, context)))
}
