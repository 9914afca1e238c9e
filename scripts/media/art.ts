/**
 * Drawing helpers for scripts/media/generate.ts.
 *
 * Everything here is pure: given a name (used as the random seed) it returns
 * an SVG string. Motifs are drawn in a local box of roughly -100..100 and
 * styled through a few short CSS classes so that each file stays small:
 *   o = outline stroke, n = no fill, p = panel fill, q = deep fill,
 *   b = brass fill, c = light brass fill, s = sand fill.
 */

import { site } from '../../src/config/site.ts'

const PALETTE = {
  navy900: '#0f1f33',
  navy800: '#172a43',
  navy600: '#2b4566',
  slate: '#5d7799',
  brass: '#b58a4c',
  brassLight: '#dcc095',
  sand: '#faf7f2',
} as const

const P = PALETTE

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

type Rng = {
  next: () => number
  range: (min: number, max: number) => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
}

function makeRng(seed: string): Rng {
  let a = hashString(seed) || 1
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
  }
}

/** Compact number formatting (one decimal). */
export function n(x: number): string {
  const r = Math.round(x * 10) / 10
  return String(Object.is(r, -0) ? 0 : r)
}

/**
 * Written into every generated team portrait: `npm run check:launch` reports a portrait that still carries it, so a
 * launch cannot go out with a drawing where a lawyer's photo belongs. A real file dropped in its place has no marker.
 */
export const PLACEHOLDER_MARKER = 'data-placeholder="generated"'

function svgOpen(w: number, h: number, label: string, extra = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}"${extra ? ` ${extra}` : ''}>`
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// ---------------------------------------------------------------------------
// Themes (colours behind the motif classes)
// ---------------------------------------------------------------------------

type Theme = {
  line: string
  panel: string
  deep: string
  accent: string
  light: string
  sand: string
}

const DARK: Theme = {
  line: P.brassLight,
  panel: P.navy600,
  deep: P.navy800,
  accent: P.brass,
  light: P.brassLight,
  sand: P.sand,
}

const LIGHT: Theme = {
  line: P.navy800,
  panel: '#ffffff',
  deep: '#e9dfcf',
  accent: P.brass,
  light: P.brassLight,
  sand: P.sand,
}

function style(t: Theme, strokeWidth: number): string {
  return (
    `<style>.o{stroke:${t.line};stroke-width:${n(strokeWidth)};stroke-linecap:round;stroke-linejoin:round}` +
    `.n{fill:none}.p{fill:${t.panel}}.q{fill:${t.deep}}.b{fill:${t.accent}}.c{fill:${t.light}}.s{fill:${t.sand}}</style>`
  )
}

// ---------------------------------------------------------------------------
// Motifs (local box about -100..100)
// ---------------------------------------------------------------------------

function starPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = -Math.PI / 2 + (i * Math.PI) / points
    d += `${i === 0 ? 'M' : 'L'}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`
  }
  return d + 'Z'
}

function windows(x0: number, y0: number, cols: number, rows: number, dx: number, dy: number, r: Rng): string {
  let d = ''
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (r.next() < 0.72) d += `M${n(x0 + i * dx)} ${n(y0 + j * dy)}h6v8h-6z`
    }
  }
  return `<path class="c" opacity=".75" d="${d}"/>`
}

function waves(y: number, x0 = -100, x1 = 100, amp = 5, step = 20): string {
  let d = `M${x0} ${y}`
  for (let x = x0; x < x1; x += step) d += `q${step / 4} ${-amp} ${step / 2} 0t${step / 2} 0`
  return `<path class="o n" d="${d}"/>`
}

type Motif = (r: Rng) => string

const buildings: Motif = (r) =>
  `<rect class="o p" x="-88" y="-30" width="52" height="110"/>` +
  `<rect class="o q" x="-26" y="-92" width="62" height="172"/>` +
  `<rect class="o p" x="46" y="-4" width="44" height="84"/>` +
  `<path class="o n" d="M-26-92l31-14 31 14M5-106v-12"/>` +
  windows(-78, -18, 3, 7, 14, 14, r) +
  windows(-15, -78, 3, 11, 16, 14, r) +
  windows(55, 8, 2, 5, 16, 14, r) +
  `<path class="o n" d="M-100 80H100"/>`

const scales: Motif = () =>
  `<path class="o n" d="M0-78V66M-72-56H72M-72-56l-24 58M-72-56l24 58M72-56l-24 58M72-56l24 58"/>` +
  `<path class="o p" d="M-100 4h56a28 22 0 0 1-56 0zM44 4h56a28 22 0 0 1-56 0z"/>` +
  `<path class="o p" d="M-36 80h72l-14-16h-44z"/>` +
  `<circle class="o b" cx="0" cy="-80" r="8"/>`

