import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AdminPageProps } from '../../src/admin/page-data.ts'

export interface AdminAssets {
  scripts: string[]
  styles: string[]
  /** The entry's own imports, fetched with it rather than after it. */
  preloads: string[]
  /** Each route's code (by route id) and what it imports, fetched with the entry when the page is that route's. */
  routeChunks: Record<string, string[]>
}

interface ManifestChunk {
  file: string
  css?: string[]
  isEntry?: boolean
  imports?: string[]
}

/**
 * The route id of a route file's chunk in the manifest, by TanStack Router's file naming:
 * `src/admin/routes/_staff/leads.index.tsx?tsr-split=component` is the route `/_staff/leads/`.
 */
function routeIdOf(key: string): string | null {
  const file = /^src\/admin\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)?.[1]
  return file === undefined ? null : `/${file.replace(/\./g, '/').replace(/(^|\/)index$/, '$1')}`
}

/** The files `key` needs besides the entry: its own and its imports', transitively. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || chunk.isEntry || found.has(`/admin/${chunk.file}`)) return found
  found.add(`/admin/${chunk.file}`)
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, found)
  return found
}

/** `url`: the page's path and query, where the back office's router starts. */
type RenderAdminDocument = (props: AdminPageProps, assets: AdminAssets, url: string) => Promise<string>

/**
 * The back office's pages come from their own build (dist/admin/: a client bundle and a server renderer made by
 * vite.admin.config.ts), so nothing of it is in the public pages' bundles.
 */
export class AdminRenderer {
  private readonly distDir: string
  private render: RenderAdminDocument | null = null
  private assets: AdminAssets = { scripts: [], styles: [], preloads: [], routeChunks: {} }

  constructor(distDir: string) {
    this.distDir = distDir
  }

  get clientDir(): string {
    return path.join(this.distDir, 'admin/client')
  }

  private async load(): Promise<RenderAdminDocument> {
    if (this.render) return this.render
    const entry = path.join(this.distDir, 'admin/server/entry-server.js')
    if (!existsSync(entry)) throw new Error(`No back-office build in ${this.distDir}/admin. Run "npm run build".`)
    const manifest = JSON.parse(readFileSync(path.join(this.clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
    const main = Object.values(manifest).find((m) => m.isEntry)
    if (!main) throw new Error('The back-office build has no entry in its manifest')
    // The page's code is split per route: without these, the browser would find the entry's imports only after the
    // entry, and the route's chunks only after those, before it could hydrate.
    const routeChunks: Record<string, string[]> = {}
    for (const key of Object.keys(manifest)) {
      const id = routeIdOf(key)
      if (id) routeChunks[id] = [...chunkFiles(manifest, key)]
    }
    this.assets = {
      scripts: [`/admin/${main.file}`],
      styles: (main.css ?? []).map((f) => `/admin/${f}`),
      preloads: (main.imports ?? []).flatMap((key) => [...chunkFiles(manifest, key)]),
      routeChunks,
    }
    this.render = ((await import(pathToFileURL(entry).href)) as { renderAdminDocument: RenderAdminDocument }).renderAdminDocument
    return this.render
  }

  async page(props: AdminPageProps, url: string): Promise<string> {
    const render = await this.load()
    return render(props, this.assets, url)
  }
}
