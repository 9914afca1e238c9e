/**
 * Generates all of the site's media from code (no downloads):
 *   public/media/**  (SVG illustrations, social preview JPEG, background videos)
 *   public/favicon.svg
 *
 *   npx node scripts/generate-media.ts           # write only missing files
 *   npx node scripts/generate-media.ts --force   # regenerate everything
 *
 * Existing files are never overwritten without --force, so the firm can
 * replace any image or video by dropping in a file of the same name.
 * Output is deterministic: randomness is seeded from each file's name.
 * Videos and the JPEG need Debian's ffmpeg (apt-get install -y ffmpeg).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
} from './media-art.ts';
import type { PortraitSpec } from './media-art.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const MEDIA = path.join(PUBLIC, 'media');
const BLOG_DIR = path.join(ROOT, 'server', 'blog', 'seed-posts');
const FORCE = process.argv.includes('--force');
/** --svg-only skips the JPEG and the videos (handy while tweaking drawings). */
const SVG_ONLY = process.argv.includes('--svg-only');

const SVG_BUDGET = 6 * 1024;
const VIDEO_BUDGET = 1.5 * 1024 * 1024;
const OG_BUDGET = 120 * 1024;

const written: string[] = [];
const kept: string[] = [];
const problems: string[] = [];

const rel = (file: string): string => path.relative(ROOT, file);

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** True when the file should be (re)generated; records kept files. */
function needsWrite(file: string): boolean {
  if (!FORCE && existsSync(file)) {
    kept.push(file);
    return false;
  }
  return true;
}

/** Temporary sibling path that keeps the extension (ffmpeg picks the format from it). */
function tempPath(file: string): string {
  const ext = path.extname(file);
  return path.join(path.dirname(file), `.${path.basename(file, ext)}.tmp-${process.pid}${ext}`);
}

function commit(tmp: string, file: string): void {
  renameSync(tmp, file);
  written.push(file);
}

function writeText(file: string, content: string): void {
  if (!needsWrite(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = tempPath(file);
  writeFileSync(tmp, content);
  commit(tmp, file);
  const size = Buffer.byteLength(content);
  if (file.endsWith('.svg') && size > SVG_BUDGET) problems.push(`${rel(file)} is ${formatSize(size)} (budget ${formatSize(SVG_BUDGET)})`);
}

const titleCase = (slug: string): string =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

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
};

// Work permits for employers and employees should not look identical.
const SERVICE_OVERRIDES: Record<string, string> = {
  'work-permit-in-turkey-for-employers': 'briefcase',
  'labor-law': 'scales',
  'criminal-law-services': 'gavel',
  'bankruptcy-and-foreclosure-law': 'coins',
};

const CASE_STUDIES: Record<string, [string, string]> = {
  'from-homeowner-to-successfull-airbnb-host-a-legal-journey': ['key', 'house'],
  'bridging-cultures-fulfilling-dreams-of-homeownership-in-turkey': ['bridge', 'house'],
  'wei-journey-to-turkish-citizenship': ['map', 'passport'],
  'amara-journey-with-private-banking-in-turkey': ['card', 'bank'],
  'reclaiming-a-legacy-the-journey-of-selim': ['document', 'familyTree'],
  'a-journey-to-reclaim-identity-helping-a-dual-citizen-change-his-name': ['passport', 'idCard'],
  'a-swift-return-overturning-an-unfair-entry-ban': ['gavel', 'plane'],
  'assisting-a-palestinian-client-in-purchasing-property-in-turkey': ['map', 'house'],
};

const GUIDES: Record<string, { title: string[]; motif: string }> = {
  'real-estate-guide': { title: ['Real Estate', 'Guide'], motif: 'house' },
  'business-in-turkey': { title: ['Doing Business', 'in Turkey'], motif: 'buildings' },
  'turkish-residence-permit-checklist': { title: ['Residence Permit', 'Checklist'], motif: 'residence' },
};

const GROUPS: Record<string, [string, string, string]> = {
  corporate: ['buildings', 'bank', 'briefcase'],
  individual: ['scales', 'family', 'house'],
  citizenship: ['passport', 'plane', 'map'],
};

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
};

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
];
const BLOG_FALLBACK = ['document', 'scales', 'stamp', 'map'];

