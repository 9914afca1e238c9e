import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AdminPageProps } from '../../src/admin/page-data.ts'

export interface AdminAssets {
  scripts: string[]
  styles: string[]
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
  private assets: AdminAssets = { scripts: [], styles: [] }

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
    const manifest = JSON.parse(readFileSync(path.join(this.clientDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[]; isEntry?: boolean }
    >
    const main = Object.values(manifest).find((m) => m.isEntry)
    if (!main) throw new Error('The back-office build has no entry in its manifest')
    this.assets = { scripts: [`/admin/${main.file}`], styles: (main.css ?? []).map((f) => `/admin/${f}`) }
    this.render = ((await import(pathToFileURL(entry).href)) as { renderAdminDocument: RenderAdminDocument }).renderAdminDocument
    return this.render
  }

  async page(props: AdminPageProps, url: string): Promise<string> {
    const render = await this.load()
    return render(props, this.assets, url)
  }
}
