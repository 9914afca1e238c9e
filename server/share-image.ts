/**
 * Share images: 1200x630 PNGs with the page's title and the firm's name on the brand's navy, over the page's own
 * illustration or cover photo when it has one. sharp (already used for uploaded covers) rasterises the SVG art and
 * sets the text with Pango from the DejaVu font the guide PDF embeds, so the result does not depend on the fonts
 * of the machine that builds or serves it.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import sharp from 'sharp'
import { SHARE_IMAGE_SIZE } from '../src/lib/share-images.ts'

const { width: W, height: H } = SHARE_IMAGE_SIZE
const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const SERIF_BOLD = path.join(fontDir, 'DejaVuSerif-Bold.ttf')
const SANS = path.join(fontDir, 'DejaVuSans.ttf')
const SANS_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf')

const NAVY = '#0f1f33'
const BRASS = '#b58a4c'
const BRASS_LIGHT = '#dcc095'
const SAND = '#faf7f2'

/** Text column: left of the cover's visible part, inside the frame. */
const TEXT_X = 80
const TEXT_WIDTH = 620
/** Width of the cover's part, on the right. */
const COVER_WIDTH = 460
const TITLE_TOP = 190
const TITLE_MAX_HEIGHT = 250

export interface ShareImageInput {
  title: string
  /** The firm's name, under the title (its published facts). */
  firm: string
  /** A short line above the title, e.g. "Service" or "Guide". */
  eyebrow: string
  /** The page's own illustration or cover photo (SVG, PNG, JPEG or WebP bytes). */
  cover?: Buffer | null
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Pango text as a transparent PNG of at most `width` pixels wide. */
async function textLayer(markup: string, font: string, fontfile: string, width: number, height?: number) {
  // With a height Pango fits the text into the box and chooses the size; otherwise the font's size at 72 dpi is pixels.
  const image = sharp({ text: { text: markup, font, fontfile, width, rgba: true, wrap: 'word', ...(height ? { height } : { dpi: 72 }) } })
  const { data, info } = await image.png().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The title at 60 px, or fitted into its box when a long title would run over the brand line. */
async function titleLayer(title: string) {
  const markup = `<span foreground="${SAND}">${escapeMarkup(title)}</span>`
  const natural = await textLayer(markup, 'DejaVu Serif Bold 60', SERIF_BOLD, TEXT_WIDTH)
  return natural.height <= TITLE_MAX_HEIGHT ? natural : textLayer(markup, 'DejaVu Serif Bold', SERIF_BOLD, TEXT_WIDTH, TITLE_MAX_HEIGHT)
}

function backdropSvg(hasCover: boolean): Buffer {
  // Beside a cover, the navy runs into the picture's left edge.
  const edge = (W - COVER_WIDTH) / W
  const shade = hasCover
    ? `<linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="${edge.toFixed(3)}" stop-color="${NAVY}"/><stop offset="${(edge + 0.12).toFixed(3)}" stop-color="${NAVY}" stop-opacity="0"/></linearGradient>`
    : `<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset=".6" stop-color="#172a43"/><stop offset="1" stop-color="#2b4566"/></linearGradient>`
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${shade}</defs>` +
      `<rect width="${W}" height="${H}" fill="url(#s)"/>` +
      `<rect x="36" y="36" width="${W - 72}" height="${H - 72}" fill="none" stroke="${BRASS}" stroke-opacity=".6" stroke-width="2"/>` +
      `<path d="M${TEXT_X} ${H - 150}h120" stroke="${BRASS}" stroke-width="3"/></svg>`,
  )
}

/** An SVG is rasterised just large enough to cover the image (no larger: that time is most of the drawing). */
async function coverDensity(cover: Buffer): Promise<number> {
  const { format, width = W, height = H } = await sharp(cover).metadata()
  return format === 'svg' ? Math.ceil(72 * Math.max(W / width, H / height)) : 72
}

/** A 1200x630 PNG for one page. */
export async function renderShareImage({ title, firm, eyebrow, cover }: ShareImageInput): Promise<Buffer> {
  const base = sharp({ create: { width: W, height: H, channels: 3, background: NAVY } })
  // The picture fills the right-hand part, beside the text rather than under it (a cover often has its own title).
  const picture = cover
    ? await sharp(cover, { density: await coverDensity(cover), limitInputPixels: 50_000_000 })
        .resize(COVER_WIDTH, H, { fit: 'cover' })
        .png()
        .toBuffer()
    : null
  const [eyebrowText, titleText, brand] = await Promise.all([
    textLayer(
      `<span foreground="${BRASS_LIGHT}" letter_spacing="3000">${escapeMarkup(eyebrow.toUpperCase())}</span>`,
      'DejaVu Sans Bold 24',
      SANS_BOLD,
      TEXT_WIDTH,
    ),
    titleLayer(title),
    textLayer(`<span foreground="${SAND}">${escapeMarkup(firm)}</span>`, 'DejaVu Sans 30', SANS, TEXT_WIDTH),
  ])
  return (
    base
      .composite([
        ...(picture ? [{ input: picture, top: 0, left: W - COVER_WIDTH }] : []),
        { input: backdropSvg(Boolean(picture)), top: 0, left: 0 },
        { input: eyebrowText.data, top: TITLE_TOP - eyebrowText.height - 24, left: TEXT_X },
        { input: titleText.data, top: TITLE_TOP, left: TEXT_X },
        { input: brand.data, top: H - 130, left: TEXT_X },
      ])
      .flatten({ background: NAVY })
      // zlib level 6: a tenth of level 9's time for 6 % more bytes.
      .png({ compressionLevel: 6 })
      .toBuffer()
  )
}

/** Where covers are read from: the files under one URL prefix, by their name below it (null when missing). */
export interface CoverRoot {
  prefix: string
  read: (name: string) => Promise<Buffer | null>
}

/** A folder's files by their path below it; nothing outside the folder. */
export function fromFolder(dir: string): CoverRoot['read'] {
  return async (name) => {
    const file = path.join(dir, name)
    if (!file.startsWith(dir + path.sep)) return null
    return readFile(file).catch(() => null)
  }
}

/** Reads a cover by its URL path from the stores that serve it; null for anything else or a missing file. */
export async function readCover(url: string | undefined, roots: CoverRoot[]): Promise<Buffer | null> {
  if (!url || !url.startsWith('/')) return null
  const root = roots.find(({ prefix }) => url.startsWith(prefix))
  return root ? root.read(url.slice(root.prefix.length)) : null
}

/** What one page's share image shows; null when there is no such page. */
export type SharePage = (slug: string) => Promise<{ title: string; firm: string; coverUrl?: string } | null>

/** Share images kept in memory per kind, at most this many (about 130 KB each). */
const CACHED_IMAGES = 64

/**
 * GET /media/share/<kind>/<slug>.png: a page's share image, drawn on first request from its title and cover and
 * kept until either (or the firm's name) changes. Drawing on request rather than on publish or at build time means
 * one path for seeded, imported and back-office posts and content, a renamed service or guide needs no build, and
 * nothing is left to clean up when a page is renamed or withdrawn.
 */
export function shareImages(eyebrow: string, page: SharePage, coverRoots: CoverRoot[]) {
  const cache = new Map<string, { key: string; png: Promise<Buffer> }>()
  return async (slug: string): Promise<Buffer | null> => {
    const found = await page(slug)
    if (!found) return null
    const { title, firm, coverUrl } = found
    const key = `${title}\n${firm}\n${coverUrl ?? ''}`
    const hit = cache.get(slug)
    if (hit?.key === key) return hit.png
    if (cache.size >= CACHED_IMAGES) cache.delete(cache.keys().next().value!)
    const png = readCover(coverUrl, coverRoots).then((cover) => renderShareImage({ title, firm, eyebrow, cover }))
    png.catch(() => cache.delete(slug))
    cache.set(slug, { key, png })
    return png
  }
}