function blogMotif(slug: string, markdown: string): string {
  for (const [re, m] of BLOG_RULES) if (re.test(slug)) return m;
  const alt = /^imageAlt:\s*(.*)$/m.exec(markdown)?.[1]?.toLowerCase() ?? '';
  for (const [re, m] of BLOG_RULES) if (re.test(alt)) return m;
  let h = 0;
  for (const ch of slug) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return BLOG_FALLBACK[h % BLOG_FALLBACK.length];
}

function writeSvgs(): void {
  for (const [slug, base] of Object.entries(SERVICES)) {
    const m = SERVICE_OVERRIDES[slug] ?? base;
    writeText(path.join(MEDIA, 'services', `${slug}.svg`), serviceSvg(slug, m, `Abstract illustration: ${titleCase(slug)}`));
  }
  for (const [slug, [from, to]] of Object.entries(CASE_STUDIES)) {
    writeText(path.join(MEDIA, 'case-studies', `${slug}.svg`), caseStudySvg(slug, from, to, `Abstract illustration of a client journey`));
  }
  for (const [slug, g] of Object.entries(GUIDES)) {
    writeText(path.join(MEDIA, 'guides', `${slug}.svg`), guideSvg(slug, g.title, g.motif, `${g.title.join(' ')} cover`));
  }
  for (const [name, [main, left, right]] of Object.entries(GROUPS)) {
    writeText(path.join(MEDIA, 'groups', `${name}.svg`), groupSvg(name, main, left, right, `Abstract illustration: ${name} services`));
  }
  writeText(path.join(MEDIA, 'nav', 'about-us.svg'), navAboutSvg());
  writeText(path.join(MEDIA, 'nav', 'our-team.svg'), navTeamSvg());
  for (const [id, spec] of Object.entries(TEAM)) {
    writeText(path.join(MEDIA, 'team', `${id}.svg`), portraitSvg(id, `Stylised portrait placeholder: ${titleCase(id)}`, spec));
  }
  const posts = existsSync(BLOG_DIR) ? readdirSync(BLOG_DIR).filter((f) => f.endsWith('.md')).sort() : [];
  if (posts.length === 0) problems.push(`no blog posts found in ${rel(BLOG_DIR)}`);
  for (const file of posts) {
    const slug = file.slice(0, -3);
    const md = readFileSync(path.join(BLOG_DIR, file), 'utf8');
    writeText(path.join(MEDIA, 'blog', `${slug}.svg`), blogSvg(slug, blogMotif(slug, md), `Abstract illustration: ${titleCase(slug)}`));
  }
  writeText(path.join(MEDIA, 'map-placeholder.svg'), mapPlaceholderSvg());
  writeText(path.join(PUBLIC, 'favicon.svg'), faviconSvg());
}

// ---------------------------------------------------------------------------
// ffmpeg helpers
// ---------------------------------------------------------------------------

function findFfmpeg(): string | null {
  for (const candidate of ['ffmpeg', '/usr/bin/ffmpeg']) {
    const res = spawnSync(candidate, ['-hide_banner', '-version'], { encoding: 'utf8' });
    if (!res.error && res.status === 0) return candidate;
  }
  return null;
}

function runFfmpeg(ffmpeg: string, args: string[]): boolean {
  const res = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.error || res.status !== 0) {
    const msg = (res.stderr || String(res.error ?? '')).trim().split('\n').slice(-4).join('\n');
    problems.push(`ffmpeg failed: ${msg}`);
    return false;
  }
  return true;
}

function hasDecoder(ffmpeg: string, name: string): boolean {
  const res = spawnSync(ffmpeg, ['-hide_banner', '-decoders'], { encoding: 'utf8' });
  return new RegExp(`^\\s*\\S+\\s+${name}\\s`, 'm').test(res.stdout ?? '');
}

