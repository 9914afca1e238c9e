import type { MiddlewareHandler } from 'hono'

/** The URL path uploaded images are served under, whichever store holds them; pages keep these URLs. */
export const UPLOADS_PATH = '/media/uploads'

/**
 * Where the back office keeps uploaded images: DATA_DIR/media on this machine (the default) or an S3-compatible
 * bucket that every instance shares (docs/decisions/0031-media-storage.md). Names are bare file names
 * (`<content hash>-<width>.webp`); a name with a path in it is refused.
 */
export interface MediaStore {
  /** For logs: "DATA_DIR/media (/srv/site/data/media)" or "bucket media at https://…". */
  readonly where: string
  has(name: string): Promise<boolean>
  put(name: string, body: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>
  delete(name: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>
  /** GET and HEAD of UPLOADS_PATH/<name>, with a year's cache, an ETag and 304; a missing file falls through. */
  serve(): MiddlewareHandler
  /** Null when the store can be used, else a sentence for the log (asked once at start). */
  check(): Promise<string | null>
}

/** The store could not be reached or refused the request; the message is for the log, not for the staff member. */
export class MediaStoreError extends Error {}

const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

export function isMediaName(name: string): boolean {
  return MEDIA_NAME.test(name) && !name.includes('..')
}

export function checkedName(name: string): string {
  if (!isMediaName(name)) throw new MediaStoreError(`not a media file name: ${JSON.stringify(name)}`)
  return name
}

/** The file name of an URL path under UPLOADS_PATH, or null for any other path. */
export function uploadName(urlPath: string): string | null {
  if (!urlPath.startsWith(`${UPLOADS_PATH}/`)) return null
  const name = urlPath.slice(UPLOADS_PATH.length + 1)
  return isMediaName(name) ? name : null
}
