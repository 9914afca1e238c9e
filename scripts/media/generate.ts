/**
 * Generates all of the site's media from code (no downloads):
 *   public/media/**  (SVG illustrations, social preview JPEG, background videos)
 *   public/favicon.svg
 *
 *   npm run media              # write only missing files
 *   npm run media -- --force   # regenerate everything
 *
 * Existing files are never overwritten without --force, so the firm can
 * replace any image or video by dropping in a file of the same name.
 * Output is deterministic: randomness is seeded from each file's name.
 * Videos and the JPEG need Debian's ffmpeg (apt-get install -y ffmpeg).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  blogSvg,
  caseStudySvg,
  faviconSvg,
  groupSvg,
  guideSvg,
  mapPlaceholderSvg,
  navAboutSvg,
  navTeamSvg,
  ogSvg,
  portraitSvg,
  serviceSvg,
} from './art.ts'
import type { PortraitSpec } from './art.ts'
import { site } from '../../src/config/site.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PUBLIC = path.join(ROOT, 'public')
const MEDIA = path.join(PUBLIC, 'media')
const BLOG_DIR = path.join(ROOT, 'server', 'blog', 'seed-posts')
const FORCE = process.argv.includes('--force')
/** --only=TEXT limits the run to output paths containing TEXT, e.g. --force --only=video/hero */
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? ''
/** --svg-only skips the JPEG and the videos (handy while tweaking drawings). */
const SVG_ONLY = process.argv.includes('--svg-only')

const SVG_BUDGET = 6 * 1024
const VIDEO_BUDGET = 1.5 * 1024 * 1024
const OG_BUDGET = 120 * 1024

const written: string[] = []
const kept: string[] = []
const problems: string[] = []

