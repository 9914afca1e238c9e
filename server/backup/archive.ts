import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'

/**
 * A backup is one gzipped tar file: `manifest.json` (what was backed up, when, the row counts, each file's size and
 * sha256), the database (`site.db`, or `site.pgdump` for PostgreSQL) and the uploaded images under `media/`.
 *
 * Written and read with the system's `tar` (GNU tar on Linux, bsdtar on macOS: both take these flags). No tar
 * library is among the project's dependencies (tar-stream is only a transitive dependency of exceljs), and the CLI
 * brings what our own writer would have to get right: long names, gzip, and an extractor that strips absolute
 * paths and `..`. The archive is an ordinary file an operator can list with `tar -tzf`.
 */

export class BackupError extends Error {}

export const MANIFEST = 'manifest.json'
/** The PostgreSQL dump's name inside an archive (`pg_dump -Fc`). */
export const PG_DUMP = 'site.pgdump'

const manifestSchema = z.object({
  format: z.literal(1),
  engine: z.enum(['sqlite', 'postgresql']),
  createdAt: z.iso.datetime(),
  /** The database's schema version (SQLite's user_version; the migrations applied in PostgreSQL), null if unknown. */
  schemaVersion: z.number().int().nonnegative().nullable(),
  counts: z.object({ posts: z.number().int(), submissions: z.number().int(), outbox: z.number().int() }),
  files: z.array(z.object({ path: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
})
export type Manifest = z.infer<typeof manifestSchema>
export type Counts = Manifest['counts']

const execFileAsync = promisify(execFile)

/** Runs a command; a failure becomes a BackupError with `what` and the command's own message. */
export async function run(command: string, args: string[], what: string, env?: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, { env: env ?? process.env, maxBuffer: 64 * 1024 * 1024 })
    return stdout
  } catch (error) {
    const e = error as { code?: string | number; stderr?: string; message: string }
    if (e.code === 'ENOENT') throw new BackupError(`${what}: the command "${command}" is not installed on this machine.`)
    // tar's closing lines ("Child returned status 1", "Error is not recoverable") say nothing about the cause.
    const lines = (e.stderr ?? '')
      .trim()
      .split('\n')
      .filter((l) => l && !/Child returned status|Error is not recoverable|Exiting with failure/.test(l))
    const said = lines.slice(0, 3).join(' / ') || e.message
    throw new BackupError(`${what}: ${command} said: ${said}`)
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every regular file under `dir`, as paths relative to it with `/` separators; anything else is an error. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = []
  for (const entry of (await readdir(path.join(dir, prefix), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)))
    else if (entry.isFile()) out.push(rel)
    else throw new BackupError(`${rel} is neither a file nor a folder (a link or a device); a backup holds only files.`)
  }
  return out
}

/** The manifest's file list for everything under `dir` (the manifest itself excluded). */
export async function describeFiles(dir: string): Promise<Manifest['files']> {
  const files = (await listFiles(dir)).filter((f) => f !== MANIFEST)
  return Promise.all(
    files.map(async (f) => ({ path: f, bytes: (await lstat(path.join(dir, f))).size, sha256: await sha256File(path.join(dir, f)) })),
  )
}

/** Writes the gzipped tar of `names` (relative to `dir`) to `archive`. */
export async function writeArchive(archive: string, dir: string, names: string[]): Promise<void> {
  await run('tar', ['-czf', archive, '-C', dir, ...names], 'Could not write the archive')
}

/**
 * Unpacks `archive` into the empty folder `into` after listing it: every name must be one a backup holds
 * (manifest, database, media), relative and without `..`. A damaged file (bad gzip data, a cut-off tar) fails
 * here with tar's own words.
 */
export async function extractArchive(archive: string, into: string): Promise<void> {
  const damaged = `The archive ${archive} is damaged or is not a backup of this site`
  const names = (await run('tar', ['-tzf', archive], damaged)).split('\n').filter(Boolean)
  const allowed = (n: string) => {
    const name = n.replace(/^\.\//, '').replace(/\/$/, '')
    if (name === '' || name === '.') return true
    if (path.isAbsolute(name) || name.split('/').includes('..')) return false
    return name === MANIFEST || name === 'site.db' || name === PG_DUMP || name === 'media' || name.startsWith('media/')
  }
  const strange = names.filter((n) => !allowed(n))
  if (strange.length > 0) throw new BackupError(`${damaged}: it holds ${strange.slice(0, 3).join(', ')}.`)
  if (!names.some((n) => n.replace(/^\.\//, '') === MANIFEST)) throw new BackupError(`${damaged}: it has no ${MANIFEST}.`)
  await run('tar', ['-xzf', archive, '-C', into, '--no-same-owner'], damaged)
}

/**
 * Reads the manifest of an unpacked archive and checks every file against it: same set of files, same sizes,
 * same sha256. Returns the manifest; throws a BackupError naming the first difference.
 */
export async function verifyUnpacked(dir: string, archive: string): Promise<Manifest> {
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')))
  } catch (error) {
    throw new BackupError(`The archive ${archive} has no readable manifest (${(error as Error).message.split('\n')[0]}).`)
  }
  const present = await describeFiles(dir)
  const listed = new Map(manifest.files.map((f) => [f.path, f]))
  for (const file of present) {
    const expected = listed.get(file.path)
    if (!expected) throw new BackupError(`The archive ${archive} holds ${file.path}, which its manifest does not list.`)
    if (expected.bytes !== file.bytes || expected.sha256 !== file.sha256) {
      throw new BackupError(`The archive ${archive} is damaged: ${file.path} does not match its checksum in the manifest.`)
    }
    listed.delete(file.path)
  }
  const missing = [...listed.keys()]
  if (missing.length > 0) throw new BackupError(`The archive ${archive} is incomplete: ${missing.slice(0, 3).join(', ')} missing.`)
  return manifest
}

export function formatCounts(c: Counts): string {
  return `${c.posts} posts, ${c.submissions} submissions, ${c.outbox} outbox messages`
}
