import sanitizeHtml from 'sanitize-html'

/**
 * Blog HTML is sanitised before it is stored and again before it is served, so a stored script, event handler
 * or javascript: link never reaches a visitor. Allowed: the article subset the site styles.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'span',
    'sup',
    'sub',
    // Isolates a Latin name, address or number inside right-to-left text (Arabic posts), so it does not scramble.
    'bdi',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    // <bdi dir="ltr"> around a range of numbers or times in Arabic: without it <bdi> guesses the direction from the
    // first letter, and "09:00–20:00" has none, so it would still read "20:00–09:00".
    bdi: ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The article's <h1> is the page title; demote any in the body so each page keeps one <h1>.
    h1: 'h2',
    // Only a direction there is: sanitize-html's own list of values would keep an empty `dir` for any other.
    bdi: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {}
      if (['ltr', 'rtl', 'auto'].includes(attribs.dir ?? '')) kept.dir = attribs.dir
      return { tagName, attribs: kept }
    },
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : { ...attribs, target: '', rel: '' },
      }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
}

/**
 * The one sanitiser of rich text (ADR 36, 2.3): posts and the content documents' Markdown bodies, once rendered,
 * go through the same options.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).replace(/ (target|rel)=""/g, '')
}

/** A post's HTML, sanitised as all rich text is. */
export const sanitizePostHtml = sanitizeRichText
