/**
 * npm run build: build the browser bundle, the server renderer and the back office, and write
 * what the server needs beside them: the asset tags every page carries, the compressed forms of the browser's
 * files, and the list of the site's own pages (for the tests that walk every page). No page is prerendered: their
 * copy is in the database, and the server renders and prepares each one from the published content (ADR 36, 4.2),
 * compressing it again at brotli 11 in the background. The server answers /sitemap.xml, /robots.txt and the blog
 * feed itself (server/seo.ts), with SITE_URL and the posts of its database. SITE_URL also sets the origin of
 * canonical and Open Graph URLs.
 */
import { execFileSync } from 'node:child_process'
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { getMimeType } from 'hono/utils/mime'
import { buildFiles } from '../server/pages.ts'
import { isCompressible, PRECOMPRESSED_FORM, PRECOMPRESSED_SUFFIX } from '../server/http/prepared.ts'
import { launchProblems, launchReport, readLaunchInput } from './check-launch.ts'
import { clientManifestFile } from './route-assets.ts'
import { buildInputsFile, buildInputsHash } from './build-inputs.ts'
import { siteUrlFrom } from '../src/lib/url.ts'
import { writeIcons } from './media/icons.ts'
import { openSite } from './site-pages.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')

function run(args: string[]) {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], { cwd: root, stdio: 'inherit' })
}

export function extractAssetsHead(indexHtml: string): string {
  const html = indexHtml.replace(/<!--[\s\S]*?-->/g, '')
  return (/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '').trim()
}

/**
 * Only the entry script is requested from the head. Vite adds a `<link rel="modulepreload">` for each file the
 * entry imports; the browser fetches those at high priority before the first paint, and on a phone-speed network
 * they delay it (Lighthouse mobile measured the FAQ's first paint at 1.30 s without them against 2.1 s with them).
 * The browser still finds those imports as soon as the entry arrives, and the router fetches the page's route
 * chunk while hydrating.
 */
export function withoutModulePreloads(head: string): string {
  return head.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
}

/**
 * The site's stylesheet goes into each page's head instead of being linked: it is about 8 KB gzip, and on a phone
 * network the extra round trip for a render-blocking file delays the first paint more than the bytes cost.
 * `readCss` reads a built file by its URL path (/assets/...). A stylesheet that could end the style element early
 * stays linked.
 */
export function inlineStylesheets(head: string, readCss: (href: string) => string): string {
  return head.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const css = readCss(href)
    return /<\/style/i.test(css) ? tag : `<style>${css.trim()}</style>`
  })
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes the brotli (quality 11) and gzip (level 9) forms beside every compressible file of `dir`, so the server
 * serves them without compressing anything itself. Returns the number of files and bytes before and after brotli.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile() && !PRECOMPRESSED_FORM.test(e.name)).map((e) => path.join(e.parentPath, e.name))
  let bytes = 0
  let brotliBytes = 0
  let count = 0
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      if (!isCompressible(getMimeType(file) ?? '', body.length)) return
      const size = body.length
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
        gzipAsync(body, { level: 9 }),
      ])
      await writeFile(file + PRECOMPRESSED_SUFFIX.br, br)
      await writeFile(file + PRECOMPRESSED_SUFFIX.gzip, gz)
      bytes += size
      brotliBytes += br.length
      count += 1
    }),
  )
  return { files: count, bytes, brotliBytes }
}

/** Sample material only warns in a normal build; LAUNCH=1 makes it stop the build (see check-launch.ts). */
async function checkLaunch() {
  const problems = launchProblems(await readLaunchInput())
  if (problems.length === 0) return
  if (process.env.LAUNCH === '1') throw new Error(`LAUNCH=1: the build stops.\n${launchReport(problems)}`)
  console.warn(`Warning: ${launchReport(problems)}\n(LAUNCH=1 npm run build fails on these.)`)
}

async function main() {
  const started = Date.now()
  const inputs = buildInputsHash(root)
  // One setting for the public origin: Vite exposes only VITE_* variables to the bundle, so SITE_URL goes in by that name.
  process.env.VITE_SITE_URL = siteUrlFrom(process.env)
  await checkLaunch()
  await rm(dist, { recursive: true, force: true })
  run(['build', '--logLevel', 'warn'])
  run(['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server', '--logLevel', 'warn'])
  // The back office: its own bundle and renderer, so nothing of it reaches the public pages.
  run(['build', '--config', 'vite.admin.config.ts', '--logLevel', 'warn'])
  run([
    'build',
    '--config',
    'vite.admin.config.ts',
    '--ssr',
    'src/admin/entry-server.tsx',
    '--outDir',
    'dist/admin/server',
    '--logLevel',
    'warn',
  ])

  const assetsHead = inlineStylesheets(
    withoutModulePreloads(extractAssetsHead(await readFile(path.join(dist, 'client/index.html'), 'utf8'))),
    (href) => readFileSync(path.join(dist, 'client', href), 'utf8'),
  )
  await writeFile(path.join(dist, buildFiles.assetsHead), assetsHead)
  // The template is only for asset tags; no visitor should ever receive it.
  await rm(path.join(dist, 'client/index.html'))
  // Nor the manifest: kept beside the build for the size budget (scripts/route-assets.ts reads it).
  await rename(path.join(dist, 'client/.vite/manifest.json'), path.join(dist, clientManifestFile))
  await rm(path.join(dist, 'client/.vite'), { recursive: true })

  // The pages the seed's published content makes, as the server lists them (a feature switched off lists none).
  const site = await openSite(dist)
  const routes = await site.paths().finally(() => site.close())
  await writeFile(path.join(dist, buildFiles.pageList), JSON.stringify(routes, null, 2))
  // Share images are drawn by the server on request (server/share-image.ts): titles change without a build.
  const iconsStarted = Date.now()
  const icons = await writeIcons(path.join(dist, 'client'))
  console.log(`Drew ${icons.length} icons in ${((Date.now() - iconsStarted) / 1000).toFixed(1)} s`)
  const total = await precompress(path.join(dist, 'client'))
  const kb = (n: number) => `${Math.round(n / 1024)} KB`
  console.log(`Compressed ${total.files} files (brotli and gzip beside each): ${kb(total.bytes)} -> ${kb(total.brotliBytes)} brotli`)
  // Last, so that an interrupted build is never taken for a finished one (vitest.global-setup.ts).
  await writeFile(path.join(dist, buildInputsFile), inputs)
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; ${routes.length} pages listed, rendered by the server`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