const keyShape = (x: number, y: number, s: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><circle class="o b" cx="-50" cy="0" r="30"/><circle class="o q" cx="-50" cy="0" r="11"/>` +
  `<path class="o n" d="M-20 0H80M56 0v22M76 0v15"/></g>`

const key: Motif = () =>
  `<path class="o p" d="M-40 30V-34L20-84 80-34V30z"/><path class="o n" d="M-58-20L20-96 98-20"/>` +
  `<rect class="o q" x="8" y="-12" width="24" height="42"/><rect class="o c" x="-22" y="-22" width="20" height="20"/><rect class="o c" x="44" y="-22" width="20" height="20"/>` +
  keyShape(-6, 62, 0.85)

const yacht: Motif = () =>
  `<path class="o n" d="M0 38V-92"/>` +
  `<path class="o s" opacity=".92" d="M6-86L72 30H6z"/>` +
  `<path class="o p" d="M-6-70L-64 30H-6z"/>` +
  `<path class="o q" d="M-92 38H92L66 66H-66z"/>` +
  `<path class="c" d="M-84 46h166l-5 6h-156z"/>` +
  waves(80, -100, 100, 5, 25) +
  waves(96, -70, 70, 4, 20)

const car: Motif = () =>
  `<path class="o p" d="M-96 32V6q0-12 12-14l24-5 24-30q6-7 16-7h44q9 0 15 7l28 30 21 5q8 2 8 12v28z"/>` +
  `<path class="o q" d="M-50-12l17-23h32v23zM12-35h32l20 23h-52z"/>` +
  `<circle class="o q" cx="-55" cy="32" r="19"/><circle class="o q" cx="55" cy="32" r="19"/>` +
  `<circle class="b" cx="-55" cy="32" r="7"/><circle class="b" cx="55" cy="32" r="7"/>` +
  `<path class="c" d="M80 6h12v8h-12z"/>` +
  `<path class="o n" d="M-100 64H100" stroke-dasharray="16 12"/>`

const globeEmblem = (cx: number, cy: number, r: number): string =>
  `<circle class="o n" cx="${cx}" cy="${cy}" r="${r}"/><ellipse class="o n" cx="${cx}" cy="${cy}" rx="${n(r * 0.42)}" ry="${r}"/>` +
  `<path class="o n" d="M${cx - r} ${cy}h${2 * r}M${n(cx - r * 0.85)} ${n(cy - r * 0.5)}h${n(r * 1.7)}M${n(cx - r * 0.85)} ${n(cy + r * 0.5)}h${n(r * 1.7)}"/>`

const passport: Motif = () =>
  `<rect class="o q" x="-48" y="-78" width="110" height="158" rx="10" transform="rotate(8)"/>` +
  `<rect class="o p" x="-58" y="-82" width="112" height="162" rx="10"/>` +
  globeEmblem(-2, -18, 30) +
  `<path class="o n" d="M-30 36h56M-22 52h40"/>` +
  `<rect class="b" x="-58" y="62" width="112" height="6"/>`

const documentShape: Motif = () =>
  `<path class="o p" d="M-62-86h88l36 36v136h-124z"/>` +
  `<path class="o q" d="M26-86v36h36z"/>` +
  `<path class="o n" d="M-42-52h48M-42-30h82M-42-10h82M-42 10h82M-42 30h50"/>` +
  `<path class="b" d="M20 62l-8 30 14-8 14 8-8-30z"/>` +
  `<circle class="o b" cx="28" cy="56" r="17"/><circle class="o n" cx="28" cy="56" r="9"/>`

const stamp: Motif = () =>
  `<path class="o p" d="M-18-92h36v16q0 12-10 17v23h34q12 0 12 12v16h-108v-16q0-12 12-12h34v-23q-10-5-10-17z"/>` +
  `<rect class="o b" x="-58" y="-8" width="116" height="12" rx="3"/>` +
  `<circle class="o n" cx="0" cy="54" r="34" stroke-dasharray="7 6"/>` +
  `<circle class="o n" cx="0" cy="54" r="24"/>` +
  `<path class="c" d="${starPath(0, 55, 15, 6.5, 5)}"/>`

const coinStack = (x: number, y: number, count: number): string => {
  let s = ''
  for (let i = 0; i < count; i++) {
    const cy = y - i * 13
    s += `<path class="o b" d="M${x - 40} ${cy}v-8a40 12 0 0 1 80 0v8a40 12 0 0 1-80 0z"/>`
  }
  const top = y - (count - 1) * 13 - 8
  return s + `<ellipse class="o c" cx="${x}" cy="${top}" rx="40" ry="12"/>`
}

const coins: Motif = () =>
  coinStack(-45, 70, 6) +
  coinStack(40, 76, 3) +
  `<circle class="o c" cx="55" cy="-40" r="34"/><circle class="o n" cx="55" cy="-40" r="24"/>` +
  `<path class="o n" d="M-100 80H100"/>`

const pin = (x: number, y: number, s: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path class="o b" d="M0-44a22 22 0 0 1 22 22C22-4 0 18 0 18S-22-4-22-22a22 22 0 0 1 22-22z"/><circle class="q" cx="0" cy="-22" r="8"/></g>`

const mapShape: Motif = () =>
  `<path class="o p" d="M-92-58l60-22 62 22 60-22V62l-60 22-62-22-60 22z"/>` +
  `<path class="o q" d="M-32-80V62l62 22V-58z"/>` +
  `<path class="o n" d="M-70 50q20-40 50-30t40-40 50-10" stroke-dasharray="6 7"/>` +
  pin(52, -18, 1)

const gavel: Motif = () =>
  `<g transform="rotate(-35 -10 -20)"><rect class="o p" x="-52" y="-62" width="84" height="40" rx="6"/>` +
  `<rect class="o b" x="-62" y="-66" width="12" height="48" rx="3"/><rect class="o b" x="30" y="-66" width="12" height="48" rx="3"/>` +
  `<rect class="o q" x="-16" y="-22" width="12" height="110" rx="5"/></g>` +
  `<path class="o p" d="M-10 62h90v14h-90z"/><path class="o q" d="M-20 76h110v12h-110z"/>`

const bank: Motif = () => {
  let cols = ''
  for (const x of [-70, -34, 2, 38]) cols += `<rect class="o p" x="${x + 4}" y="-26" width="24" height="82"/>`
  return (
    `<path class="o q" d="M-92-38L0-90 92-38z"/><circle class="b" cx="0" cy="-56" r="8"/>` +
    `<rect class="o c" x="-86" y="-38" width="172" height="12"/>` +
    cols +
    `<rect class="o q" x="-92" y="56" width="184" height="12"/><rect class="o p" x="-100" y="68" width="200" height="12"/>`
  )
}

const receipt: Motif = () => {
  let d = 'M-56-88h112v168'
  for (let i = 0; i < 8; i++) d += `l-7 -9l-7 9`
  d += 'z'
  return (
    `<path class="o p" d="${d}"/>` +
    `<circle class="o n" cx="-16" cy="-44" r="11"/><circle class="o n" cx="16" cy="-4" r="11"/><path class="o n" d="M22-54l-44 60"/>` +
    `<path class="o n" d="M-36 28h72M-36 46h46"/>` +
    `<circle class="o b" cx="62" cy="-72" r="20"/><path class="o n" d="M53-72l6 6 12-12"/>`
  )
}

const briefcase: Motif = () =>
  `<path class="o n" d="M-30-46v-16q0-10 10-10h40q10 0 10 10v16"/>` +
  `<rect class="o p" x="-88" y="-46" width="176" height="118" rx="10"/>` +
  `<path class="o n" d="M-88 0q88 22 176 0"/>` +
  `<rect class="o b" x="-13" y="-4" width="26" height="22" rx="4"/>` +
  `<path class="o n" d="M-100 80H100"/>`

const person = (x: number, y: number, s: number, cls: string): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><circle class="${cls}" cx="0" cy="-40" r="17"/><path class="${cls}" d="M-32 30v-22q0-26 32-26t32 26v22z"/></g>`

const idCard: Motif = () =>
  `<path class="o n" d="M-22-56l22-40 22 40"/><rect class="o b" x="-12" y="-64" width="24" height="12" rx="3"/>` +
  `<rect class="o p" x="-90" y="-56" width="180" height="116" rx="10"/>` +
  `<rect class="o q" x="-70" y="-32" width="54" height="68" rx="4"/>` +
  `<circle class="c" cx="-43" cy="-10" r="11"/><path class="c" d="M-62 30q0-22 19-22t19 22z"/>` +
  `<path class="o n" d="M0-18h66M0 2h66M0 22h42"/>`

const residence: Motif = () =>
  `<rect class="o q" x="-80" y="-70" width="170" height="112" rx="10" transform="rotate(-7)"/>` +
  `<rect class="o p" x="-90" y="-50" width="180" height="116" rx="10"/>` +
  `<rect class="o q" x="-72" y="-30" width="62" height="62" rx="6"/>` +
  `<path class="c" d="M-41-20l-20 18h6v22h28v-22h6z"/>` +
  `<path class="o n" d="M6-14h64M6 6h64M6 26h40"/>` +
  `<circle class="o b" cx="66" cy="36" r="12"/><path class="o n" d="M60 36l4 4 8-8"/>`

const plane: Motif = () =>
  `<path class="o n" d="M-96 84q40-6 60-40" stroke-dasharray="7 8"/>` +
  `<g transform="translate(10 -10) rotate(45)"><path class="o c" d="M0-92c7 0 11 9 11 22v34l74 36v16l-74-20v40l22 16v13l-33-9-33 9v-13l22-16v-40l-74 20v-16l74-36v-34c0-13 4-22 11-22z"/></g>`

const house: Motif = () =>
  `<path class="o p" d="M-70 80V-8L0-68 70-8v88z"/>` +
  `<path class="o n" d="M-92 8L0-80 92 8"/>` +
  `<rect class="o q" x="-16" y="28" width="32" height="52"/>` +
  `<rect class="o c" x="-52" y="2" width="26" height="26"/><rect class="o c" x="26" y="2" width="26" height="26"/>` +
  `<path class="o n" d="M-100 80H100"/>`

const familyTree: Motif = () =>
  `<path class="o n" d="M0 66V30M-60 30H60M-60 30V-8M60 30V-8M-84-8h48M36-8h48M-84-8v-38M-36-8v-38M36-8v-38M84-8v-38"/>` +
  `<circle class="o b" cx="0" cy="72" r="16"/>` +
  `<circle class="o p" cx="-60" cy="30" r="13"/><circle class="o p" cx="60" cy="30" r="13"/>` +
  `<circle class="o q" cx="-84" cy="-52" r="12"/><circle class="o q" cx="-36" cy="-52" r="12"/><circle class="o q" cx="36" cy="-52" r="12"/><circle class="o q" cx="84" cy="-52" r="12"/>` +
  `<path class="o n" d="M-100-84h200" stroke-dasharray="2 10"/>`

const family: Motif = () =>
  `<path class="o n" d="M-96-4L0-88 96-4"/>` +
  person(-40, 32, 1.2, 'o p') +
  person(40, 32, 1.2, 'o q') +
  person(0, 58, 0.78, 'o b') +
  `<path class="o n" d="M-100 80H100"/>`

const gradCap: Motif = () =>
  `<path class="o q" d="M-56-20v40q56 30 112 0v-40L0 6z"/>` +
  `<path class="o p" d="M-96-36L0-76 96-36 0 4z"/>` +
  `<path class="o n" d="M0-36l66 12v44"/><circle class="b" cx="66" cy="26" r="7"/>` +
  `<rect class="o s" x="-74" y="52" width="148" height="24" rx="12"/><rect class="b" x="-7" y="49" width="14" height="30"/>`

const links: Motif = () =>
  `<circle class="o p" cx="-36" cy="0" r="62"/>` +
  `<circle class="o n" cx="36" cy="0" r="62"/>` +
  `<path class="o b" d="M0-50.4A62 62 0 0 1 0 50.4 62 62 0 0 1 0-50.4z"/>` +
  `<circle class="c" cx="-36" cy="0" r="6"/><circle class="c" cx="36" cy="0" r="6"/>` +
  `<path class="o n" d="M-98 86H98"/>`

const merge: Motif = () =>
  `<rect class="o p" x="-96" y="-86" width="48" height="48" rx="6"/><rect class="o q" x="-96" y="38" width="48" height="48" rx="6"/>` +
  `<path class="o n" d="M-48-62q40 0 52 40t40 22M-48 62q40 0 52-40t40-22"/>` +
  `<path class="o b" d="M44-24l48 24-48 24z"/>` +
  `<circle class="o c" cx="0" cy="0" r="7"/>`

const crane: Motif = () => {
  let lattice = 'M-70 84V-84M-50 84V-84'
  for (let y = 84; y > -84; y -= 24) lattice += `M-70 ${y}l20-24`
  return (
    `<path class="o n" d="${lattice}"/>` +
    `<path class="o n" d="M-96-84H96M-60-84l0-18M-60-102L96-84M-60-102L-96-84"/>` +
    `<rect class="o b" x="-96" y="-84" width="22" height="16"/>` +
    `<path class="o n" d="M56-84v44"/><path class="o n" d="M50-40h12v6q0 8-6 8"/>` +
    `<path class="o p" d="M2 84V8h84v76z"/>` +
    `<path class="o n" d="M2 34h84M2 60h84M30 8v76M58 8v76"/>` +
    `<path class="o n" d="M-100 84H100"/>`
  )
}

const card: Motif = () =>
  `<rect class="o q" x="-92" y="-64" width="150" height="96" rx="10" transform="rotate(-8)"/>` +
  `<rect class="o p" x="-84" y="-48" width="150" height="96" rx="10"/>` +
  `<rect class="c" x="-84" y="-30" width="150" height="14"/>` +
  `<rect class="o b" x="-66" y="2" width="26" height="20" rx="3"/><path class="o n" d="M-30 30h40"/>` +
  coinStack(62, 82, 3)

const temple: Motif = () => {
  let cols = ''
  for (const x of [-62, -30, 2, 34]) cols += `<rect class="o p" x="${x + 6}" y="-18" width="16" height="64"/>`
  return (
    `<circle class="b" cx="56" cy="-60" r="26" opacity=".85"/>` +
    `<path class="o q" d="M-80-30L0-74 80-30z"/><rect class="o c" x="-74" y="-30" width="148" height="10"/>` +
    cols +
    `<rect class="o q" x="-82" y="46" width="164" height="10"/>` +
    waves(74, -100, 100, 5, 25) +
    waves(90, -80, 80, 4, 20)
  )
}

const skyline: Motif = () =>
  `<circle class="b" cx="-60" cy="-58" r="22" opacity=".85"/>` +
  `<path class="o q" d="M-8 80V-20l4-22 2-30 2-24 2 24 2 30 4 22v100z"/>` +
  `<rect class="o p" x="-66" y="10" width="36" height="70"/><rect class="o p" x="-96" y="36" width="28" height="44"/>` +
  `<path class="o p" d="M24 80V0l20-12v92z"/><rect class="o p" x="52" y="24" width="40" height="56"/>` +
  `<path class="c" opacity=".7" d="M-58 22h6v8h-6zM-46 22h6v8h-6zM-58 40h6v8h-6zM-46 40h6v8h-6zM60 34h6v8h-6zM74 34h6v8h-6zM60 52h6v8h-6zM74 52h6v8h-6z"/>` +
  `<path class="o n" d="M-100 80H100"/>`

const palmIsland: Motif = () =>
  `<circle class="b" cx="58" cy="-52" r="24" opacity=".85"/>` +
  `<path class="o p" d="M-92 52q60-40 150 0z"/>` +
  `<path class="o n" d="M-24 40q-4-60 12-96"/>` +
  `<path class="o c" d="M-12-56q-40-14-64 12 34-14 64-12zM-12-56q30-22 58-4-30-6-58 4zM-12-56q-14-30-46-30 30 10 46 30zM-12-56q22 4 36 36-22-26-36-36z"/>` +
  waves(66, -100, 100, 5, 25) +
  waves(84, -80, 80, 4, 20)

const pitons: Motif = () =>
  `<circle class="b" cx="-56" cy="-50" r="24" opacity=".85"/>` +
  `<path class="o q" d="M-60 56q30-14 40-70 10-40 20 0 8 44 30 60 10-70 26-100 14 40 20 110z"/>` +
  `<path class="o p" d="M-100 56q60-12 200 0z"/>` +
  waves(72, -100, 100, 5, 25) +
  waves(88, -80, 80, 4, 20)

const tower: Motif = () => {
  let cren = 'M-40-56'
  for (let i = 0; i < 5; i++) cren += 'v-10h8v10h8'
  return (
    `<circle class="b" cx="62" cy="-56" r="22" opacity=".85"/>` +
    `<path class="o p" d="${cren}V-56z"/>` +
    `<rect class="o p" x="-40" y="-56" width="80" height="110"/>` +
    `<path class="o q" d="M-22 54V2a22 22 0 0 1 44 0v52zM-20-36v-8a6 6 0 0 1 12 0v8zM8-36v-8a6 6 0 0 1 12 0v8z"/>` +
    `<rect class="o q" x="-60" y="54" width="120" height="14"/>` +
    waves(80, -100, 100, 5, 25) +
    waves(94, -80, 80, 4, 20)
  )
}

const browser: Motif = () =>
  `<rect class="o p" x="-96" y="-78" width="192" height="146" rx="8"/>` +
  `<path class="o n" d="M-96-52h192"/>` +
  `<circle class="c" cx="-80" cy="-65" r="4"/><circle class="c" cx="-66" cy="-65" r="4"/><circle class="c" cx="-52" cy="-65" r="4"/>` +
  `<path class="o n" d="M-52-26h16l16 52h52l14-38h-74"/><circle class="b" cx="-14" cy="42" r="7"/><circle class="b" cx="28" cy="42" r="7"/>` +
  `<rect class="o q" x="56" y="-30" width="26" height="26" rx="3"/><rect class="o q" x="56" y="4" width="26" height="26" rx="3"/>`

const bridge: Motif = () =>
  `<path class="o n" d="M-100 20H100"/>` +
  `<path class="o n" d="M-62 20V-70M58 20V-70"/>` +
  `<path class="o n" d="M-100-20Q-80-20-62-70Q-2 18 58-70Q76-20 100-20"/>` +
  `<path class="o n" opacity=".7" d="M-42 20v-62M-22 20v-42M-2 20v-30M18 20v-38M38 20v-56M-82 20v-30M78 20v-30"/>` +
  `<rect class="o p" x="-100" y="20" width="200" height="10"/>` +
  waves(56, -100, 100, 5, 25) +
  waves(74, -80, 80, 4, 20)

const MOTIFS: Record<string, Motif> = {
  buildings,
  scales,
  key,
  yacht,
  car,
  passport,
  document: documentShape,
  stamp,
  coins,
  map: mapShape,
  gavel,
  bank,
  receipt,
  briefcase,
  idCard,
  residence,
  plane,
  house,
  familyTree,
  family,
  gradCap,
  links,
  merge,
  crane,
  card,
  temple,
  skyline,
  palmIsland,
  pitons,
  tower,
  browser,
  bridge,
}

function motif(name: string, r: Rng): string {
  const fn = MOTIFS[name]
  if (!fn) throw new Error(`Unknown motif: ${name}`)
  return fn(r)
}

// ---------------------------------------------------------------------------
// Compositions
// ---------------------------------------------------------------------------

function dotPattern(id: string, step: number, color: string, opacity: number): string {
  return `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="${color}" opacity="${opacity}"/></pattern>`
}

function darkBackground(w: number, h: number, r: Rng): string {
  const end = r.pick([P.navy600, '#243d5c', '#213854'])
  const x2 = n(r.range(0.7, 1))
  let s =
    `<linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${P.navy900}"/><stop offset=".55" stop-color="${P.navy800}"/><stop offset="1" stop-color="${end}"/></linearGradient>` +
    `<radialGradient id="h"><stop offset="0" stop-color="${P.slate}" stop-opacity=".45"/><stop offset="1" stop-color="${P.slate}" stop-opacity="0"/></radialGradient>` +
    dotPattern('d', 26, P.slate, 0.5)
  s = `<defs>${s}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>`
  // large soft circles
  for (let i = 0; i < 3; i++) {
    s += `<circle cx="${n(r.range(0, w * 0.55))}" cy="${n(r.range(-h * 0.2, h * 1.1))}" r="${n(r.range(h * 0.3, h * 0.7))}" fill="${P.navy600}" opacity="${r.range(0.12, 0.3).toFixed(2)}"/>`
  }
  // diagonal band
  const bx = r.range(w * 0.15, w * 0.5)
  const bw = r.range(w * 0.08, w * 0.16)
  s += `<path d="M${n(bx)} 0h${n(bw)}l${n(-h * 0.7)} ${h}h${n(-bw)}z" fill="${P.slate}" opacity=".08"/>`
  return s
}

