import { beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'
import { SCHEMA_VERSION } from '../db/sqlite/database.ts'
import { parseEnv } from '../env.ts'
import { postJson, startHarness, tempDir, validContact } from '../test/harness.ts'
import { runBackupCli } from '../test/backup-cli.ts'
import { archiveName, makeBackup } from './backup.ts'

const execFileAsync = promisify(execFile)

function rows<T>(dataDir: string, sql: string): T[] {
  const db = new DatabaseSync(path.join(dataDir, 'site.db'), { readOnly: true })
  try {
    return db.prepare(sql).all() as T[]
  } finally {
    db.close()
  }
}

const cover = Buffer.from('RIFF....WEBPVP8 not really an image, bytes to carry')

let site: string
let backupDir: string
let archive: string
beforeAll(async () => {
  site = tempDir('law-site-backup-')
  backupDir = tempDir('law-site-backups-')
  const h = await startHarness({}, { dataDir: site })
  for (const i of [1, 2, 3]) {
    const r = await h.request('/api/email/Form/ContactUs', postJson({ ...validContact, email: `client${i}@example.com` }))
    expect(r.status).toBe(200)
  }
  // Published content (ADR 36) is in the database file too.
  // The seed the harness published, and an edit published on top of it: a new phone number.
  const firm = (await h.store.content.findDocument('firm', 'firm'))!.id
  const draft = (await h.store.content.getDraft(firm, 'neutral'))!
  const now = new Date().toISOString()
  const phone = { e164: '+902125550100', display: '+90 212 555 01 00' }
  expect((await h.store.content.saveDraft(firm, 'neutral', { ...draft.data, phone }, draft.rev, 'owner@firm.example', now)).ok).toBe(true)
  expect((await h.store.content.publish(firm, ['neutral'], 'owner@firm.example', now)).ok).toBe(true)
  await h.close()
  mkdirSync(path.join(site, 'media'), { recursive: true })
  writeFileSync(path.join(site, 'media', 'abc-1200.webp'), cover)
  mkdirSync(path.join(site, 'mail'), { recursive: true })
  writeFileSync(path.join(site, 'mail', 'copy.eml'), 'Subject: kept out of backups\n')
  const made = await runBackupCli(['backup'], { DATA_DIR: site, BACKUP_DIR: backupDir })
  expect(made.code, made.out).toBe(0)
  archive = path.join(
    backupDir,
    readdirSync(backupDir).find((n) => n.endsWith('.tar.gz'))!,
  )
})

describe('npm run backup and npm run restore', () => {
  it('restores the database and the media into an empty folder, and says what it restored', async () => {
    expect(path.basename(archive)).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/)
    const target = path.join(tempDir(), 'data')
    const restored = await runBackupCli(['restore', archive], { DATA_DIR: target })
    expect(restored.code, restored.out).toBe(0)
    const posts = rows<{ n: number }>(site, 'SELECT COUNT(*) AS n FROM posts')[0].n
    expect(restored.out).toContain(`schema version ${SCHEMA_VERSION}: ${posts} posts, 3 submissions, 6 outbox messages`)
    expect(restored.out).toMatch(/Every file matches its sha256/)
    expect(rows<{ email: string }>(target, 'SELECT email FROM submissions ORDER BY id').map((r) => r.email)).toEqual([
      'client1@example.com',
      'client2@example.com',
      'client3@example.com',
    ])
    expect(readFileSync(path.join(target, 'media', 'abc-1200.webp'))).toEqual(cover)
    const published = `SELECT d.type, d.key, p.part, v.data FROM content_published p
      JOIN content_documents d ON d.id = p.document_id JOIN content_versions v ON v.id = p.version_id
      ORDER BY d.type, d.key, p.part`
    const content = rows<{ type: string; key: string; part: string; data: string }>(target, published)
    expect(content).toEqual(rows(site, published))
    expect(content.length).toBeGreaterThan(100)
    expect(content.find((r) => r.type === 'firm' && r.part === 'neutral')!.data).toContain('+902125550100')
    // The .eml copies stay out; nothing of the restore's own working folder is left behind.
    expect(readdirSync(target).sort()).toEqual(['media', 'site.db'])
  })

  it('refuses a folder that is not empty, and changes nothing in it', async () => {
    const target = tempDir()
    writeFileSync(path.join(target, 'site.db'), 'the live site')
    const refused = await runBackupCli(['restore', archive], { DATA_DIR: target })
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/DATA_DIR \(.*\) is not empty \(site\.db\)\. A restore never overwrites a site/)
    expect(readdirSync(target)).toEqual(['site.db'])
    expect(readFileSync(path.join(target, 'site.db'), 'utf8')).toBe('the live site')
  })

  it('restores onto a freshly mounted volume, whose only entry is an empty lost+found', async () => {
    // mkfs.ext4 leaves lost+found (0700, owned by root) at the root of every new file system: a DATA_DIR that is
    // a volume's mount point holds it before anything was written. It stays where it is, empty.
    const target = tempDir()
    mkdirSync(path.join(target, 'lost+found'), { mode: 0o700 })
    const restored = await runBackupCli(['restore', archive], { DATA_DIR: target })
    expect(restored.code, restored.out).toBe(0)
    expect(readdirSync(target).sort()).toEqual(['lost+found', 'media', 'site.db'])
    expect(readdirSync(path.join(target, 'lost+found'))).toEqual([])
  })

  it('refuses a lost+found that holds anything (fsck put files there), or a lost+found file', async () => {
    const target = tempDir()
    mkdirSync(path.join(target, 'lost+found'))
    writeFileSync(path.join(target, 'lost+found', '#1234'), 'recovered by fsck')
    const refused = await runBackupCli(['restore', archive], { DATA_DIR: target })
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/is not empty \(lost\+found\)/)
    expect(readdirSync(target)).toEqual(['lost+found'])
    const other = tempDir()
    writeFileSync(path.join(other, 'lost+found'), "a file, not the file system's folder")
    expect((await runBackupCli(['restore', archive], { DATA_DIR: other })).code).toBe(1)
  })

  it('refuses a damaged archive with a clear error and leaves the folder empty', async () => {
    const bytes = readFileSync(archive)
    for (let i = 200; i < 400; i++) bytes[Math.floor(bytes.length / 2) + i] ^= 0xff
    const damaged = path.join(tempDir(), 'damaged.tar.gz')
    writeFileSync(damaged, bytes)
    const target = tempDir()
    const refused = await runBackupCli(['restore', damaged], { DATA_DIR: target })
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/The archive .*damaged\.tar\.gz is damaged or is not a backup of this site: tar said: /)
    expect(readdirSync(target)).toEqual([])
  })

  it('refuses an archive whose files do not match the manifest (a valid tar, one file changed)', async () => {
    const unpacked = tempDir()
    await execFileAsync('tar', ['-xzf', archive, '-C', unpacked])
    writeFileSync(path.join(unpacked, 'media', 'abc-1200.webp'), 'swapped')
    const tampered = path.join(tempDir(), 'tampered.tar.gz')
    await execFileAsync('tar', ['-czf', tampered, '-C', unpacked, 'manifest.json', 'site.db', 'media'])
    const target = tempDir()
    const refused = await runBackupCli(['restore', tampered], { DATA_DIR: target })
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('media/abc-1200.webp does not match its checksum in the manifest')
    expect(readdirSync(target)).toEqual([])
  })

  it('refuses a file that is not an archive, and a missing one', async () => {
    const notArchive = path.join(tempDir(), 'notes.tar.gz')
    writeFileSync(notArchive, 'hello')
    expect((await runBackupCli(['restore', notArchive], { DATA_DIR: tempDir() })).out).toMatch(/is damaged or is not a backup of this site/)
    const missing = await runBackupCli(['restore', '/nonexistent/site.tar.gz'], { DATA_DIR: tempDir() })
    expect(missing).toMatchObject({ code: 1 })
    expect(missing.out).toContain('There is no archive at /nonexistent/site.tar.gz.')
  })

  it('keeps backups beside DATA_DIR by default, never inside it', async () => {
    expect(parseEnv({ DATA_DIR: '/srv/site/data' }).backupDir).toBe('/srv/site/backups')
    expect(parseEnv({ DATA_DIR: '/srv/site/data', BACKUP_DIR: '/mnt/backups' }).backupDir).toBe('/mnt/backups')
    await expect(makeBackup({ dataDir: site, backupDir: path.join(site, 'backups'), retentionDays: 30 })).rejects.toThrow(
      /is inside DATA_DIR/,
    )
  })
})

describe('pruning', () => {
  it('deletes only archives older than BACKUP_RETENTION_DAYS and leftovers of a run that died', async () => {
    const dir = tempDir()
    const now = new Date('2026-11-26T18:40:00Z')
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000)
    const old = archiveName(daysAgo(31))
    const recent = archiveName(daysAgo(29))
    const oldLeftover = `.${archiveName(daysAgo(2))}.partial`
    const freshLeftover = `.${archiveName(daysAgo(0.01))}.partial`
    for (const name of [old, recent, oldLeftover, freshLeftover, 'site-latest.tar.gz', 'notes.txt'])
      writeFileSync(path.join(dir, name), 'x')
    const made = await makeBackup({ dataDir: site, backupDir: dir, retentionDays: 30, now })
    expect(made.pruned).toEqual([oldLeftover, old])
    expect(readdirSync(dir).sort()).toEqual([freshLeftover, 'notes.txt', archiveName(now), recent, 'site-latest.tar.gz'].sort())
    expect(existsSync(made.archive)).toBe(true)
  })
})
