/**
 * The build's share images: one 1200x630 PNG per service and guide (src/lib/share-images.ts says where), drawn
 * by server/share-image.ts over the page's own illustration. Articles get theirs from the server on request.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { services } from '../../src/content/en/services.ts'
import { guides } from '../../src/content/en/guides.ts'
import { serviceImage } from '../../src/content/en/service-catalogue.ts'
import { guideImage } from '../../src/content/page-index.ts'
import { shareImagePath, type ShareKind } from '../../src/lib/share-images.ts'
import { renderShareImage } from '../../server/share-image.ts'

interface SharePage {
  kind: ShareKind
  slug: string
  title: string
  eyebrow: string
  cover: string
}

export function sharePages(): SharePage[] {
  return [
    ...services.map((s) => ({ kind: 'services' as const, slug: s.slug, title: s.title, eyebrow: 'Service', cover: serviceImage(s.slug) })),
    ...guides.map((g) => ({ kind: 'guides' as const, slug: g.slug, title: g.title, eyebrow: 'Free guide', cover: guideImage(g.slug) })),
  ]
}

/** Writes every page's image under `clientDir` (the build's public files); the covers are read from there too. */
export async function writeShareImages(clientDir: string): Promise<number> {
  const pages = sharePages()
  await Promise.all(
    pages.map(async (page) => {
      const cover = await readFile(path.join(clientDir, page.cover)).catch(() => null)
      const file = path.join(clientDir, shareImagePath(page.kind, page.slug))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, await renderShareImage({ title: page.title, eyebrow: page.eyebrow, cover }))
    }),
  )
  return pages.length
}