const rel = (file: string): string => path.relative(ROOT, file)

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`
}

/** True when the file should be (re)generated; records kept files. */
function needsWrite(file: string): boolean {
  if (ONLY && !rel(file).includes(ONLY)) return false
  if (!FORCE && existsSync(file)) {
    kept.push(file)
    return false
  }
  return true
}

/** Temporary sibling path that keeps the extension (ffmpeg picks the format from it). */
function tempPath(file: string): string {
  const ext = path.extname(file)
  return path.join(path.dirname(file), `.${path.basename(file, ext)}.tmp-${process.pid}${ext}`)
}

function commit(tmp: string, file: string): void {
  renameSync(tmp, file)
  written.push(file)
}

function writeText(file: string, content: string): void {
  if (!needsWrite(file)) return
  mkdirSync(path.dirname(file), { recursive: true })
  const tmp = tempPath(file)
  writeFileSync(tmp, content)
  commit(tmp, file)
  const size = Buffer.byteLength(content)
  if (file.endsWith('.svg') && size > SVG_BUDGET) problems.push(`${rel(file)} is ${formatSize(size)} (budget ${formatSize(SVG_BUDGET)})`)
}

const titleCase = (slug: string): string =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

// ---------------------------------------------------------------------------
// SVG plans
// ---------------------------------------------------------------------------

const SERVICES: Record<string, string> = {
  'company-establishment': 'buildings',
  'corporate-partnership-law': 'links',
  'e-commerce-law': 'browser',
  'mergers-and-acquisitions': 'merge',
  'real-estate-construction-law': 'crane',
  'bankruptcy-and-foreclosure-law': 'gavel',
  'banking-finance-law': 'bank',
  'vat-exemption-services': 'receipt',
  'labor-law': 'briefcase',
  'trademark-registration': 'stamp',
  'work-permit-in-turkey-for-employers': 'buildings',
  'maritime-yacht-services': 'yacht',
  'rental-contracts': 'key',
  'bank-account-services': 'card',
  'diploma-equalization-services': 'gradCap',
  'real-property-sales-title-deed-transfers': 'document',
  'international-car-transfers': 'car',
  'criminal-law-services': 'scales',
  deportation: 'plane',
  'inheritance-law': 'familyTree',
  'family-law': 'family',
  'work-permit-in-turkey-for-employees': 'idCard',
  'turkish-citizienship': 'passport',
  'turkish-residence-permit': 'residence',
  'greece-golden-visa': 'temple',
  'uae-golden-visa': 'skyline',
  'saint-kitts-and-nevis-citizienship-by-investment': 'palmIsland',
  'portugal-golden-visa': 'tower',
  'saint-luca-citizienship': 'pitons',
}

// Work permits for employers and employees should not look identical.
const SERVICE_OVERRIDES: Record<string, string> = {
  'work-permit-in-turkey-for-employers': 'briefcase',
  'labor-law': 'scales',
  'criminal-law-services': 'gavel',
  'bankruptcy-and-foreclosure-law': 'coins',
}

const CASE_STUDIES: Record<string, [string, string]> = {
  'from-homeowner-to-successfull-airbnb-host-a-legal-journey': ['key', 'house'],
  'bridging-cultures-fulfilling-dreams-of-homeownership-in-turkey': ['bridge', 'house'],
  'wei-journey-to-turkish-citizenship': ['map', 'passport'],
  'amara-journey-with-private-banking-in-turkey': ['card', 'bank'],
  'reclaiming-a-legacy-the-journey-of-selim': ['document', 'familyTree'],
  'a-journey-to-reclaim-identity-helping-a-dual-citizen-change-his-name': ['passport', 'idCard'],
  'a-swift-return-overturning-an-unfair-entry-ban': ['gavel', 'plane'],
  'assisting-a-palestinian-client-in-purchasing-property-in-turkey': ['map', 'house'],
}

const GUIDES: Record<string, { title: string[]; motif: string }> = {
  'real-estate-guide': { title: ['Real Estate', 'Guide'], motif: 'house' },
  'business-in-turkey': { title: ['Doing Business', 'in Turkey'], motif: 'buildings' },
  'turkish-residence-permit-checklist': { title: ['Residence Permit', 'Checklist'], motif: 'residence' },
}

const GROUPS: Record<string, [string, string, string]> = {
  corporate: ['buildings', 'bank', 'briefcase'],
  individual: ['scales', 'family', 'house'],
  citizenship: ['passport', 'plane', 'map'],
}

const TEAM: Record<string, PortraitSpec> = {
  'selin-aksoy': {
    bg: '#2b4566',
    bg2: '#172a43',
    skin: '#e9c7a6',
    hair: '#3a2a22',
    hairStyle: 'long',
    jacket: '#0f1f33',
    shirt: '#faf7f2',
    accent: '#dcc095',
  },
  'emre-kaya': {
    bg: '#5d7799',
    bg2: '#3f5878',
    skin: '#d9ac86',
    hair: '#2a211d',
    hairStyle: 'short',
    jacket: '#172a43',
    shirt: '#f2efe8',
    tie: '#b58a4c',
    accent: '#faf7f2',
  },
  'deniz-arslan': {
    bg: '#dcc095',
    bg2: '#c9a774',
    skin: '#e3b892',
    hair: '#5a4030',
    hairStyle: 'wavy',
    jacket: '#2b4566',
    shirt: '#e9dfcf',
    accent: '#0f1f33',
  },
  'zeynep-celik': {
    bg: '#e9dfcf',
    bg2: '#d8c9b0',
    skin: '#f0d0b2',
    hair: '#6b4a35',
    hairStyle: 'bun',
    jacket: '#b58a4c',
    shirt: '#faf7f2',
    accent: '#2b4566',
  },
  'omar-haddad': {
    bg: '#172a43',
    bg2: '#0f1f33',
    skin: '#bf8a63',
    hair: '#1f1a18',
    hairStyle: 'crop',
    beard: true,
    jacket: '#2b4566',
    shirt: '#dcc095',
    accent: '#b58a4c',
  },
}

/** Keyword rules for blog posts (first match wins; slug is checked before the image alt text). */
const BLOG_RULES: [RegExp, string][] = [
  [/inherit|estate-of|heir/, 'familyTree'],
  [/divorce|custody/, 'scales'],
  [/marriage|family/, 'family'],
  [/(^|-)cars?(-|$)|vehicle/, 'car'],
  [/trademark|brand/, 'stamp'],
  [/bank-account|account/, 'card'],
  [/deposit|investment|bank/, 'coins'],
  [/citizenship|passport/, 'passport'],
  [/entry-ban/, 'gavel'],
  [/deport/, 'plane'],
  [/work-permit|employ/, 'idCard'],
  [/residence|visa/, 'residence'],
  [/company|business|corporate/, 'buildings'],
  [/contract/, 'document'],
  [/rent|tenant|lease/, 'key'],
  [/property|real-estate|title-deed|home/, 'house'],
  [/court|criminal|lawsuit/, 'gavel'],
  [/tax|vat/, 'receipt'],
  [/yacht|marine|maritime/, 'yacht'],
]
const BLOG_FALLBACK = ['document', 'scales', 'stamp', 'map']

function blogMotif(slug: string, markdown: string): string {
  for (const [re, m] of BLOG_RULES) if (re.test(slug)) return m
  const alt = /^imageAlt:\s*(.*)$/m.exec(markdown)?.[1]?.toLowerCase() ?? ''
  for (const [re, m] of BLOG_RULES) if (re.test(alt)) return m
  let h = 0
  for (const ch of slug) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return BLOG_FALLBACK[h % BLOG_FALLBACK.length]
}

function writeSvgs(): void {
  for (const [slug, base] of Object.entries(SERVICES)) {
    const m = SERVICE_OVERRIDES[slug] ?? base
    writeText(path.join(MEDIA, 'services', `${slug}.svg`), serviceSvg(slug, m, `Abstract illustration: ${titleCase(slug)}`))
  }
  for (const [slug, [from, to]] of Object.entries(CASE_STUDIES)) {
    writeText(path.join(MEDIA, 'case-studies', `${slug}.svg`), caseStudySvg(slug, from, to, `Abstract illustration of a client journey`))
  }
  for (const [slug, g] of Object.entries(GUIDES)) {
    writeText(path.join(MEDIA, 'guides', `${slug}.svg`), guideSvg(slug, g.title, g.motif, `${g.title.join(' ')} cover`))
  }
  for (const [name, [main, left, right]] of Object.entries(GROUPS)) {
    writeText(path.join(MEDIA, 'groups', `${name}.svg`), groupSvg(name, main, left, right, `Abstract illustration: ${name} services`))
  }
  writeText(path.join(MEDIA, 'nav', 'about-us.svg'), navAboutSvg())
  writeText(path.join(MEDIA, 'nav', 'our-team.svg'), navTeamSvg())
  for (const [id, spec] of Object.entries(TEAM)) {
    writeText(path.join(MEDIA, 'team', `${id}.svg`), portraitSvg(id, `Stylised portrait placeholder: ${titleCase(id)}`, spec))
  }
  const posts = existsSync(BLOG_DIR)
    ? readdirSync(BLOG_DIR)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : []
  if (posts.length === 0) problems.push(`no blog posts found in ${rel(BLOG_DIR)}`)
  for (const file of posts) {
    const slug = file.slice(0, -3)
    const md = readFileSync(path.join(BLOG_DIR, file), 'utf8')
    writeText(path.join(MEDIA, 'blog', `${slug}.svg`), blogSvg(slug, blogMotif(slug, md), `Abstract illustration: ${titleCase(slug)}`))
  }
  writeText(path.join(MEDIA, 'map-placeholder.svg'), mapPlaceholderSvg())
  writeText(path.join(PUBLIC, 'favicon.svg'), faviconSvg())
}

// ---------------------------------------------------------------------------
// ffmpeg helpers
// ---------------------------------------------------------------------------

function findFfmpeg(): string | null {
  for (const candidate of ['ffmpeg', '/usr/bin/ffmpeg']) {
    const res = spawnSync(candidate, ['-hide_banner', '-version'], { encoding: 'utf8' })
    if (!res.error && res.status === 0) return candidate
  }
  return null
}

function runFfmpeg(ffmpeg: string, args: string[]): boolean {
  const res = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.error || res.status !== 0) {
    const msg = (res.stderr || String(res.error ?? '')).trim().split('\n').slice(-4).join('\n')
    problems.push(`ffmpeg failed: ${msg}`)
    return false
  }
  return true
}

/** True when ffmpeg can decode SVG (Debian's build uses librsvg: "librsvg ... (codec svg)"). */
function canReadSvg(ffmpeg: string): boolean {
  const res = spawnSync(ffmpeg, ['-hide_banner', '-decoders'], { encoding: 'utf8' })
  return /\(codec svg\)|^\s*\S+\s+svg\s/m.test(res.stdout ?? '')
}

function writeOgJpeg(ffmpeg: string): void {
  const file = path.join(MEDIA, 'og-default.jpg')
  if (!needsWrite(file)) return
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'og-'))
  const tmp = tempPath(file)
  try {
    let ok = false
    const svgOk = canReadSvg(ffmpeg)
    if (!svgOk) console.log('  ffmpeg cannot read SVG (no librsvg); drawing the social preview with drawtext instead')
    for (const q of [3, 5, 8, 12]) {
      let args: string[]
      if (svgOk) {
        const svg = path.join(tmpDir, 'og.svg')
        writeFileSync(svg, ogSvg())
        args = ['-i', svg, '-frames:v', '1', '-vf', 'scale=1200:630,format=yuvj420p', '-q:v', String(q), tmp]
      } else {
        // Fallback without librsvg: draw the card with lavfi sources and drawtext.
        const font = [
          '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
          '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
        ].find((f) => existsSync(f))
        const text = font
          ? `,drawtext=fontfile=${font}:text='${site.name}':fontcolor=0xfaf7f2:fontsize=80:x=110:y=260` +
            `,drawtext=fontfile=${font}:text='Legal services for foreign clients in Turkey':fontcolor=0xdcc095:fontsize=36:x=110:y=420`
          : ''
        args = [
          '-f',
          'lavfi',
          '-i',
          `color=c=0x172a43:s=1200x630:d=1,drawbox=x=36:y=36:w=1128:h=558:color=0xb58a4c@0.6:t=2,drawbox=x=112:y=390:w=140:h=3:color=0xb58a4c:t=fill${text}`,
          '-frames:v',
          '1',
          '-vf',
          'format=yuvj420p',
          '-q:v',
          String(q),
          tmp,
        ]
      }
      if (!runFfmpeg(ffmpeg, args)) break
      if (statSync(tmp).size <= OG_BUDGET) {
        ok = true
        break
      }
    }
    if (ok) commit(tmp, file)
    else problems.push(`could not produce ${rel(file)} under ${formatSize(OG_BUDGET)}`)
  } finally {
    rmSync(tmpDir, { recursive: true, force: true })
    rmSync(tmp, { force: true })
  }
}

// ---------------------------------------------------------------------------
// Videos
//
// Per-pixel expressions (geq) are slow, so they are only used for still
// textures and sprites (and one 2-second water loop), rendered once to PNG in
// a temporary folder. The motion comes from cheap filters: a rotating
// `gradients` source, sprites moved with `overlay` expressions, `crop` pans,
// `scroll`, `rotate` and alpha fades. Every movement is periodic in 10 s, so
// the videos loop seamlessly.
// ---------------------------------------------------------------------------

type RGB = readonly [number, number, number]

const C = {
  navy900: [15, 31, 51],
  navy800: [23, 42, 67],
  navy600: [43, 69, 102],
  slate: [93, 119, 153],
  brass: [181, 138, 76],
  brassLight: [220, 192, 149],
  sand: [250, 247, 242],
} satisfies Record<string, RGB>

const DURATION = 10
const FPS = 24
const VW = 960
const VH = 540
/** One full turn per loop, in radians per frame (for the gradients source). */
const TURN_PER_FRAME = (2 * Math.PI) / (DURATION * FPS)
/** Phase expression for overlay/crop filters (t in seconds). */
const PH = `(2*PI*t/${DURATION})`

/** Linear mix written so that `a` appears once (keeps nested expressions short). */
const mix = (a: string | number, b: string | number, t: string | number): string => `((${a})*(1-(${t}))+(${b})*(${t}))`
const hex = (c: RGB): string => '0x' + c.map((v) => v.toString(16).padStart(2, '0')).join('')

type Texture = {
  name: string
  w: number
  h: number
  /** 1 = still image (looped for 10 s); more = short animation looped with the loop filter */
  frames: number
  /** geq options: r, g, b, a expressions */
  geq: [string, string, string, string]
}

const rgbaGeq = (col: RGB, alpha: string): [string, string, string, string] => [String(col[0]), String(col[1]), String(col[2]), alpha]
const perChannel = (f: (i: number) => string, alpha = '255'): [string, string, string, string] => [f(0), f(1), f(2), alpha]
const DIST = 'hypot(X-W/2,Y-H/2)'

function discSprite(name: string, radius: number, col: RGB, opacity: number, edge = 1.5): Texture {
  const size = Math.ceil(radius * 2 + 6)
  return { name, w: size, h: size, frames: 1, geq: rgbaGeq(col, `255*${opacity}*clip((${radius}-${DIST})/${edge}+0.5,0,1)`) }
}
function ringSprite(name: string, radius: number, width: number, col: RGB, opacity: number): Texture {
  const size = Math.ceil(radius * 2 + width + 6)
  return { name, w: size, h: size, frames: 1, geq: rgbaGeq(col, `255*${opacity}*clip(${width / 2}+0.5-abs(${DIST}-${radius}),0,1)`) }
}
function glowSprite(name: string, sigma: number, col: RGB, opacity: number): Texture {
  const size = Math.ceil(sigma * 6)
  return { name, w: size, h: size, frames: 1, geq: rgbaGeq(col, `255*${opacity}*exp(-pow(${DIST},2)/${2 * sigma * sigma})`) }
}

type VideoPlan = {
  name: string
  posterFrame: number
  textures: Texture[]
  /** Filtergraph; `{name}` stands for the looped texture stream, output label must be [out]. */
  graph: string
}

/** Moves a sprite centre along a loop: x = cx + ax*cos(k*phase + p) etc. */
const orbit = (cx: number, cy: number, ax: number, ay: number, shift = 0, kx = 1, ky = 1): string =>
  `x='${cx}+${ax}*cos(${kx}*${PH}+${shift})-w/2':y='${cy}+${ay}*sin(${ky}*${PH}+${shift})-h/2'`

function heroPlan(): VideoPlan {
  // A thin, tilted streak of brass light with a faint warm halo drifts over a slowly turning navy gradient.
  const tilt = (-10 * Math.PI) / 180
  const u = `((X-W/2)*${Math.cos(tilt).toFixed(4)}+(Y-H/2)*${Math.sin(tilt).toFixed(4)})`
  const v = `((Y-H/2)*${Math.cos(tilt).toFixed(4)}-(X-W/2)*${Math.sin(tilt).toFixed(4)})`
  return {
    name: 'hero',
    posterFrame: 60,
    textures: [
      {
        name: 'streak',
        w: 1500,
        h: 520,
        frames: 1,
        geq: rgbaGeq(
          [218, 178, 112],
          `255*clip(0.55*exp(-pow(${u},2)/${2 * 300 * 300}-pow(${v},2)/${2 * 16 * 16})` +
            `+0.22*exp(-pow(${u}-120,2)/${2 * 240 * 240}-pow(${v}+70,2)/${2 * 9 * 9})` +
            `+0.12*exp(-pow(${u},2)/${2 * 420 * 420}-pow(${v},2)/${2 * 110 * 110}),0,1)`,
        ),
      },
      glowSprite('light', 160, C.slate, 0.28),
      {
        name: 'beam',
        w: 1800,
        h: 1000,
        frames: 1,
        geq: rgbaGeq(C.sand, `255*0.06*exp(-pow((0.55*(X-W/2)-(Y-H/2))/110,2))`),
      },
    ],
    graph:
      `gradients=s=${VW}x${VH}:r=${FPS}:d=${DURATION}:n=3:c0=${hex(C.navy900)}:c1=${hex(C.navy800)}:c2=0x233a5a` +
      `:x0=0:y0=0:x1=${VW}:y1=${VH}:speed=${TURN_PER_FRAME.toFixed(7)},format=yuv444p[bg];` +
      `[bg]{light}overlay=${orbit(250, 120, 90, 45, 2)}:shortest=1:format=yuv444[a];` +
      `[a]{streak}overlay=${orbit(600, 370, 110, 28)}:shortest=1:format=yuv444[b];` +
      `[b]{beam}overlay=x='-420+140*sin(${PH})':y=-230:shortest=1:format=yuv444[out]`,
  }
}

function offerPlan(): VideoPlan {
  const square: Texture = {
    name: 'square',
    w: 240,
    h: 240,
    frames: 1,
    geq: rgbaGeq(C.brassLight, `255*0.55*clip(1.8-abs(max(abs(X-W/2),abs(Y-H/2))-75),0,1)`),
  }
  return {
    name: 'what-we-offer',
    posterFrame: 48,
    textures: [
      discSprite('d1', 230, C.slate, 0.3, 2),
      ringSprite('r1', 282, 2, C.slate, 0.5),
      discSprite('d2', 150, C.navy900, 0.45, 2),
      discSprite('d3', 80, C.brass, 0.85),
      ringSprite('r2', 140, 3, C.brassLight, 0.7),
      discSprite('d4', 20, C.sand, 0.65),
      glowSprite('g1', 45, C.brassLight, 0.35),
      square,
    ],
    graph:
      `gradients=s=${VW}x${VH}:r=${FPS}:d=${DURATION}:n=2:c0=${hex(C.navy800)}:c1=${hex(C.navy600)}` +
      `:x0=0:y0=${VH}:x1=${VW}:y1=0:speed=${TURN_PER_FRAME.toFixed(7)},format=yuv444p[bg];` +
      `[bg]{d1}overlay=${orbit(690, 230, 48, 36)}:shortest=1:format=yuv444[a];` +
      `[a]{r1}overlay=${orbit(690, 230, 48, 36)}:shortest=1:format=yuv444[b];` +
      `[b]{d2}overlay=${orbit(170, 420, 38, 26, 2)}:shortest=1:format=yuv444[c];` +
      `[c]{d3}overlay=${orbit(330, 160, 56, 28, 1)}:shortest=1:format=yuv444[d];` +
      `[d]{r2}overlay=${orbit(540, 330, 40, 28, 4)}:shortest=1:format=yuv444[e];` +
      `[e]{d4}overlay=${orbit(830, 110, 28, 16, 0, 2, 1)}:shortest=1:format=yuv444[f];` +
      `[f]{g1}overlay=${orbit(100, 130, 20, 16, 3)}:shortest=1:format=yuv444[g];` +
      `{square}rotate=a='PI/2*t/${DURATION}':c=none[sq];` +
      `[g][sq]overlay=${orbit(150, 180, 16, 12, 1)}:shortest=1:format=yuv444[out]`,
  }
}

function aboutPlan(): VideoPlan {
  // Warm, light palette with two layers of flowing contour lines panning in opposite loops.
  const f1 = `(0.5+0.22*sin(6*(0.8*X/${VW}+0.6*Y/${VH}))+0.18*sin(4*(Y/${VH}-0.3*X/${VW})+1))`
  const f2 = `(0.5+0.25*sin(5*(0.7*X/${VW}-0.5*Y/${VH})+2)+0.2*sin(3*(X/${VW}+Y/${VH})))`
  const line = (f: string, sharp: number): string => `exp(-pow(sin(PI*5*${f}),2)*${sharp})`
  return {
    name: 'what-we-offer-about',
    posterFrame: 48,
    textures: [
      {
        name: 'warm',
        w: 1440,
        h: 810,
        frames: 1,
        geq: perChannel((i) => mix(mix(C.sand[i], C.brassLight[i], `clip(${f1},0,1)*0.75`), C.brass[i], `0.3*${line(f1, 160)}`)),
      },
      { name: 'lines', w: 1440, h: 810, frames: 1, geq: rgbaGeq(C.slate, `255*0.26*${line(f2, 180)}`) },
      glowSprite('cool', 170, C.slate, 0.22),
      glowSprite('sun', 120, C.sand, 0.6),
    ],
    graph:
      `{warm}crop=${VW}:${VH}:x='240+240*sin(${PH})':y='135+135*sin(2*${PH})',format=yuv444p[a];` +
      `{lines}crop=${VW}:${VH}:x='240-240*cos(${PH})':y='135-135*sin(${PH})'[l];` +
      `[a][l]overlay=shortest=1:format=yuv444[b];` +
      `[b]{cool}overlay=${orbit(180, 120, 60, 40)}:shortest=1:format=yuv444[c];` +
      `[c]{sun}overlay=${orbit(780, 400, 50, 40, 2)}:shortest=1:format=yuv444[out]`,
  }
}

function approachPlan(): VideoPlan {
  // Dark diamond lattice that scrolls one tile per loop, under a static vignette.
  const cell = 60
  const d1 = `min(mod(X+Y,${cell}),${cell}-mod(X+Y,${cell}))`
  const d2 = `min(mod(X-Y+${VW * 2},${cell}),${cell}-mod(X-Y+${VW * 2},${cell}))`
  const lines = `0.22*clip(1.3-min(${d1},${d2}),0,1)`
  const dots = `0.5*clip(2.6-hypot(${d1},${d2})*0.7,0,1)`
  const vignette = `clip(0.3+0.75*pow(hypot(X/W-0.42,(Y/H-0.45)*0.5625)/0.6,1.4),0,0.95)`
  return {
    name: 'our-approach',
    posterFrame: 48,
    textures: [
      { name: 'lattice', w: VW, h: VH, frames: 1, geq: perChannel((i) => mix(mix(C.navy900[i], C.slate[i], lines), C.brass[i], dots)) },
      { name: 'shade', w: VW, h: VH, frames: 1, geq: rgbaGeq(C.navy900, `255*${vignette}`) },
      glowSprite('glow', 200, C.slate, 0.22),
      glowSprite('warm', 140, C.brass, 0.12),
    ],
    graph:
      `{lattice}scroll=h=${(cell / (DURATION * FPS) / VW).toFixed(8)}:v=${(cell / (DURATION * FPS) / VH).toFixed(8)},format=yuv444p[a];` +
      `[a]{glow}overlay=${orbit(420, 250, 160, 70)}:shortest=1:format=yuv444[b];` +
      `[b]{warm}overlay=${orbit(760, 140, 60, 40, 2)}:shortest=1:format=yuv444[c];` +
      `[c]{shade}overlay=shortest=1:format=yuv444[out]`,
  }
}

function marinaPlan(): VideoPlan {
  const SKY_H = 324
  const WATER_H = VH - SKY_H
  const sunX = 650
  const sky = (top: RGB, hor: RGB): [string, string, string, string] => perChannel((i) => mix(top[i], hor[i], `pow(Y/H,1.8)`))
  const water = (hor: RGB, top: RGB, deep: RGB): [string, string, string, string] =>
    perChannel((i) => mix(mix(`0.82*${mix(hor[i], top[i], 0.4)}`, deep[i], 'sqrt(Y/H)'), hor[i], 'exp(-Y/1.5)*0.6'))
  const dayTop: RGB = [78, 112, 150]
  const dayHor: RGB = [206, 212, 214]
  const duskTop: RGB = [22, 36, 60]
  const duskHor: RGB = [232, 168, 104]
  const hillTop = `(70-(26+16*sin(7*X/W+1)+9*sin(19*X/W))*clip(1.3-1.5*X/W,0.3,1))`
  // Water highlights: a 2-second loop (48 frames), rendered at half size.
  const Q = '(2*PI*T/2)'
  const dw = '(Y/H)'
  const ripple = `sin(-16*log(${dw}+0.03)+2*${Q}+1.2*sin(11*X/W*(1+2*${dw})+${Q}))`
  const glitter = `exp(-pow((X/W-${(sunX / VW).toFixed(3)})/(0.02+0.1*${dw}),2))*clip(${ripple}*sin(120*X/W+3*${Q}+40*${dw}),0,1)`
  const shimmerAlpha = `255*clip(max(0.2*pow(clip(${ripple},0,1),3)*(0.3+0.7*${dw}),0.85*${glitter}),0,1)`
  const fadePingPong = `fade=t=in:st=0:d=${DURATION / 2}:alpha=1,fade=t=out:st=${DURATION / 2}:d=${DURATION / 2}:alpha=1`
  const clouds = `255*0.3*exp(-pow((Y-55)/28,2))*clip(0.5*sin(4*PI*X/${VW})+0.45*sin(6*PI*X/${VW}+1+Y/14),0,1)`
  return {
    name: 'marina',
    posterFrame: 84,
    textures: [
      { name: 'skyDay', w: VW, h: SKY_H, frames: 1, geq: sky(dayTop, dayHor) },
      { name: 'skyDusk', w: VW, h: SKY_H, frames: 1, geq: sky(duskTop, duskHor) },
      { name: 'waterDay', w: VW, h: WATER_H, frames: 1, geq: water(dayHor, dayTop, [36, 58, 88]) },
      { name: 'waterDusk', w: VW, h: WATER_H, frames: 1, geq: water(duskHor, duskTop, [10, 20, 34]) },
      {
        name: 'sun',
        w: 330,
        h: 330,
        frames: 1,
        geq: rgbaGeq([255, 238, 204], `255*max(clip(26.5-${DIST},0,1),0.45*exp(-pow(${DIST},2)/6000))`),
      },
      { name: 'clouds', w: VW * 2, h: 120, frames: 1, geq: rgbaGeq([238, 228, 222], clouds) },
      { name: 'hills', w: VW, h: 70, frames: 1, geq: rgbaGeq([40, 58, 84], `255*0.92*clip(Y-${hillTop}+0.5,0,1)`) },
      { name: 'shimmer', w: VW / 2, h: WATER_H / 2, frames: 2 * FPS, geq: rgbaGeq([255, 240, 210], shimmerAlpha) },
    ],
    graph:
      `{skyDay}format=yuv444p[sd];{skyDusk}format=rgba,${fadePingPong}[sk];[sd][sk]overlay=shortest=1:format=yuv444[s1];` +
      `[s1]{sun}overlay=x=${sunX}-w/2:y='70+235*(1-cos(${PH}))/2-h/2':shortest=1:format=yuv444[s2];` +
      `[s2]{clouds}overlay=x='-mod(t*${VW / DURATION},${VW})':y=20:shortest=1:format=yuv444[s3];` +
      `[s3]{hills}overlay=x=0:y=${SKY_H - 70}:shortest=1:format=yuv444[sky];` +
      `{waterDay}format=yuv444p[wd];{waterDusk}format=rgba,${fadePingPong}[wk];[wd][wk]overlay=shortest=1:format=yuv444[w1];` +
      `{shimmer}loop=loop=${DURATION / 2 - 1}:size=${2 * FPS},setpts=N/${FPS}/TB,scale=${VW}:${WATER_H}:flags=bicubic[sh];` +
      `[w1][sh]overlay=shortest=1:format=yuv444[water];` +
      `[sky][water]vstack[out]`,
  }
}

const VIDEOS: (() => VideoPlan)[] = [heroPlan, offerPlan, aboutPlan, approachPlan, marinaPlan]

function renderTexture(ffmpeg: string, dir: string, t: Texture): string | null {
  const [r, g, b, a] = t.geq
  const out = path.join(dir, t.frames === 1 ? `${t.name}.png` : `${t.name}-%03d.png`)
  const ok = runFfmpeg(ffmpeg, [
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${t.w}x${t.h}:r=${FPS},format=rgba,geq=r='${r}':g='${g}':b='${b}':a='${a}'`,
    '-frames:v',
    String(t.frames),
    out,
  ])
  return ok ? out : null
}

