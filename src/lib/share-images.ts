/**
 * Where each page's share image (Open Graph, Twitter and the BlogPosting `image`) lives: a 1200x630 PNG per
 * service, guide and article, each drawn by the server on its first request (server/share-image.ts), so a post or
 * a renamed service published in the back office has one at once.
 */
export type ShareKind = 'services' | 'guides' | 'blog'

export const SHARE_IMAGE_PREFIX = '/media/share'
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

export function shareImagePath(kind: ShareKind, slug: string): string {
  return `${SHARE_IMAGE_PREFIX}/${kind}/${slug}.png`
}
