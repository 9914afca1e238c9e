export interface BlogSearch {
  q: string
  page: number
}

/**
 * /blog?q=&page= (shareable search and page), read the same way by the page and by the list call. TanStack's parser
 * turns ?q=123 into a number, so q is coerced back to text; anything unusable falls back to the default, and
 * defaults are stripped from the URL.
 * Written out rather than a zod schema: route search validation runs in the entry chunk of every page, and a
 * validator library there would be downloaded by every visitor for two parameters.
 */
export const blogSearchSchema = {
  parse(raw: Record<string, unknown>): BlogSearch {
    const q = raw.q === undefined || raw.q === null ? '' : String(raw.q)
    const page = raw.page === undefined ? 1 : Number(raw.page)
    return { q: q.length <= 200 ? q : '', page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 }
  },
}

export const blogSearchDefaults: BlogSearch = { q: '', page: 1 }

/** The query string of a list page ('' for the first page of every post): what differs from the defaults. */
export function blogSearchQuery({ q, page }: BlogSearch): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** A piece of a result's excerpt: plain text, `match` where it is the searched text (shown marked). */
export interface ExcerptPart {
  text: string
  match?: true
}

/** What the search reads of a post: its title, its description and its body as plain text. */
export interface SearchablePost {
  title: string
  description: string
  text: string
}

const BLOCK_TAGS = /^\/?(p|div|br|hr|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|th|td|caption|figure|figcaption|img)\b/i
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * The plain text of a post's (sanitised) HTML: what the search matches and the excerpt quotes, so no tag or entity
 * can be matched or shown. Block elements separate words; inline ones (<strong>, <a>) do not split them.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<([^>]*)>/g, (_, tag: string) => (BLOCK_TAGS.test(tag) ? ' ' : ''))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** The searched text as it is matched: trimmed, runs of white space as one space (as in the post's plain text). */
export function searchNeedle(q: string): string {
  return q.replace(/\s+/g, ' ').trim()
}

/** Arabic marks a reader does not type: the short vowels and other tashkeel (U+064B–U+065F, U+0670) and tatweel. */
const ARABIC_IGNORED = /[\u064B-\u065F\u0670\u0640]/
/** Arabic letters written in several forms, searched as one: alef with hamza or madda, alef maqsura, ta marbuta. */
const ARABIC_SAME: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه', ؤ: 'و', ئ: 'ي' }

/**
 * One character as the search compares it. Case is folded the Turkish way as well as the English one: İ, I, ı and i
 * are one letter, so "istanbul" finds "İstanbul" and "ILIK" finds "ılık" on pages in any language. Other letters
 * keep their accents (ü is not u: "türk" must not find every "Turkey"). Arabic is folded as readers type it: no
 * tashkeel or tatweel, one alef, ى as ي, ة as ه. The same folding applies to the searched text and to the posts.
 */
function foldChar(ch: string): string {
  if (ch === 'İ' || ch === 'I' || ch === 'ı') return 'i'
  if (ARABIC_IGNORED.test(ch)) return ''
  const arabic = ARABIC_SAME[ch]
  if (arabic) return arabic
  return ch.toLowerCase()
}

/**
 * Folds `text` character by character (foldChar) and keeps, for each folded position, where it came from: the
 * match is found in the folded text but marked in the original (some letters grow or vanish when folded).
 */
function fold(text: string): { folded: string; from: number[] } {
  let folded = ''
  const from: number[] = []
  let i = 0
  for (const ch of text) {
    const lower = foldChar(ch)
    folded += lower
    for (let k = 0; k < lower.length; k++) from.push(i)
    i += ch.length
  }
  from.push(i)
  return { folded, from }
}

/**
 * `text` as every search compares it (foldChar): the public blog search, and the back office's post and lead
 * searches on either database engine (server/db/store.ts), so "istanbul" finds "İstanbul" everywhere.
 */
export function foldSearchText(text: string): string {
  return fold(text).folded
}

/** Every place `needle` (folded) occurs in `text`, as [start, end) in the original text. */
function occurrences(text: string, needle: string): [number, number][] {
  const { folded, from } = fold(text)
  const out: [number, number][] = []
  let at = folded.indexOf(needle)
  while (at >= 0) {
    out.push([from[at], from[at + needle.length]])
    at = folded.indexOf(needle, at + needle.length)
  }
  return out
}

const EXCERPT_BEFORE = 60
const EXCERPT_LENGTH = 180

/** About EXCERPT_LENGTH characters of `text` around its first match, cut at spaces, with every match marked. */
function excerptOf(text: string, hits: [number, number][]): ExcerptPart[] {
  let start = hits.length ? Math.max(0, hits[0][0] - EXCERPT_BEFORE) : 0
  let end = Math.min(text.length, start + EXCERPT_LENGTH)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    if (space >= 0 && space < hits[0][0]) start = space + 1
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > (hits[0]?.[1] ?? start)) end = space
  }
  const parts: ExcerptPart[] = []
  const push = (part: ExcerptPart) => {
    if (part.text) parts.push(part)
  }
  let at = start
  for (const [s, e] of hits) {
    if (s < at || e > end) continue
    push({ text: text.slice(at, s) })
    push({ text: text.slice(s, e), match: true })
    at = e
  }
  push({ text: text.slice(at, end) })
  if (start > 0) parts.unshift({ text: '…' })
  if (end < text.length) parts.push({ text: '…' })
  // Neighbouring plain pieces joined, so a caller renders text, mark, text.
  return parts.reduce<ExcerptPart[]>((out, part) => {
    const last = out[out.length - 1]
    if (last && !last.match && !part.match) last.text += part.text
    else out.push({ ...part })
    return out
  }, [])
}

/** One post found by the search, with the excerpt to show under its title. */
export interface BlogSearchHit<T> {
  post: T
  excerpt: ExcerptPart[]
}

/**
 * The blog's search (the ruling in the decisions file): a post matches when its title, description or body contains
 * the searched text, in any case. Posts whose title matches come first, then the others, each group in the order
 * given (newest first). Each hit has an excerpt of the description or body with the matches marked; a post found by
 * its title alone shows the start of its description. The server runs it for the page and for the list call alike,
 * so both show the same results.
 */
export function searchPosts<T extends SearchablePost>(posts: readonly T[], q: string): BlogSearchHit<T>[] {
  const needle = fold(searchNeedle(q)).folded
  if (!needle) return posts.map((post) => ({ post, excerpt: [] }))
  const byTitle: BlogSearchHit<T>[] = []
  const byText: BlogSearchHit<T>[] = []
  for (const post of posts) {
    const inTitle = occurrences(post.title, needle).length > 0
    const inDescription = occurrences(post.description, needle)
    const inText = inDescription.length ? [] : occurrences(post.text, needle)
    if (!inTitle && !inDescription.length && !inText.length) continue
    const excerpt =
      inDescription.length || !inText.length ? excerptOf(post.description || post.text, inDescription) : excerptOf(post.text, inText)
    ;(inTitle ? byTitle : byText).push({ post, excerpt })
  }
  return [...byTitle, ...byText]
}
