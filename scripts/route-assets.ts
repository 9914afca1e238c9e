/**
 * Which built files a page's first load needs, read from Vite's manifest: the entry with its static imports
 * and, per route, the route's split component chunk with its static imports. The size budget (scripts/budget.ts)
 * adds them up.
 */

/** In dist/: Vite's manifest of the browser build, moved out of the served folder by the build. */
export const clientManifestFile = 'client-manifest.json'

export interface ManifestChunk {
  file: string
  /** The chunk's name: a shared chunk's is its first module's (the English dictionary's is 'en'). */
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/** Route id of a file in src/routes: `index` is '/', `blog.index` '/blog/', `blog.$slug` '/blog/$slug'. */
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

/** The built files every page loads: the entry chunk and its static imports. */
function entryFiles(manifest: ViteManifest): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!entryKey) throw new Error('Vite manifest has no entry chunk')
  return staticClosure(manifest, entryKey)
}

/** The /assets/ paths every page loads: the entry chunk and its static imports. */
export function entryAssets(manifest: ViteManifest): string[] {
  return entryFiles(manifest).map((f) => `/${f}`)
}

/**
 * Per route id, the /assets/ paths its component needs beyond the entry's own files: what a first load of a
 * page of that route fetches besides the entry (TanStack Router loads the matched routes' component chunks
 * while hydrating).
 */
export function routeAssets(manifest: ViteManifest): Record<string, string[]> {
  const entry = new Set(entryFiles(manifest))
  const out: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const m = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)
    if (m) out[routeIdOfFile(m[1])] = beyondEntry(manifest, key, entry)
  }
  return out
}

/** The /assets/ paths a chunk (by its source path) needs beyond the entry's own files. */
export function beyondEntry(manifest: ViteManifest, key: string, entry = new Set(entryFiles(manifest))): string[] {
  return staticClosure(manifest, key)
    .filter((f) => !entry.has(f))
    .map((f) => `/${f}`)
}