function writeVideo(ffmpeg: string, plan: VideoPlan): void {
  const dir = path.join(MEDIA, 'video')
  mkdirSync(dir, { recursive: true })
  const targets = [
    { kind: 'webm', file: path.join(dir, `${plan.name}.webm`) },
    { kind: 'mp4', file: path.join(dir, `${plan.name}.mp4`) },
    { kind: 'poster', file: path.join(dir, `${plan.name}-poster.jpg`) },
  ].filter((t) => needsWrite(t.file))
  if (targets.length === 0) return

  const started = Date.now()
  const work = mkdtempSync(path.join(os.tmpdir(), `media-${plan.name}-`))
  try {
    // 1. still textures and sprites
    const inputs: string[] = []
    let graph = plan.graph
    for (const [k, t] of plan.textures.entries()) {
      const file = renderTexture(ffmpeg, work, t)
      if (!file) {
        problems.push(`video ${plan.name}: texture ${t.name} failed`)
        return
      }
      if (t.frames === 1) inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(DURATION), '-i', file)
      else inputs.push('-framerate', String(FPS), '-i', file)
      graph = graph.split(`{${t.name}}`).join(`[${k}:v]`)
    }
    graph +=
      `;[out]format=yuv420p,trim=end_frame=${DURATION * FPS},split=${targets.length}` +
      targets.map((_, k) => `[v${k}]`).join('') +
      targets.map((t, k) => (t.kind === 'poster' ? `;[v${k}]select='eq(n,${plan.posterFrame})'[p${k}]` : '')).join('')

    // 2. composite and encode; retry with stronger compression if a file is too large
    const attempts = [
      { crfVp9: 34, crfX264: 24, rate: 700 },
      { crfVp9: 40, crfX264: 29, rate: 450 },
      { crfVp9: 48, crfX264: 34, rate: 250 },
    ]
    for (const [attempt, q] of attempts.entries()) {
      const args = [...inputs, '-filter_complex', graph]
      const tmps: string[] = []
      targets.forEach((t, k) => {
        const tmp = tempPath(t.file)
        tmps.push(tmp)
        if (t.kind === 'webm') {
          args.push('-map', `[v${k}]`, '-c:v', 'libvpx-vp9', '-crf', String(q.crfVp9), '-b:v', `${q.rate}k`, '-deadline', 'good')
          args.push('-cpu-used', '3', '-row-mt', '1', '-g', String(DURATION * FPS), '-an', '-f', 'webm', tmp)
        } else if (t.kind === 'mp4') {
          args.push('-map', `[v${k}]`, '-c:v', 'libx264', '-preset', 'slow', '-crf', String(q.crfX264), '-maxrate', `${q.rate + 300}k`)
          args.push(
            '-bufsize',
            `${(q.rate + 300) * 2}k`,
            '-profile:v',
            'high',
            '-pix_fmt',
            'yuv420p',
            '-movflags',
            '+faststart',
            '-an',
            '-f',
            'mp4',
            tmp,
          )
        } else {
          args.push('-map', `[p${k}]`, '-frames:v', '1', '-q:v', '3', '-f', 'image2', tmp)
        }
      })
      if (!runFfmpeg(ffmpeg, args)) {
        tmps.forEach((t) => rmSync(t, { force: true }))
        problems.push(`video ${plan.name} failed`)
        return
      }
      const tooBig = tmps.some((t) => statSync(t).size > VIDEO_BUDGET)
      if (tooBig && attempt < attempts.length - 1) {
        tmps.forEach((t) => rmSync(t, { force: true }))
        console.log(`  ${plan.name}: over ${formatSize(VIDEO_BUDGET)}, retrying with stronger compression`)
        continue
      }
      targets.forEach((t, k) => commit(tmps[k], t.file))
      console.log(
        `  ${plan.name}: ${targets.map((t) => path.basename(t.file)).join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      )
      return
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------

/** Removes temporary files left behind by an interrupted earlier run (only our own `.name.tmp-PID.ext` pattern). */
function sweepStaleTemps(dir: string): void {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) sweepStaleTemps(full)
    else if (/^\..+\.tmp-\d+\.[a-z0-9]+$/.test(entry.name)) rmSync(full, { force: true })
  }
}

function main(): void {
  sweepStaleTemps(MEDIA)
  console.log(`Generating media in ${rel(PUBLIC)}/${FORCE ? ' (--force: overwriting existing files)' : ''}`)
  writeSvgs()

  const ffmpeg = SVG_ONLY ? null : findFfmpeg()
  if (SVG_ONLY) {
    console.log('--svg-only: skipping the JPEG and the videos')
  } else if (!ffmpeg) {
    console.warn(
      '\nffmpeg was not found. The SVG files were written, but the social preview JPEG and the videos need\n' +
        "Debian's ffmpeg (built with libx264, libvpx and librsvg):  apt-get install -y ffmpeg\n" +
        'Then run this script again; existing files are kept.\n',
    )
  } else {
    writeOgJpeg(ffmpeg)
    console.log('Videos (rendering missing ones takes a few minutes)...')
    for (const plan of VIDEOS) writeVideo(ffmpeg, plan())
  }

  const byDir = (files: string[]): string => {
    const groups = new Map<string, string[]>()
    for (const f of files) {
      const d = rel(path.dirname(f))
      groups.set(d, [...(groups.get(d) ?? []), path.basename(f)])
    }
    return [...groups].map(([d, names]) => `  ${d}/ (${names.length}): ${names.join(', ')}`).join('\n')
  }
  console.log(`\nWritten (${written.length}):${written.length ? '\n' + byDir(written) : ' none'}`)
  console.log(`Kept existing (${kept.length}):${kept.length ? '\n' + byDir(kept) + '\n  (use --force to regenerate them)' : ' none'}`)

  const all = [...written, ...kept]
  const total = all.reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0)
  const largestSvg = all
    .filter((f) => f.endsWith('.svg'))
    .reduce<[string, number]>(
      (best, f) => {
        const s = statSync(f).size
        return s > best[1] ? [f, s] : best
      },
      ['', 0],
    )
  console.log('\nSizes:')
  for (const f of all.filter((x) => !x.endsWith('.svg')).sort())
    console.log(`  ${rel(f).padEnd(48)} ${formatSize(statSync(f).size).padStart(10)}`)
  if (largestSvg[0]) console.log(`  largest SVG: ${rel(largestSvg[0])} ${formatSize(largestSvg[1])}`)
  console.log(`  total: ${formatSize(total)} in ${all.length} files`)
  for (const f of all) {
    if (/\.(webm|mp4)$/.test(f) && statSync(f).size > VIDEO_BUDGET) problems.push(`${rel(f)} is over ${formatSize(VIDEO_BUDGET)}`)
  }
  if (problems.length) {
    console.warn(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    process.exitCode = 1
  }
}

main()
