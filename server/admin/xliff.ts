import { SaxesParser, type SaxesTagNS } from 'saxes'

/**
 * XLIFF 2.0 (OASIS, core only) for posts sent to an outside translator: one <file> per post, units `title`,
 * `description` and `body` (ADR 28).
 *
 * The body travels as the editor's text (Markdown, or HTML for posts that came from files), one <segment> per line
 * and the line breaks between them as <ignorable>, so a translator's tool shows one sentence or list item at a time
 * and the post comes back with its blocks where they were. Markup (`## `, `**`, `[text](url)`, or HTML tags) stays
 * plain escaped text inside <source> and <target>: no <ph>/<pc> codes. Translators keep the marks as they keep
 * punctuation; whatever comes back is rendered and sanitised like anything typed into the editor, so a file cannot
 * bring in markup the editor would not allow.
 *
 * Reading uses saxes (a strict, well-formedness-checking XML parser, already installed with exceljs) and builds a
 * small element tree; writing is a template with escaping, which is all a fixed document shape needs.
 */

export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0'

/** A post as it goes out: the English text of each unit (empty units are left out). */
export interface XliffPostOut {
  id: number
  /** The English post's public address, for the translator's reference (the `original` attribute). */
  original: string
  title: string
  description: string
  body: string
}

export type UnitName = 'title' | 'description' | 'body'
export const UNIT_NAMES: readonly UnitName[] = ['title', 'description', 'body']

/** One post as it came back: each unit's English (as the file has it) and its translation. */
export interface XliffPostIn {
  /** The file's id, `post-12`. */
  fileId: string
  postId: number
  units: Partial<Record<UnitName, { source: string; target: string }>>
}

export interface XliffDocumentIn {
  srcLang: string
  trgLang: string
  posts: XliffPostIn[]
}

/** A file that cannot be read: the message says where and what, for the person who uploaded it. */
export class XliffError extends Error {}

// ----- Writing -----

/** Characters XML 1.0 cannot hold at all (controls other than tab and line breaks, U+FFFE/U+FFFF, lone surrogates). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

function escapeText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;')
}

/** Lines (segments) and the line breaks between them (ignorables), in order: joined again they give the text. */
export function splitLines(text: string): { kind: 'segment' | 'ignorable'; text: string }[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/(\n\s*)/)
    .filter((piece) => piece !== '')
    .map((piece) => ({ kind: piece.startsWith('\n') ? 'ignorable' : 'segment', text: piece }))
}

function unitXml(id: UnitName, text: string): string {
  const parts = id === 'body' ? splitLines(text) : [{ kind: 'segment' as const, text: text.replace(/\s+/g, ' ').trim() }]
  let n = 0
  const children = parts.map((part) => {
    n += 1
    return part.kind === 'segment'
      ? `      <segment id="s${n}"><source>${escapeText(part.text)}</source></segment>`
      : `      <ignorable id="s${n}"><source>${escapeText(part.text)}</source></ignorable>`
  })
  return `    <unit id="${id}" xml:space="preserve">\n${children.join('\n')}\n    </unit>`
}

