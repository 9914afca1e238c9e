import { mkdirSync } from 'node:fs'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { files, IMMUTABLE } from '../http/static-files.ts'
import { checkedName, MediaStoreError, UPLOADS_PATH, type MediaStore } from './media-store.ts'

/** Uploaded images as files in one folder (DATA_DIR/media), served by Hono's serveStatic as before the S3 option. */
export class DiskMediaStore implements MediaStore {
  readonly where: string
  private readonly dir: string

  constructor(dir: string) {
    this.dir = dir
    this.where = `the folder ${dir}`
    mkdirSync(dir, { recursive: true })
  }

  private file(name: string) {
    return path.join(this.dir, checkedName(name))
  }

  async has(name: string): Promise<boolean> {
    return stat(this.file(name)).then(
      () => true,
      () => false,
    )
  }

  async put(name: string, body: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await writeFile(this.file(name), body).catch((error: Error) => {
      throw new MediaStoreError(`could not write ${name}: ${error.message}`)
    })
  }

  async delete(name: string): Promise<void> {
    await rm(this.file(name), { force: true })
  }

  async read(name: string): Promise<Buffer | null> {
    return readFile(this.file(name)).catch(() => null)
  }

  async check(): Promise<string | null> {
    return null
  }

  serve() {
    return files({ root: this.dir, prefix: UPLOADS_PATH, cacheControl: () => IMMUTABLE })
  }
}
