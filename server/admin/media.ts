import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** Sizes the blog shows a cover at: the article (and its Open Graph image) 1200×630, the cards 640×360. */
export const COVER_SIZES = [
  { width: 1200, height: 630 },
  { width: 640, height: 360 },
] as const

export class UploadError extends Error {}

/** The file's type from its first bytes; the name and the browser's Content-Type are not trusted. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16))
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  return null
}

/**
 * Re-encodes an uploaded cover image to WebP at each size the pages use (cropped to fill), so what is served is
 * always an image we made: metadata (camera, GPS) is dropped and a file that only looks like an image fails here.
 * Files are named by their content hash, so they can be cached for a year. Returns the article-size URL.
 */
export async function storeCoverImage(mediaDir: string, bytes: Uint8Array): Promise<{ url: string; files: string[] }> {
  if (bytes.byteLength === 0) throw new UploadError('The file is empty.')
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadError('The image is larger than 5 MB. Make it smaller and try again.')
  if (!sniffImageType(bytes)) throw new UploadError('This file is not a JPEG, PNG or WebP image.')
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
  await mkdir(mediaDir, { recursive: true })
  const files: string[] = []
  try {
    for (const size of COVER_SIZES) {
      const out = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer()
      const name = `${id}-${size.width}.webp`
      await writeFile(path.join(mediaDir, name), out)
      files.push(name)
    }
  } catch (error) {
    if (error instanceof UploadError) throw error
    throw new UploadError('The image could not be read. It may be damaged; try saving it again as JPEG or PNG.')
  }
  return { url: `/media/uploads/${files[0]}`, files }
}