/** An XLIFF 2.0 document translating `posts` from English into `trgLang` (right to left when `trgDir` says so). */
export function writeXliff(posts: XliffPostOut[], trgLang: string, trgDir: 'ltr' | 'rtl' = 'ltr'): string {
  const files = posts.map((post) => {
    const units = UNIT_NAMES.filter((name) => post[name].trim() !== '').map((name) => unitXml(name, post[name]))
    return [
      `  <file id="post-${post.id}" original="${escapeAttribute(post.original)}"${trgDir === 'rtl' ? ' trgDir="rtl"' : ''}>`,
      `    <notes>`,
      `      <note category="instructions">Translate each segment; keep Markdown marks (##, **, -, [text](address)) and HTML tags as they are. Do not change the source text: a file whose source differs from the post is refused.</note>`,
      `    </notes>`,
      ...units,
      `  </file>`,
    ].join('\n')
  })
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<xliff xmlns="${XLIFF_NS}" version="2.0" srcLang="en" trgLang="${escapeAttribute(trgLang)}">`,
    ...files,
    `</xliff>`,
    '',
  ].join('\n')
}

// ----- Reading -----

interface XmlElement {
  local: string
  uri: string
  attributes: Record<string, string>
  children: (XmlElement | string)[]
  line: number
}

const isElement = (node: XmlElement | string): node is XmlElement => typeof node !== 'string'

/** The whole document as a tree; a DOCTYPE is refused (an XLIFF file has none, and entities are not expanded). */
function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true })
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  parser.on('error', (error) => {
    // saxes says "24:3: unclosed tag: unit" (line, column, what).
    const found = /^(\d+):(\d+): (.*?)\.*$/.exec(error.message)
    const what = found ? `line ${found[1]}, column ${found[2]}: ${found[3]}` : error.message
    throw new XliffError(`The file is not well-formed XML (${what}). Check that it was saved from the translation tool unchanged.`)
  })
  parser.on('doctype', () => {
    throw new XliffError(`The file has a <!DOCTYPE> (line ${parser.line}); an XLIFF 2.0 file has none.`)
  })
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attributes: Record<string, string> = {}
    // Attributes in no namespace by their name; xml:space and xml:lang by their prefixed name; others are ignored.
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.uri === '') attributes[attribute.local] = attribute.value
      else if (attribute.prefix === 'xml') attributes[attribute.name] = attribute.value
    }
    const element: XmlElement = { local: tag.local, uri: tag.uri, attributes, children: [], line: parser.line }
    if (stack.length) stack[stack.length - 1].children.push(element)
    else root = element
    stack.push(element)
  })
  parser.on('closetag', () => void stack.pop())
  parser.on('text', (t) => {
    if (stack.length) stack[stack.length - 1].children.push(t)
  })
  parser.on('cdata', (t) => {
    if (stack.length) stack[stack.length - 1].children.push(t)
  })
  parser.write(text).close()
  if (!root) throw new XliffError('The file is empty.')
  return root
}

const xliffChildren = (element: XmlElement, local: string) =>
  element.children.filter(isElement).filter((child) => child.uri === XLIFF_NS && child.local === local)

/**
 * The text of a <source> or <target>: its characters, with <mrk> and <pc> (annotations a tool may add) read
 * through and <cp hex="…"/> as its character. Other inline codes are not something this export makes.
 */
function inlineText(element: XmlElement, where: string): string {
  return element.children
    .map((child) => {
      if (typeof child === 'string') return child
      if (child.uri === XLIFF_NS && (child.local === 'mrk' || child.local === 'pc')) return inlineText(child, where)
      if (child.uri === XLIFF_NS && child.local === 'cp') {
        const code = Number.parseInt(child.attributes.hex ?? '', 16)
        if (Number.isNaN(code)) throw new XliffError(`${where}: a <cp> without a hex code.`)
        return String.fromCodePoint(code)
      }
      throw new XliffError(`${where}: <${child.local}> (line ${child.line}) is an inline code this export never makes; keep the text only.`)
    })
    .join('')
}

/** Reads a returned file's structure (not yet whether its posts exist or their English is current). */
export function readXliff(text: string): XliffDocumentIn {
  const root = parseXml(text.replace(/^\uFEFF/, ''))
  if (root.local !== 'xliff' || root.uri !== XLIFF_NS)
    throw new XliffError(`This is not an XLIFF 2.0 file: its root element is <${root.local}>, not <xliff> in the namespace ${XLIFF_NS}.`)
  const version = root.attributes.version
  if (version !== '2.0')
    throw new XliffError(`This file is XLIFF version ${version ?? '(none)'}; only version 2.0 is read. Export the posts again.`)
  const srcLang = root.attributes.srcLang ?? ''
  const trgLang = root.attributes.trgLang ?? ''
  if (!trgLang) throw new XliffError('The file does not say which language it was translated into (trgLang).')
  const files = xliffChildren(root, 'file')
  if (files.length === 0) throw new XliffError('The file holds no posts (no <file> element).')
  const posts = files.map((file): XliffPostIn => {
    const fileId = file.attributes.id ?? ''
    const match = /^post-(\d{1,9})$/.exec(fileId)
    if (!match)
      throw new XliffError(
        `<file id="${fileId}"> (line ${file.line}) is not a post exported from this back office (ids look like "post-12").`,
      )
    const units: XliffPostIn['units'] = {}
    // Units may sit inside <group> elements if a tool regrouped them.
    const unitElements = [...xliffChildren(file, 'unit'), ...xliffChildren(file, 'group').flatMap((g) => xliffChildren(g, 'unit'))]
    for (const unit of unitElements) {
      const id = unit.attributes.id ?? ''
      const where = `${fileId}, unit "${id}"`
      if (!(UNIT_NAMES as string[]).includes(id))
        throw new XliffError(`${where} (line ${unit.line}): unknown unit; this export makes only title, description and body.`)
      if (units[id as UnitName]) throw new XliffError(`${where} appears twice.`)
      let source = ''
      let target = ''
      for (const part of unit.children.filter(isElement).filter((c) => c.uri === XLIFF_NS)) {
        if (part.local !== 'segment' && part.local !== 'ignorable') continue
        const partWhere = `${where}, ${part.local} ${part.attributes.id ?? `at line ${part.line}`}`
        const [sourceElement] = xliffChildren(part, 'source')
        const [targetElement] = xliffChildren(part, 'target')
        if (!sourceElement) throw new XliffError(`${partWhere}: no <source>.`)
        const partSource = inlineText(sourceElement, partWhere)
        const partTarget = targetElement ? inlineText(targetElement, partWhere) : null
        if (part.local === 'segment' && partSource.trim() !== '' && (partTarget === null || partTarget.trim() === ''))
          throw new XliffError(`${partWhere}: not translated (its <target> is missing or empty).`)
        source += partSource
        target += partTarget ?? partSource
      }
      units[id as UnitName] = { source, target }
    }
    return { fileId, postId: Number(match[1]), units }
  })
  return { srcLang, trgLang, posts }
}
