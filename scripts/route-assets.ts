/**
 * Which built files a page's first load needs, read from Vite's manifest: the entry with its static imports
 * (the tags of assets-head.html) and, per route, the route's split component chunk with its static imports.
 * The build writes the per-route lists to dist/route-assets.json for the renderer's modulepreload tags; the size
 * budget (scripts/budget.ts) adds up the same lists.
 */

/** In dist/: Vite's manifest of the browser build, and the per-route lists the renderer reads. */
export const clientManifestFile = 'client-manifest.json'
export const routeAssetsFile = 'route-assets.json'

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/** Route id of a file in src/routes: `index` is '/', `blog.index` '/blog/', `blog.$title` '/blog/$title'. */
export function routeIdOfFile(stem: string): string {
  if (stem === 'index') return '/'
  return `/${stem.replace(/\.index$/, '.').replaceAll('.', '/')}`
}

/** Every file a chunk needs before it runs: itself and its static imports, depth first, each once. */
export function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`Vite manifest has no chunk ${key}`)
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))]
}

/**
 * Per route id, the /assets/ paths its component needs beyond the entry's own files: what a first load of a
 * page of that route fetches besides the entry (TanStack Router loads the matched routes' component chunks
 * while hydrating).
 */
export function routeAssets(manifest: ViteManifest): Record<string, string[]> {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!entryKey) throw new Error('Vite manifest has no entry chunk')
  const entryFiles = new Set(staticClosure(manifest, entryKey))
  const out: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const m = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)
    if (!m) continue
    out[routeIdOfFile(m[1])] = staticClosure(manifest, key)
      .filter((f) => !entryFiles.has(f))
      .map((f) => `/${f}`)
  }
  return out
}
