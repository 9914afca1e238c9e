import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import sharp, { type OutputInfo } from 'sharp'
import { MediaStoreError, UPLOADS_PATH, type MediaStore } from '../media/media-store.ts'
import { createLogger, type Logger } from '../log.ts'
import { bodyLimit } from 'hono/body-limit'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

const TOO_LARGE = 'The image is larger than 5 MB. Make it smaller and try again.'

/** Every upload route's limit: the file's 5 MB and room for the form around it, refused in the same words. */
export const uploadBodyLimit = () =>
  bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: (c) => c.json({ ok: false, error: TOO_LARGE }, 413) })

/** The upload's file from a multipart body, or null when none was sent. */
export async function uploadedFile(c: Context): Promise<{ file: File; body: Record<string, unknown> } | null> {
  const body = await c.req.parseBody().catch(() => null)
  return body?.file instanceof File ? { file: body.file, body } : null
}

export const NO_FILE = 'Choose an image file to upload.'

/** Sizes the blog shows a cover at: the article (and its Open Graph image) 1200×630, the cards 640×360. */
export const COVER_SIZES = [
  { width: 1200, height: 630 },
  { width: 640, height: 360 },
] as const

/** A file the back office refuses (415) or could not store (503), with the sentence the staff member reads. */
export class UploadError extends Error {
  readonly status: 415 | 503
  constructor(message: string, status: 415 | 503 = 415) {
    super(message)
    this.status = status
  }
}

/** The file's type from its first bytes; the name and the browser's Content-Type are not trusted. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16))
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  return null
}

/** What the staff member reads when the store failed; the cause goes to the log. */
export const STORE_FAILED =
  'The image could not be saved: the file storage is not available. Nothing was stored; try again in a few minutes, and if it keeps failing, tell whoever runs the site.'

/** The checks every upload passes before it is decoded: not empty, not over 5 MB, a JPEG, PNG or WebP by its bytes. */
function checkUpload(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw new UploadError('The file is empty.')
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadError(TOO_LARGE)
  if (!sniffImageType(bytes)) throw new UploadError('This file is not a JPEG, PNG or WebP image.')
  return createHash('sha256').update(bytes).digest('hex').slice(0, 20)
}

/** Today's encoding of every upload: turned upright by its EXIF, WebP at quality 80, no metadata kept. */
const encoder = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: 50_000_000 }).rotate()

const UNREADABLE = 'The image could not be read. It may be damaged; try saving it again as JPEG or PNG.'

/**
 * Stores the re-encoded files of one upload. The same picture uploaded again has the same names: what is there
 * already (perhaps on a published post) is kept and never removed by this upload's clean-up; a failed store removes
 * what this upload stored, so a page never points at half an upload.
 */
async function storeFiles(store: MediaStore, images: { name: string; body: Uint8Array<ArrayBuffer> }[], log: Logger) {
  const added: string[] = []
  try {
    for (const { name, body } of images) {
      if (await store.has(name)) continue
      await store.put(name, body, 'image/webp')
      added.push(name)
    }
  } catch (error) {
    log.error('media: upload not stored', { error })
    for (const name of added) {
      await store
        .delete(name)
        .catch((cleanup: Error) => log.error(`media: could not remove ${name} after a failed upload`, { error: cleanup }))
    }
    throw error instanceof MediaStoreError ? new UploadError(STORE_FAILED, 503) : error
  }
}

/**
 * Re-encodes an uploaded cover image to WebP at each size the pages use (cropped to fill), so what is served is
 * always an image we made: metadata (camera, GPS) is dropped and a file that only looks like an image fails here.
 * Files are named by the upload's content hash, so they can be cached for a year. All sizes are made before any is
 * stored. Returns the article-size URL.
 */
export async function storeCoverImage(
  store: MediaStore,
  bytes: Uint8Array,
  log: Logger = createLogger(),
): Promise<{ url: string; files: string[] }> {
  const id = checkUpload(bytes)
  const images: { name: string; body: Uint8Array<ArrayBuffer> }[] = []
  try {
    for (const size of COVER_SIZES) {
      const body = await encoder(bytes)
        .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer()
      images.push({ name: `${id}-${size.width}.webp`, body: new Uint8Array(body) })
    }
  } catch {
    throw new UploadError(UNREADABLE)
  }
  await storeFiles(store, images, log)
  const files = images.map((image) => image.name)
  return { url: `${UPLOADS_PATH}/${files[0]}`, files }
}

/** The longest side a library image is kept at: twice the widest place an image is shown (a 800 px column). */
export const LIBRARY_MAX_SIDE = 1600

/**
 * Re-encodes an image for the media library (ADR 36, 3.3) the way covers are, but uncropped: one WebP whose longest
 * side is at most LIBRARY_MAX_SIDE, since a portrait and a banner are cut differently where they are shown (with the
 * image's focal point as `object-position`). Returns the file's name and size.
 */
export async function storeLibraryImage(
  store: MediaStore,
  bytes: Uint8Array,
  log: Logger = createLogger(),
): Promise<{ file: string; width: number; height: number }> {
  const id = checkUpload(bytes)
  let encoded: { data: Buffer; info: OutputInfo }
  try {
    encoded = await encoder(bytes)
      .resize(LIBRARY_MAX_SIDE, LIBRARY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new UploadError(UNREADABLE)
  }
  const file = `${id}-${encoded.info.width}.webp`
  await storeFiles(store, [{ name: file, body: new Uint8Array(encoded.data) }], log)
  return { file, width: encoded.info.width, height: encoded.info.height }
}
