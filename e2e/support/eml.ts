/**
 * The leaf parts of an .eml message as the server wrote it (nodemailer's MIME): each part's content type, file
 * name and decoded bytes, so a test reads an e-mail's text and its attachments as the visitor's mail program would.
 */
export interface MailPart {
  type: string
  filename: string | null
  body: Buffer
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i], 'utf8'))
  }
  return Buffer.from(bytes)
}

export function mailParts(eml: string): MailPart[] {
  const boundaries = [...eml.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1])
  let chunks = [eml]
  for (const boundary of boundaries) chunks = chunks.flatMap((c) => c.split(`--${boundary}`))
  return chunks.flatMap((chunk) => {
    const split = /\r?\n\r?\n/.exec(chunk)
    if (!split) return []
    const headers = chunk.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ')
    const type = /^Content-Type:\s*([^;\s]+)/im.exec(headers)?.[1]?.toLowerCase()
    if (!type || type.startsWith('multipart/')) return []
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
    const raw = chunk.slice(split.index + split[0].length)
    const body =
      encoding === 'base64'
        ? Buffer.from(raw.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(raw)
          : Buffer.from(raw, 'utf8')
    return [{ type, filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? null, body }]
  })
}