function writeOgJpeg(ffmpeg: string): void {
  const file = path.join(MEDIA, 'og-default.jpg');
  if (!needsWrite(file)) return;
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'og-'));
  const tmp = tempPath(file);
  try {
    let ok = false;
    for (const q of [3, 5, 8, 12]) {
      let args: string[];
      if (hasDecoder(ffmpeg, 'svg')) {
        const svg = path.join(tmpDir, 'og.svg');
        writeFileSync(svg, ogSvg());
        args = ['-i', svg, '-frames:v', '1', '-vf', 'scale=1200:630,format=yuvj420p', '-q:v', String(q), tmp];
      } else {
        // Fallback without librsvg: draw the card with lavfi sources and drawtext.
        const font = ['/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'].find((f) =>
          existsSync(f),
        );
        const text = font
          ? `,drawtext=fontfile=${font}:text='Atlas Law Istanbul':fontcolor=0xfaf7f2:fontsize=80:x=110:y=260` +
            `,drawtext=fontfile=${font}:text='Legal services for foreign clients in Turkey':fontcolor=0xdcc095:fontsize=36:x=110:y=420`
          : '';
        args = [
          '-f',
          'lavfi',
          '-i',
          `gradients=s=1200x630:c0=0x0f1f33:c1=0x2b4566:x0=0:y0=0:x1=1200:y1=630:d=1,drawbox=x=36:y=36:w=1128:h=558:color=0xb58a4c@0.6:t=2,drawbox=x=112:y=390:w=140:h=3:color=0xb58a4c:t=fill${text}`,
          '-frames:v',
          '1',
          '-vf',
          'format=yuvj420p',
          '-q:v',
          String(q),
          tmp,
        ];
      }
      if (!runFfmpeg(ffmpeg, args)) break;
      if (statSync(tmp).size <= OG_BUDGET) {
        ok = true;
        break;
      }
    }
    if (ok) commit(tmp, file);
    else problems.push(`could not produce ${rel(file)} under ${formatSize(OG_BUDGET)}`);
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
    rmSync(tmp, { force: true });
  }
}

// ---------------------------------------------------------------------------
// Videos: lavfi sources + geq expressions (all periodic in 10 s => seamless loops)
// ---------------------------------------------------------------------------

type RGB = readonly [number, number, number];

const C = {
  navy900: [15, 31, 51],
  navy800: [23, 42, 67],
  navy600: [43, 69, 102],
  slate: [93, 119, 153],
  brass: [181, 138, 76],
  brassLight: [220, 192, 149],
  sand: [250, 247, 242],
} satisfies Record<string, RGB>;

const DURATION = 10;
const OUT_FPS = 24;

/** Linear mix written so that `a` appears once (keeps nested expressions short). */
const mix = (a: string | number, b: string | number, t: string | number): string => `((${a})*(1-(${t}))+(${b})*(${t}))`;
const ch = (c: RGB, i: number): number => c[i];
/** Colour that fades between two RGB values with factor t, for channel i. */
const lerpC = (a: RGB, b: RGB, t: string, i: number): string => mix(ch(a, i), ch(b, i), t);

function geq(pre: string, channel: (i: number) => string): string {
  return 'geq=' + ['r', 'g', 'b'].map((name, i) => `${name}='${pre}clip(${channel(i)},0,255)'`).join(':');
}

/** Soft-edged disc alpha; cx/cy in fractions of W/H, radius in fractions of W. */
const disc = (cx: string, cy: string, r: number, opacity: number, edge = 0.006): string =>
  `${opacity}*clip((${r}-hypot(X/W-(${cx}),(Y-H*(${cy}))/W))/${edge}+0.5,0,1)`;
const ring = (cx: string, cy: string, r: number, opacity: number, width: number): string =>
  `${opacity}*clip(1-abs(hypot(X/W-(${cx}),(Y-H*(${cy}))/W)-${r})/${width},0,1)`;

type VideoSpec = {
  name: string;
  /** render size for geq (upscaled to 960x540) */
  render: [number, number];
  /** frames per second rendered by geq (blended up to 24 fps) */
  renderFps: number;
  posterFrame: number;
  filter: string;
};

const TAU_T = `2*PI*T/${DURATION}`;

function heroFilter(): string {
  const pre =
    `st(0,${TAU_T});` +
    `st(1,clip(0.55*X/W+0.45*Y/H+0.08*sin(ld(0)+3*X/W+2*Y/H),0,1));` +
    `st(2,0.62*exp(-(pow(X/W-0.8-0.07*cos(ld(0)),2)+pow((Y-H*(0.92+0.08*sin(ld(0))))/W,2))/0.15));` +
    `st(3,0.55*exp(-(pow(X/W-0.18-0.05*sin(ld(0)),2)+pow((Y-H*(0.18+0.05*cos(ld(0))))/W,2))/0.05));` +
    `st(4,0.09*exp(-pow((0.55*X/W-Y/H+0.15+0.15*sin(ld(0)))/0.16,2)));`;
  return geq(pre, (i) => mix(mix(mix(lerpC(C.navy900, [36, 58, 88], 'ld(1)', i), ch(C.brass, i), 'ld(2)'), ch(C.navy600, i), 'ld(3)*0.6'), ch(C.sand, i), 'ld(4)'));
}

