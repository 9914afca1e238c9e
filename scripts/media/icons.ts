/**
 * The raster icons browsers and search engines ask for, drawn by the build from the one logo, public/favicon.svg:
 * /favicon.ico (browsers and crawlers request it whatever the head says), /apple-touch-icon.png (iOS home screen,
 * opaque because iOS paints transparency black) and /media/logo.png (the LegalService `logo`; search engines do
 * not take SVG). A file of the same name in public/ wins, as for all media.
 */
import { access, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { LOGO_PATH } from '../../src/lib/structured-data.ts'

const ICO_SIZES = [16, 32, 48]
const NAVY = '#0f1f33'

/** An ICO file holding PNG images (allowed since Windows Vista, read by every current browser). */
export function icoOf(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)])
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

export async function writeIcons(clientDir: string): Promise<string[]> {
  const svg = await readFile(path.join(clientDir, 'favicon.svg'))
  const png = (size: number, opaque = false) => {
    const image = sharp(svg, { density: Math.ceil((72 * size) / 40) }).resize(size, size)
    return (opaque ? image.flatten({ background: NAVY }) : image).png({ compressionLevel: 9 }).toBuffer()
  }
  const outputs: [string, () => Promise<Buffer>][] = [
    ['favicon.ico', async () => icoOf(await Promise.all(ICO_SIZES.map(async (size) => ({ size, data: await png(size) }))))],
    // iOS rounds the corners itself: the square is filled edge to edge with the logo's own colour.
    ['apple-touch-icon.png', () => sharp(svg, { density: 360 }).resize(180, 180).flatten({ background: '#b58a4c' }).png().toBuffer()],
    [LOGO_PATH.slice(1), () => png(512)],
  ]
  const written: string[] = []
  for (const [name, make] of outputs) {
    const file = path.join(clientDir, name)
    if (await exists(file)) continue
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, await make())
    written.push(name)
  }
  return written
}
