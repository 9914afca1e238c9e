/**
 * Left-to-right runs inside right-to-left text. The Unicode bidi algorithm orders a line by the direction of each
 * character: inside Arabic, a number next to a Latin word or to another number is ordered as a piece of its own, so
 * "34394 İstanbul" shows as "İstanbul 34394" and "09:00–20:00" as "20:00–09:00". A run that is isolated (HTML
 * <bdi dir="ltr">, or the characters LRI … PDI in plain text) is ordered on its own, left to right, and then set in
 * the sentence as one piece.
 */

/** LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE (Unicode 6.3): the plain-text form of <bdi dir="ltr">. */
export const LRI = '\u2066'
export const PDI = '\u2069'

/** `text` as an isolated left-to-right run of plain text. */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`
}

export interface TextPart {
  text: string
  /** A left-to-right run, to be isolated inside right-to-left text. */
  ltr: boolean
}

/**
 * A candidate run: Latin letters and digits, joined by the punctuation that belongs inside a name, an address, a
 * time or a range (". , : / @ + & ' – -"), and by single spaces before another Latin letter or digit.
 */
const CANDIDATE = /[\p{Script=Latin}\d](?:[\p{Script=Latin}\d.,:/@+&'’‐‑–-]| (?=[\p{Script=Latin}\d]))*/gu
/** Punctuation at a run's end belongs to the sentence ("… e-İkamet." ends the Arabic sentence). */
const TRAILING = /[^\p{L}\p{N}]+$/u
/** A range of numbers or times ("09:00–20:00", "2023-2024"): its two ends would swap in right-to-left text. */
const RANGE = /\d\s?[–-]\s?\d/

/**
 * Plain text cut into the runs to isolate and the text around them. A run is isolated when it has a Latin letter
 * (a name, "e-İkamet", "34394 İstanbul", "GMT+3") or is a range; a number alone is left as it is: right-to-left
 * text sets it left to right already.
 */
export function splitLtrRuns(text: string): TextPart[] {
  const parts: TextPart[] = []
  let from = 0
  for (const match of text.matchAll(CANDIDATE)) {
    const run = match[0].replace(TRAILING, '')
    if (!/\p{Script=Latin}/u.test(run) && !RANGE.test(run)) continue
    if (match.index > from) parts.push({ text: text.slice(from, match.index), ltr: false })
    parts.push({ text: run, ltr: true })
    from = match.index + run.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), ltr: false })
  return parts
}

/** Longer runs without a space (a web address) must still be able to wrap on a phone's screen. */
const ONE_LINE_MAX = 24

/**
 * Whether a run is kept on one line: a run of one word ("e-İkamet", "09:00–20:00") that a browser would otherwise
 * break after its hyphen or dash.
 */
export function keepOnOneLine(run: string): boolean {
  return !/\s/.test(run) && run.length <= ONE_LINE_MAX
}

/**
 * Content HTML (a guide's chapter, a post) with each <bdi> that keepOnOneLine accepts kept on one line, as
 * <BidiText> does for plain text: "<bdi>e-İkamet</bdi>" must not break after its hyphen on a phone.
 */
export function keepIsolatesTogether(html: string): string {
  return html.replace(/<bdi(\s[^>]*)?>([^<]*)<\/bdi>/g, (whole, attributes: string | undefined, text: string) =>
    attributes?.includes('class=') || !keepOnOneLine(text) ? whole : `<bdi${attributes ?? ''} class="whitespace-nowrap">${text}</bdi>`,
  )
}
