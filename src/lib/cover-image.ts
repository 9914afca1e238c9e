import type { BlogImage } from './blog.ts'

/**
 * A post's cover image is a file of this site under /media/: an upload (`/media/uploads/<hash>-1200.webp`, see
 * server/admin/media.ts) or one of the site's own pictures (`/media/blog/<slug>.svg`, the seed posts'). Nothing
 * else: an address on another site (`https://`, or `//host/…`, which a browser reads as one) would tell that site
 * who reads the post and is blocked by the pages' Content-Security-Policy anyway (img-src 'self'); `javascript:`,
 * `data:`, backslashes (read as `/` by browsers) and spaces or control characters (which browsers drop inside an
 * address) never match. Path segments start with a letter or digit, so no `.` or `..` segment gets through.
 */
const COVER_IMAGE_PATH = /^\/media(?:\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*)+\.(?:webp|png|jpe?g|svg|avif|gif)$/i

export const COVER_IMAGE_RULE = 'Upload the image here: a cover image must be a file of this site (an address starting with /media/).'

export function isCoverImageUrl(url: string): boolean {
  return url.length <= 500 && COVER_IMAGE_PATH.test(url)
}

/** The images a public page may show: a stored value that breaks the rule (a row written before it) is left out. */
export function shownImages(images: BlogImage[]): BlogImage[] {
  return images.filter((image) => typeof image?.imageUrl === 'string' && isCoverImageUrl(image.imageUrl))
}