function offerFilter(): string {
  const shapes: [string, RGB][] = [
    [disc('0.72+0.05*cos(ld(0))', '0.42+0.07*sin(ld(0))', 0.24, 0.3), C.slate],
    [ring('0.72+0.05*cos(ld(0))', '0.42+0.07*sin(ld(0))', 0.29, 0.45, 0.003), C.slate],
    [disc('0.18+0.04*cos(ld(0)+2)', '0.78+0.05*sin(ld(0)+2)', 0.16, 0.45), C.navy900],
    [disc('0.34+0.06*sin(ld(0))', '0.30+0.05*cos(ld(0))', 0.085, 0.55), C.brass],
    [ring('0.56+0.04*sin(ld(0)+1)', '0.60+0.05*cos(ld(0)+1)', 0.15, 0.7, 0.0035), C.brassLight],
    [disc('0.86+0.03*sin(2*ld(0))', '0.20+0.03*cos(ld(0))', 0.025, 0.6), C.sand],
    [disc('0.10+0.02*cos(ld(0))', '0.25+0.03*sin(ld(0))', 0.05, 0.25), C.brassLight],
  ];
  const pre = `st(0,${TAU_T});` + shapes.map(([a], k) => `st(${k + 1},${a});`).join('');
  return geq(pre, (i) => {
    let e = lerpC(C.navy800, C.navy600, '0.3*X/W+0.7*Y/H', i);
    shapes.forEach(([, col], k) => {
      e = mix(e, ch(col, i), `ld(${k + 1})`);
    });
    return e;
  });
}

function aboutFilter(): string {
  const pre =
    `st(0,${TAU_T});` +
    `st(1,0.5+0.22*sin(6*(0.8*X/W+0.6*Y/H)-ld(0))+0.18*sin(4*(Y/H-0.3*X/W)+2*ld(0)+1));` +
    `st(2,0.2*exp(-pow(sin(PI*5*ld(1)),2)*30));` +
    `st(3,0.22*exp(-(pow(X/W-0.15-0.05*sin(ld(0)),2)+pow((Y-H*0.2)/W,2))/0.05));`;
  return geq(pre, (i) => mix(mix(lerpC(C.sand, C.brassLight, 'clip(ld(1),0,1)*0.8', i), ch(C.navy600, i), 'ld(2)'), ch(C.slate, i), 'ld(3)'));
}

function approachFilter(): string {
  const pre =
    `st(0,${TAU_T});` +
    `st(1,7*hypot(X/W-0.5-0.05*cos(ld(0)),(Y/H-0.5)*0.5625-0.04*sin(ld(0)))+0.35*sin(5*X/W+ld(0))+0.3*cos(4*Y/H-ld(0)+2*X/W));` +
    `st(2,0.3*exp(-pow(sin(PI*ld(1)),2)*60));` +
    `st(3,0.12*exp(-(pow(X/W-0.8,2)+pow((Y-H*0.3)/W,2))/0.08));`;
  return geq(pre, (i) => mix(mix(lerpC(C.navy900, C.navy800, 'Y/H', i), ch(C.slate, i), 'ld(2)'), ch(C.brass, i), 'ld(3)'));
}