/** Decorative rings and halo around a motif centre. */
function halo(cx: number, cy: number, radius: number, r: Rng): string {
  const rot = n(r.range(0, 360))
  const arc = n(radius * r.range(2.2, 3.6))
  const dotA = r.range(0, Math.PI * 2)
  return (
    `<circle cx="${cx}" cy="${cy}" r="${n(radius * 1.25)}" fill="url(#h)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${P.brass}" stroke-opacity=".55" stroke-width="1.5" stroke-dasharray="${arc} 4000" transform="rotate(${rot} ${cx} ${cy})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(radius * 0.88)}" fill="none" stroke="${P.brassLight}" stroke-opacity=".18"/>` +
    `<circle cx="${n(cx + radius * Math.cos(dotA))}" cy="${n(cy + radius * Math.sin(dotA))}" r="4" fill="${P.brassLight}" opacity=".8"/>`
  )
}

function place(name: string, x: number, y: number, s: number, r: Rng, extra = ''): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"${extra}>${motif(name, r)}</g>`
}

/** 1200x500 service illustration: motif on the right, calm shapes on the left. */
export function serviceSvg(slug: string, motifName: string, label: string): string {
  const r = makeRng(`services/${slug}`)
  const w = 1200
  const h = 500
  const cx = 860
  const cy = 250
  const scale = 1.62
  return (
    svgOpen(w, h, label) +
    style(DARK, 2.4) +
    darkBackground(w, h, r) +
    `<rect x="${n(r.range(40, 160))}" y="${n(r.range(40, 120))}" width="320" height="208" fill="url(#d)"/>` +
    halo(cx, cy, 215, r) +
    `<path d="M60 440H1140" stroke="${P.brassLight}" stroke-opacity=".14"/>` +
    place(motifName, cx, cy, scale, r) +
    '</svg>'
  )
}

