import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { DATA_FILES } from './db/data-files.ts'

/**
 * Files and folders this process creates are its user's alone (0600 and 0700): the database and the .eml copies hold
 * what visitors wrote. One umask at start rather than a mode at each call: it covers what libraries create with their
 * own defaults (node:sqlite opens site.db, site.db-wal and site.db-shm with 0644 less the umask; nodemailer's .eml
 * files, the uploaded images, the folders made on the way), and whatever is added later, without a call site to
 * forget. The commands that open the database or write in DATA_DIR (db:migrate, restore, admin:*, posts:import,
 * mail:retry, npm run dev) call it too.
 */
export function privateUmask(): void {
  process.umask(0o077)
}

export interface Tightened {
  /** The folder's mode before, when it was open to others (e.g. 0755). */
  folderWas: string | null
  /** Files and folders inside it that were open to others and are now not. */
  entries: number
  /** What could not be changed (a file owned by another user): the operator must fix it. */
  failed: string[]
}

/**
 * Makes DATA_DIR (created if absent) 0700 and takes the group's and others' access away from what the site keeps in
 * it: site.db and its -wal, -shm and -journal files, the mail and media folders and their files. Only those: DATA_DIR
 * may be a folder shared with other things, which are not the site's to change. A folder from an older release (0755,
 * files 0644) is tightened here, at every start; a fresh one is already private by the umask.
 */
export function tightenDataDir(dataDir: string): Tightened {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const result: Tightened = { folderWas: null, entries: 0, failed: [] }
  /** The mode it had when it was open to others and is now closed, else null. */
  const tighten = (file: string): number | null => {
    const info = statSync(file, { throwIfNoEntry: false })
    if (!info || (info.mode & 0o077) === 0) return null
    try {
      // Only the group's and others' bits go: the owner keeps what it had (0644 becomes 0600, 0755 0700).
      chmodSync(file, info.mode & 0o700)
      return info.mode
    } catch {
      result.failed.push(file)
      return null
    }
  }
  const was = tighten(dataDir)
  if (was !== null) result.folderWas = `0${(was & 0o777).toString(8)}`
  const inside = [DATA_FILES.mail, DATA_FILES.media].flatMap((folder) => {
    const dir = path.join(dataDir, folder)
    return [dir, ...(statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(dir).map((name) => path.join(dir, name)) : [])]
  })
  for (const file of [
    ...['', '-wal', '-shm', '-journal'].map((suffix) => path.join(dataDir, `${DATA_FILES.database}${suffix}`)),
    ...inside,
  ]) {
    if (tighten(file) !== null) result.entries += 1
  }
  return result
}