function marinaFilter(): string {
  const HY = 0.6; // horizon
  const dayTop: RGB = [78, 112, 150];
  const duskTop: RGB = [22, 36, 60];
  const dayHor: RGB = [206, 212, 214];
  const duskHor: RGB = [232, 168, 104];
  const daySun: RGB = [255, 248, 232];
  const duskSun: RGB = [252, 200, 126];
  const dayCloud: RGB = [238, 240, 242];
  const duskCloud: RGB = [206, 142, 116];
  const dayHill: RGB = [92, 112, 134];
  const duskHill: RGB = [24, 36, 54];
  const dayDeep: RGB = [36, 58, 88];
  const duskDeep: RGB = [10, 20, 34];
  const sunD = `hypot(X/W-0.68,(Y/H-0.44-0.13*ld(1))*0.5625)`;
  const dw = `((Y/H-${HY})/${1 - HY})`;
  const pre =
    `st(0,${TAU_T});` +
    `st(1,(1-cos(ld(0)))/2);` + // 0 = day, 1 = dusk, back to day: loops
    `st(2,0.5*exp(-pow(${sunD},2)/0.016));` + // sun halo
    `st(3,clip((0.032-${sunD})/0.004+0.5,0,1));` + // sun disc
    `st(4,0.3*exp(-pow((Y/H-0.22)/0.09,2))*clip(0.5*sin(4*PI*X/W-2*ld(0))+0.45*sin(6*PI*X/W+1-3*ld(0)+10*Y/H),0,1));` + // clouds
    `st(5,sin(-16*log(${dw}+0.03)+2*ld(0)+1.2*sin(11*X/W*(1+2*${dw})+ld(0))));` + // ripples
    `st(6,exp(-pow((X/W-0.68)/(0.02+0.1*${dw}),2))*clip(ld(5)*sin(120*X/W+3*ld(0)+40*${dw}),0,1)*(1-0.35*ld(1)));`; // glitter
  const hill = `gt(Y/H,${HY}-(0.03+0.02*sin(7*X/W+1)+0.012*sin(19*X/W))*clip(1.3-1.5*X/W,0.25,1))`;
  return geq(pre, (i) => {
    const top = lerpC(dayTop, duskTop, 'ld(1)', i);
    const hor = lerpC(dayHor, duskHor, 'ld(1)', i);
    const sun = lerpC(daySun, duskSun, 'ld(1)', i);
    const setup = `st(7,${top});st(8,${hor});st(9,${sun});`;
    let sky = mix('ld(7)', 'ld(8)', `pow(clip(Y/H/${HY},0,1),1.8)`);
    sky = mix(sky, lerpC(dayCloud, duskCloud, 'ld(1)', i), 'ld(4)');
    sky = mix(sky, 'ld(9)', 'ld(2)');
    sky = mix(sky, 'ld(9)', 'ld(3)');
    sky = mix(sky, lerpC(dayHill, duskHill, 'ld(1)', i), `0.85*${hill}`);
    let water = mix(`0.8*${mix('ld(8)', 'ld(7)', 0.4)}`, lerpC(dayDeep, duskDeep, 'ld(1)', i), `sqrt(${dw})`);
    water = `${water}*(1+0.1*ld(5))`;
    water = mix(water, 'ld(9)', '0.85*ld(6)');
    return `${setup}if(lt(Y/H,${HY}),${sky},${water})`;
  });
}

const VIDEOS: VideoSpec[] = [
  { name: 'hero', render: [384, 216], renderFps: 12, posterFrame: 60, filter: heroFilter() },
  { name: 'what-we-offer', render: [480, 270], renderFps: 12, posterFrame: 48, filter: offerFilter() },
  { name: 'what-we-offer-about', render: [384, 216], renderFps: 12, posterFrame: 48, filter: aboutFilter() },
  { name: 'our-approach', render: [384, 216], renderFps: 12, posterFrame: 48, filter: approachFilter() },
  { name: 'marina', render: [480, 270], renderFps: 12, posterFrame: 84, filter: marinaFilter() },
];