/** 1200x500 case study: a dashed "journey" from a small motif to a larger one. */
export function caseStudySvg(slug: string, from: string, to: string, label: string): string {
  const r = makeRng(`case-studies/${slug}`)
  const w = 1200
  const h = 500
  const sx = 250
  const sy = n(r.range(230, 290))
  const ex = 880
  const ey = 240
  const c1y = n(r.range(90, 180))
  const c2y = n(r.range(320, 420))
  return (
    svgOpen(w, h, label) +
    style(DARK, 2.6) +
    darkBackground(w, h, r) +
    `<circle cx="${ex}" cy="${h + 40}" r="300" fill="none" stroke="${P.brassLight}" stroke-opacity=".12"/>` +
    `<circle cx="${ex}" cy="${h + 40}" r="340" fill="none" stroke="${P.brassLight}" stroke-opacity=".07"/>` +
    `<circle cx="${sx}" cy="${sy}" r="120" fill="${P.navy600}" opacity=".55"/>` +
    `<circle cx="${sx}" cy="${sy}" r="120" fill="none" stroke="${P.brassLight}" stroke-opacity=".25"/>` +
    halo(ex, ey, 200, r) +
    `<path d="M${sx + 130} ${sy}C480 ${c1y} 560 ${c2y} ${ex - 215} ${ey}" fill="none" stroke="${P.brassLight}" stroke-width="2.5" stroke-dasharray="2 12" stroke-linecap="round" opacity=".8"/>` +
    `<circle cx="${sx + 130}" cy="${sy}" r="6" fill="${P.brass}"/><circle cx="${ex - 215}" cy="${ey}" r="6" fill="${P.brass}"/>` +
    place(from, sx, Number(sy), 0.75, r) +
    place(to, ex, ey, 1.4, r) +
    '</svg>'
  )
}

