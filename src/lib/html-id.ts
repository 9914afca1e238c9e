/**
 * HTML ids made from visible text (a heading, a checklist's section title), in any script. An id may hold any
 * character but whitespace, and a fragment with Arabic or Turkish letters works once percent-encoded, which
 * browsers do themselves; so the letters stay as written. Keeping only a-z would leave an Arabic heading with no
 * letters at all and a Turkish one with holes ("Öğrenci" -> "-renci"), and ids made from such headings collide:
 * a label then ticks another section's box.
 */

/**
 * The text's letters, combining marks and digits, lower-cased by the page's language (Turkish "İ" -> "i"), with
 * every run of anything else as one hyphen and none at either end: "Öğrenci ikamet izni için" ->
 * "öğrenci-ikamet-izni-için", "وثائق الطلب" -> "وثائق-الطلب". Empty when the text has no letter or digit.
 */
export function textId(text: string, locale?: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase(locale)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * A maker of ids for one page region: each is `<prefix>-<text's id>`, never empty (the prefix alone when the text
 * has no letter) and never one it gave before (a repeat gets "-2", "-3"). Make one per render, in render order, so
 * the server and the browser give the same ids.
 */
export function uniqueIds(prefix: string, locale?: string): (text: string) => string {
  const given = new Set<string>()
  return (text) => {
    const base = [prefix, textId(text, locale)].filter(Boolean).join('-')
    let id = base
    for (let n = 2; given.has(id); n++) id = `${base}-${n}`
    given.add(id)
    return id
  }
}