function writeVideo(ffmpeg: string, v: VideoSpec): void {
  const dir = path.join(MEDIA, 'video');
  mkdirSync(dir, { recursive: true });
  const targets = [
    { kind: 'webm', file: path.join(dir, `${v.name}.webm`) },
    { kind: 'mp4', file: path.join(dir, `${v.name}.mp4`) },
    { kind: 'poster', file: path.join(dir, `${v.name}-poster.jpg`) },
  ].filter((t) => needsWrite(t.file));
  if (targets.length === 0) return;

  const [rw, rh] = v.render;
  const source =
    `nullsrc=s=${rw}x${rh}:r=${v.renderFps}:d=${DURATION},format=gbrp,${v.filter},` +
    `scale=960:540:flags=bicubic,framerate=fps=${OUT_FPS},format=yuv420p,` +
    `split=${targets.length}` +
    targets.map((_, k) => `[v${k}]`).join('') +
    targets.map((t, k) => (t.kind === 'poster' ? `;[v${k}]select='eq(n,${v.posterFrame})'[p${k}]` : '')).join('');

  // Quality settings per attempt: if a file comes out too large, retry with stronger compression.
  const attempts = [
    { crfVp9: 34, crfX264: 25, rate: 700 },
    { crfVp9: 40, crfX264: 30, rate: 450 },
    { crfVp9: 48, crfX264: 35, rate: 250 },
  ];
  for (const [attempt, q] of attempts.entries()) {
    const args = ['-filter_complex', source];
    const tmps: string[] = [];
    targets.forEach((t, k) => {
      const tmp = tempPath(t.file);
      tmps.push(tmp);
      if (t.kind === 'webm') {
        args.push('-map', `[v${k}]`, '-c:v', 'libvpx-vp9', '-crf', String(q.crfVp9), '-b:v', `${q.rate}k`, '-deadline', 'good', '-cpu-used', '2');
        args.push('-row-mt', '1', '-g', String(OUT_FPS * DURATION), '-an', '-f', 'webm', tmp);
      } else if (t.kind === 'mp4') {
        args.push('-map', `[v${k}]`, '-c:v', 'libx264', '-preset', 'slow', '-crf', String(q.crfX264), '-maxrate', `${q.rate + 300}k`);
        args.push('-bufsize', `${(q.rate + 300) * 2}k`, '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart', '-an', '-f', 'mp4', tmp);
      } else {
        args.push('-map', `[p${k}]`, '-frames:v', '1', '-q:v', '3', '-f', 'image2', tmp);
      }
    });
    const started = Date.now();
    const ok = runFfmpeg(ffmpeg, args);
    if (!ok) {
      tmps.forEach((t) => rmSync(t, { force: true }));
      problems.push(`video ${v.name} failed`);
      return;
    }
    const tooBig = tmps.some((t) => statSync(t).size > VIDEO_BUDGET);
    if (tooBig && attempt < attempts.length - 1) {
      tmps.forEach((t) => rmSync(t, { force: true }));
      console.log(`  ${v.name}: over ${formatSize(VIDEO_BUDGET)}, retrying with stronger compression`);
      continue;
    }
    targets.forEach((t, k) => commit(tmps[k], t.file));
    console.log(`  ${v.name}: rendered in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
}

// ---------------------------------------------------------------------------

function main(): void {
  console.log(`Generating media in ${rel(PUBLIC)}/${FORCE ? ' (--force: overwriting existing files)' : ''}`);
  writeSvgs();

  const ffmpeg = SVG_ONLY ? null : findFfmpeg();
  if (SVG_ONLY) {
    console.log('--svg-only: skipping the JPEG and the videos');
  } else if (!ffmpeg) {
    console.warn(
      '\nffmpeg was not found. The SVG files were written, but the social preview JPEG and the videos need\n' +
        "Debian's ffmpeg (built with libx264, libvpx and librsvg):  apt-get install -y ffmpeg\n" +
        'Then run this script again; existing files are kept.\n',
    );
  } else {
    writeOgJpeg(ffmpeg);
    console.log('Rendering videos (this takes a few minutes)...');
    for (const v of VIDEOS) writeVideo(ffmpeg, v);
  }

  const byDir = (files: string[]): string => {
    const groups = new Map<string, string[]>();
    for (const f of files) {
      const d = rel(path.dirname(f));
      groups.set(d, [...(groups.get(d) ?? []), path.basename(f)]);
    }
    return [...groups].map(([d, names]) => `  ${d}/ (${names.length}): ${names.join(', ')}`).join('\n');
  };
  console.log(`\nWritten (${written.length}):${written.length ? '\n' + byDir(written) : ' none'}`);
  console.log(`Kept existing (${kept.length}):${kept.length ? '\n' + byDir(kept) + '\n  (use --force to regenerate them)' : ' none'}`);

  const all = [...written, ...kept];
  const total = all.reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0);
  const largestSvg = all.filter((f) => f.endsWith('.svg')).reduce<[string, number]>((best, f) => {
    const s = statSync(f).size;
    return s > best[1] ? [f, s] : best;
  }, ['', 0]);
  console.log('\nSizes:');
  for (const f of all.filter((x) => !x.endsWith('.svg')).sort()) console.log(`  ${rel(f).padEnd(48)} ${formatSize(statSync(f).size).padStart(10)}`);
  if (largestSvg[0]) console.log(`  largest SVG: ${rel(largestSvg[0])} ${formatSize(largestSvg[1])}`);
  console.log(`  total: ${formatSize(total)} in ${all.length} files`);
  for (const f of all) {
    if (/\.(webm|mp4)$/.test(f) && statSync(f).size > VIDEO_BUDGET) problems.push(`${rel(f)} is over ${formatSize(VIDEO_BUDGET)}`);
  }
  if (problems.length) {
    console.warn(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main();