/** 1200x630 blog image: sand medallion with a navy line motif. */
export function blogSvg(slug: string, motifName: string, label: string): string {
  const r = makeRng(`blog/${slug}`)
  const w = 1200
  const h = 630
  const cx = 600
  const cy = 315
  let deco = ''
  for (let i = 0; i < 4; i++) {
    const side = i % 2 === 0 ? r.range(60, 330) : r.range(870, 1140)
    const size = r.range(60, 120)
    deco +=
      i < 2
        ? `<rect x="${n(side - size / 2)}" y="${n(r.range(60, 440))}" width="${n(size)}" height="${n(size)}" rx="8" fill="none" stroke="${P.brassLight}" stroke-opacity=".22" transform="rotate(${n(r.range(-20, 20))} ${n(side)} 300)"/>`
        : `<circle cx="${n(side)}" cy="${n(r.range(80, 550))}" r="${n(size / 3)}" fill="${P.navy600}" opacity=".5"/>`
  }
  const corner = r.pick([
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ])
  let arcs = ''
  for (let i = 1; i <= 4; i++)
    arcs += `<circle cx="${corner[0]}" cy="${corner[1]}" r="${i * 70 + 60}" fill="none" stroke="${P.brassLight}" stroke-opacity="${n(0.2 - i * 0.03)}"/>`
  return (
    svgOpen(w, h, label) +
    style(LIGHT, 2.4) +
    darkBackground(w, h, r) +
    `<rect x="${n(r.range(40, 120))}" y="${h - 250}" width="300" height="200" fill="url(#d)"/>` +
    arcs +
    deco +
    `<circle cx="${cx}" cy="${cy}" r="262" fill="url(#h)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="236" fill="none" stroke="${P.brass}" stroke-opacity=".7" stroke-width="1.5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="218" fill="${P.sand}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="200" fill="none" stroke="${P.brassLight}" stroke-width="1"/>` +
    place(motifName, cx, cy, 1.45, r) +
    '</svg>'
  )
}

