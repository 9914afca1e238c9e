/**
 * A received e-mail read as a mail program reads it: headers unfolded with their RFC 2047 words decoded, multipart
 * bodies split into their parts, each part's body decoded (base64, quoted-printable) to text. Enough for the
 * messages nodemailer writes; not a general MIME parser.
 */
export interface MimePart {
  /** Lower-case header name to its unfolded, decoded value (the first of a repeated header). */
  headers: Map<string, string>
  /** The media type, lower case ("text/plain"), and its parameters (`method`, `charset`, `name`). */
  type: string
  params: Record<string, string>
  /** The decoded body of a leaf part as text; '' for a multipart. */
  body: string
  /** The same body's bytes (an attachment such as a PDF); empty for a multipart. */
  bytes: Buffer
  parts: MimePart[]
}

const qpBytes = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  )

/** RFC 2047 encoded words ("=?UTF-8?Q?...?=", "=?UTF-8?B?...?="); the white space between two of them goes. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      (enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qpBytes(text.replace(/_/g, ' '))).toString('utf8'),
    )
}

function parameters(value: string): { type: string; params: Record<string, string> } {
  const [type = '', ...rest] = value.split(';')
  const params: Record<string, string> = {}
  for (const param of rest) {
    const at = param.indexOf('=')
    if (at > 0)
      params[param.slice(0, at).trim().toLowerCase()] = param
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
  }
  return { type: type.trim().toLowerCase(), params }
}

export function parseMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw)
  const head = split ? raw.slice(0, split.index) : raw
  const content = split ? raw.slice(split.index + split[0].length) : ''
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':')
    const name = line.slice(0, at).trim().toLowerCase()
    if (at > 0 && !headers.has(name)) headers.set(name, decodeWords(line.slice(at + 1).trim()))
  }
  const { type, params } = parameters(headers.get('content-type') ?? 'text/plain')
  if (type.startsWith('multipart/') && params.boundary) {
    const parts = content
      .split(new RegExp(`^--${params.boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \t]*\\r?$`, 'm'))
      .slice(1, -1)
      .map((part) => parseMime(part.replace(/^\r?\n/, '')))
    return { headers, type, params, body: '', bytes: Buffer.alloc(0), parts }
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? qpBytes(content)
        : Buffer.from(content)
  return { headers, type, params, body: bytes.toString('utf8').replace(/\r?\n$/, ''), bytes, parts: [] }
}

/** Every leaf part of a message, in order. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts)
}