/** 640x360 group card: main motif plus two faded companions. */
export function groupSvg(name: string, main: string, left: string, right: string, label: string): string {
  const r = makeRng(`groups/${name}`)
  const w = 640
  const h = 360
  return (
    svgOpen(w, h, label) +
    style(DARK, 2.6) +
    darkBackground(w, h, r) +
    `<rect x="20" y="24" width="160" height="104" fill="url(#d)"/>` +
    place(left, 110, 200, 0.55, r, ' opacity=".4"') +
    place(right, 530, 200, 0.55, r, ' opacity=".4"') +
    halo(320, 180, 130, r) +
    place(main, 320, 180, 0.95, r) +
    '</svg>'
  )
}

/** 640x360 guide cover: a navy booklet with the title in a serif font. */
export function guideSvg(slug: string, titleLines: string[], motifName: string, label: string): string {
  const r = makeRng(`guides/${slug}`)
  const w = 640
  const h = 360
  const tilt = n(r.range(-9, -4))
  const bx = 215
  const by = 36
  const bw = 210
  const bh = 290
  const lineH = 28
  const ty = 210 - ((titleLines.length - 1) * lineH) / 2
  const text = titleLines.map((t, i) => `<tspan x="${bx + bw / 2 + 6}" y="${n(ty + i * lineH)}">${escapeXml(t)}</tspan>`).join('')
  return (
    svgOpen(w, h, label) +
    style(DARK, 3) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.sand}"/><stop offset="1" stop-color="#ece2d2"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${n(r.range(80, 160))}" cy="${n(r.range(60, 300))}" r="${n(r.range(90, 140))}" fill="${P.brassLight}" opacity=".25"/>` +
    `<circle cx="${n(r.range(500, 580))}" cy="${n(r.range(60, 300))}" r="${n(r.range(70, 120))}" fill="${P.slate}" opacity=".12"/>` +
    `<path d="M40 ${h - 30}H${w - 40}" stroke="${P.brass}" stroke-opacity=".35"/>` +
    `<ellipse cx="${bx + bw / 2 + 10}" cy="${by + bh + 4}" rx="${bw * 0.62}" ry="10" fill="${P.navy900}" opacity=".14"/>` +
    `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="6" fill="${P.slate}" transform="rotate(${tilt} ${bx + bw} ${by + bh})"/>` +
    `<rect x="${bx + 6}" y="${by + 4}" width="${bw}" height="${bh}" rx="4" fill="#fffdf8" stroke="#e3d8c5"/>` +
    `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="6" fill="${P.navy800}"/>` +
    `<rect x="${bx}" y="${by}" width="16" height="${bh}" rx="4" fill="${P.navy900}"/>` +
    `<rect x="${bx + 28}" y="${by + 14}" width="${bw - 42}" height="${bh - 28}" fill="none" stroke="${P.brass}" stroke-width="1.5"/>` +
    `<rect x="${bx + 33}" y="${by + 19}" width="${bw - 52}" height="${bh - 38}" fill="none" stroke="${P.brass}" stroke-opacity=".45"/>` +
    place(motifName, bx + bw / 2 + 6, by + 82, 0.42, r) +
    `<path d="M${bx + bw / 2 - 24} ${n(ty - 36)}h60" stroke="${P.brass}" stroke-width="2"/>` +
    `<text text-anchor="middle" font-family="Georgia,'Times New Roman','Liberation Serif','DejaVu Serif',serif" font-size="21" fill="${P.sand}">${text}</text>` +
    `<path d="M${bx + bw / 2 - 24} ${n(ty + (titleLines.length - 1) * lineH + 22)}h60" stroke="${P.brass}" stroke-width="2"/>` +
    '</svg>'
  )
}

/** 448x320 "About us" dropdown: abstract Bosphorus skyline at dusk. */
export function navAboutSvg(): string {
  const r = makeRng('nav/about-us')
  const w = 448
  const h = 320
  const water = 228
  // Minarets and domes, built from simple shapes.
  const minaret = (x: number, top: number): string =>
    `<path d="M${x - 3} ${water}V${top + 16}l3-16 3 16V${water}z"/><rect x="${x - 5}" y="${top + 34}" width="10" height="3"/>`
  const dome = (x: number, rad: number, base: number): string =>
    `<path d="M${x - rad} ${base}a${rad} ${rad} 0 0 1 ${rad * 2} 0z"/><rect x="${x - rad - 6}" y="${base}" width="${rad * 2 + 12}" height="${water - base}"/><path d="M${x} ${base - rad}v-8"/>`
  let city = ''
  city += dome(150, 34, 184) + dome(108, 18, 200) + dome(194, 18, 200)
  city += minaret(84, 110) + minaret(216, 110) + minaret(70, 130) + minaret(230, 130)
  let blocks = ''
  let x = 262
  while (x < w) {
    const bw = r.int(14, 30)
    const bh = r.int(12, 44)
    blocks += `<rect x="${x}" y="${water - bh}" width="${bw}" height="${bh}"/>`
    x += bw + r.int(0, 4)
  }
  x = 0
  while (x < 56) {
    const bw = r.int(12, 22)
    const bh = r.int(10, 30)
    blocks += `<rect x="${x}" y="${water - bh}" width="${bw}" height="${bh}"/>`
    x += bw + 2
  }
  let ripples = ''
  for (let i = 0; i < 9; i++) {
    const y = water + 10 + i * 9
    const x0 = r.range(20, 300)
    ripples += `<path d="M${n(x0)} ${y}h${n(r.range(30, 110))}" stroke="${i % 3 === 0 ? P.brassLight : P.slate}" stroke-opacity="${n(0.5 - i * 0.04)}" stroke-width="2" stroke-linecap="round"/>`
  }
  return (
    svgOpen(w, h, 'Abstract Istanbul skyline at dusk') +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.navy800}"/><stop offset=".55" stop-color="${P.navy600}"/><stop offset="1" stop-color="#c09a66"/></linearGradient>` +
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.navy600}"/><stop offset="1" stop-color="${P.navy900}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${water}" fill="url(#s)"/>` +
    `<circle cx="330" cy="190" r="34" fill="${P.brassLight}" opacity=".9"/>` +
    `<circle cx="330" cy="190" r="60" fill="${P.brassLight}" opacity=".15"/>` +
    `<g fill="${P.navy900}" stroke="${P.navy900}" stroke-width="2">${city}${blocks}</g>` +
    `<rect y="${water}" width="${w}" height="${h - water}" fill="url(#w)"/>` +
    `<path d="M316 ${water + 8}h28M310 ${water + 22}h40M320 ${water + 36}h20" stroke="${P.brassLight}" stroke-width="3" stroke-linecap="round" opacity=".6"/>` +
    ripples +
    '</svg>'
  )
}

/** 448x320 "Our team" dropdown: light background with grouped abstract figures. */
export function navTeamSvg(): string {
  const w = 448
  const h = 320
  const fig = (x: number, y: number, s: number, fill: string, head: string): string =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-58 120v-40q0-52 58-52t58 52v40z" fill="${fill}"/><circle cx="0" cy="-18" r="30" fill="${head}"/></g>`
  return (
    svgOpen(w, h, 'Abstract illustration of the team') +
    `<rect width="${w}" height="${h}" fill="${P.sand}"/>` +
    `<circle cx="224" cy="170" r="128" fill="#efe5d4"/>` +
    `<circle cx="224" cy="170" r="146" fill="none" stroke="${P.brass}" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="380 2000" transform="rotate(200 224 170)"/>` +
    `<circle cx="360" cy="64" r="6" fill="${P.brass}"/>` +
    `<path d="M40 282H408" stroke="${P.navy800}" stroke-opacity=".15"/>` +
    `<g>` +
    fig(150, 180, 0.95, P.slate, P.brassLight) +
    fig(298, 180, 0.95, P.brass, '#e8d2ad') +
    fig(224, 168, 1.1, P.navy800, '#d9b98c') +
    `</g>` +
    `<rect x="0" y="282" width="${w}" height="${h - 282}" fill="${P.sand}"/>` +
    `<path d="M40 282H408" stroke="${P.navy800}" stroke-opacity=".2"/>` +
    `<g fill="${P.slate}" opacity=".35">` +
    [60, 78, 96, 114].map((x) => `<circle cx="${x}" cy="60" r="2"/><circle cx="${x}" cy="78" r="2"/>`).join('') +
    `</g>` +
    '</svg>'
  )
}

export type PortraitSpec = {
  bg: string
  bg2: string
  skin: string
  hair: string
  hairStyle: 'long' | 'short' | 'bun' | 'wavy' | 'crop'
  jacket: string
  shirt: string
  beard?: boolean
  tie?: string
  accent: string
}

/** 400x480 stylised head-and-shoulders silhouette, flat shapes, no facial features. */
export function portraitSvg(id: string, label: string, p: PortraitSpec): string {
  const r = makeRng(`team/${id}`)
  const w = 400
  const h = 480
  const cx = 200
  const headY = 200
  // Hair behind the head.
  let back = ''
  let front: string
  switch (p.hairStyle) {
    case 'long':
      back = `<path d="M130 206q-8-104 70-110 78 6 70 110l8 124q-78 26-156 0z" fill="${p.hair}"/>`
      front = `<path d="M134 196q4-94 66-98 64 4 66 98-10-44-34-60-28 30-98 60z" fill="${p.hair}"/>`
      break
    case 'bun':
      back = `<circle cx="${cx}" cy="94" r="30" fill="${p.hair}"/>`
      front = `<path d="M138 200q-4-86 62-90 66 4 62 90-14-48-62-54-48 6-62 54z" fill="${p.hair}"/>`
      break
    case 'wavy':
      back = `<path d="M138 230q-22-40-8-84 20-52 70-52 52 0 72 52 12 44-8 84z" fill="${p.hair}"/>`
      front = `<path d="M136 186q0-78 64-82 64 4 64 82-6-18-20-26-10 12-26 4-16 12-34 2-14 12-28 0-12 6-20 20z" fill="${p.hair}"/>`
      break
    case 'crop':
      front = `<path d="M140 188q-2-76 60-80 62 4 60 80-6-26-22-36-38 8-76 0-16 10-22 36z" fill="${p.hair}"/>`
      break
    default:
      front = `<path d="M138 196q-6-86 62-90 66 2 62 86-8-30-26-42-40 14-80 6-12 14-18 40z" fill="${p.hair}"/>`
  }
  const beard = p.beard ? `<path d="M146 206q4 70 54 74 50-4 54-74-8 30-26 34-28-12-56 0-18-4-26-34z" fill="${p.hair}"/>` : ''
  const tie = p.tie ? `<path d="M192 336h16l6 10-8 70h-12l-8-70z" fill="${p.tie}"/>` : ''
  const ringR = n(r.range(150, 175))
  return (
    svgOpen(w, h, label, PLACEHOLDER_MARKER) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${headY + 10}" r="${ringR}" fill="${P.sand}" opacity=".07"/>` +
    `<circle cx="${cx}" cy="${headY + 10}" r="${ringR}" fill="none" stroke="${p.accent}" stroke-opacity=".55" stroke-width="1.5" stroke-dasharray="${n(r.range(260, 420))} 2000" transform="rotate(${n(r.range(0, 360))} ${cx} ${headY + 10})"/>` +
    back +
    // shoulders and jacket
    `<path d="M40 ${h}v-46q0-84 104-104l56 18 56-18q104 20 104 104v46z" fill="${p.jacket}"/>` +
    // neck
    `<path d="M176 250h48v70l-24 26-24-26z" fill="${p.skin}"/>` +
    `<path d="M176 262q24 16 48 0v-12h-48z" fill="#000" opacity=".1"/>` +
    // shirt V and lapels
    `<path d="M166 318l34 34 34-34 10 ${h - 318}h-88z" fill="${p.shirt}"/>` +
    tie +
    `<path d="M144 332l22-14 34 60-20 ${h - 378}h-40zM256 332l-22-14-34 60 20 ${h - 378}h40z" fill="#000" opacity=".13"/>` +
    // head
    `<ellipse cx="${cx}" cy="${headY}" rx="58" ry="72" fill="${p.skin}"/>` +
    `<ellipse cx="143" cy="${headY + 6}" rx="9" ry="15" fill="${p.skin}"/><ellipse cx="257" cy="${headY + 6}" rx="9" ry="15" fill="${p.skin}"/>` +
    `<path d="M200 ${headY - 72}a58 72 0 0 1 0 144z" fill="#000" opacity=".05"/>` +
    beard +
    front +
    '</svg>'
  )
}

/** 1200x514 abstract street-map pattern (no real map data). */
export function mapPlaceholderSvg(): string {
  const r = makeRng('map-placeholder')
  const w = 1200
  const h = 514
  let minor = ''
  let major = ''
  let x = r.range(10, 40)
  while (x < w) {
    const drift = r.range(-30, 30)
    ;(r.next() < 0.25 ? (s: string) => (major += s) : (s: string) => (minor += s))(`M${n(x)} 0L${n(x + drift)} ${h}`)
    x += r.range(48, 110)
  }
  let y = r.range(10, 30)
  while (y < h) {
    const drift = r.range(-24, 24)
    ;(r.next() < 0.25 ? (s: string) => (major += s) : (s: string) => (minor += s))(`M0 ${n(y)}L${w} ${n(y + drift)}`)
    y += r.range(44, 96)
  }
  let parks = ''
  for (let i = 0; i < 5; i++) {
    parks += `<rect x="${n(r.range(40, 1100))}" y="${n(r.range(20, 440))}" width="${n(r.range(40, 110))}" height="${n(r.range(30, 70))}" rx="6" fill="#e4e6dc"/>`
  }
  // A curving strait of water with a sand-coloured bank.
  const x0 = r.range(800, 860)
  const sw = r.range(130, 170)
  const edge = (x: number): string => `C${n(x + 90)} 150 ${n(x - 110)} 330 ${n(x + 40)} ${h}`
  const edgeBack = (x: number): string => `C${n(x - 110)} 330 ${n(x + 90)} 150 ${n(x)} 0`
  const water = `M${n(x0)} 0${edge(x0)}H${n(x0 + sw + 40)}${edgeBack(x0 + sw)}z`
  return (
    svgOpen(w, h, 'Abstract street map') +
    `<rect width="${w}" height="${h}" fill="#f3efe7"/>` +
    parks +
    `<path d="${minor}" stroke="#fff" stroke-width="7" fill="none"/>` +
    `<path d="${minor}" stroke="#e2dccf" stroke-width="1" fill="none"/>` +
    `<path d="${major}" stroke="#fff" stroke-width="14" fill="none"/>` +
    `<path d="${major}" stroke="${P.brassLight}" stroke-opacity=".55" stroke-width="2" fill="none"/>` +
    `<path d="M-20 ${n(r.range(60, 140))}C300 ${n(r.range(120, 260))} 700 ${n(r.range(0, 140))} 1220 ${n(r.range(160, 260))}" stroke="#fff" stroke-width="18" fill="none"/>` +
    `<path d="M-20 ${n(r.range(380, 460))}C400 ${n(r.range(300, 420))} 600 ${n(r.range(420, 500))} 1220 ${n(r.range(330, 420))}" stroke="#fff" stroke-width="12" fill="none"/>` +
    `<path d="${water}" fill="#d6dfe9" stroke="#c3cfdc" stroke-width="2"/>` +
    `<path d="M${n(x0 + sw / 2)} 0${edge(x0 + sw / 2)}" stroke="#fff" stroke-opacity=".6" stroke-dasharray="10 14" fill="none"/>` +
    `<ellipse cx="600" cy="262" rx="22" ry="7" fill="${P.navy900}" opacity=".15"/>` +
    `<g transform="translate(600 258) scale(1.5)"><path d="M0-44a22 22 0 0 1 22 22C22-4 0 18 0 18S-22-4-22-22a22 22 0 0 1 22-22z" fill="${P.brass}" stroke="${P.navy800}" stroke-width="1.5" transform="translate(0 -18)"/><circle cy="-40" r="8" fill="${P.navy800}"/></g>` +
    '</svg>'
  )
}

export function faviconSvg(): string {
  return (
    svgOpen(40, 40, site.name) +
    `<rect width="40" height="40" rx="9" fill="${P.brass}"/>` +
    `<path fill="${P.navy900}" fill-rule="evenodd" d="M17.6 7h4.8l9.2 25h2.1v2.5h-8.3V32h2.4l-2-5.6h-11.6l-2 5.6h2.4v2.5H6.3V32h2.1zM20 13.6l-4.1 10.4h8.2z"/>` +
    '</svg>'
  )
}

/** 1200x630 social preview (rendered to JPEG by the generator). */
export function ogSvg(): string {
  const w = 1200
  const h = 630
  const serif = `Georgia,'Times New Roman','Liberation Serif','DejaVu Serif',serif`
  return (
    svgOpen(w, h, site.name) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.navy900}"/><stop offset=".6" stop-color="${P.navy800}"/><stop offset="1" stop-color="${P.navy600}"/></linearGradient>` +
    `<radialGradient id="h"><stop offset="0" stop-color="#c8964f" stop-opacity=".22"/><stop offset="1" stop-color="${P.brass}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="1040" cy="600" r="420" fill="url(#h)"/>` +
    `<circle cx="1040" cy="600" r="300" fill="none" stroke="${P.brassLight}" stroke-opacity=".25"/>` +
    `<circle cx="1040" cy="600" r="360" fill="none" stroke="${P.brassLight}" stroke-opacity=".15"/>` +
    `<rect x="36" y="36" width="${w - 72}" height="${h - 72}" fill="none" stroke="${P.brass}" stroke-opacity=".6" stroke-width="2"/>` +
    `<g transform="translate(110 170) scale(2.4)"><rect width="40" height="40" rx="9" fill="${P.brass}"/>` +
    `<path fill="${P.navy900}" fill-rule="evenodd" d="M17.6 7h4.8l9.2 25h2.1v2.5h-8.3V32h2.4l-2-5.6h-11.6l-2 5.6h2.4v2.5H6.3V32h2.1zM20 13.6l-4.1 10.4h8.2z"/></g>` +
    `<text x="110" y="350" font-family="${serif}" font-size="86" fill="${P.sand}">${escapeXml(site.name)}</text>` +
    `<path d="M112 392h140" stroke="${P.brass}" stroke-width="3"/>` +
    `<text x="110" y="455" font-family="${serif}" font-size="38" fill="${P.brassLight}">Legal services for foreign clients in Turkey</text>` +
    '</svg>'
  )
}
