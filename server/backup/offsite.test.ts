import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { gunzipSync } from 'node:zlib'
import { EnvError, parseEnv } from '../env.ts'
import { postJson, startHarness, tempDir, validContact } from '../test/harness.ts'
import { runBackupCli } from '../test/backup-cli.ts'
import { startLocalS3, type LocalS3 } from '../test/s3.ts'

/**
 * `npm run backup` with BACKUP_S3_BUCKET: the archive goes to a real S3-compatible server (s3rver) encrypted with
 * the operator's key, and `npm run restore -- s3:latest` brings it back; a wrong key or a changed object is refused
 * before DATA_DIR is touched.
 */

let s3: LocalS3
let site: string
let backupDir: string
let env: Record<string, string>
let otherKey: string

const keyFile = (hex: string) => {
  const file = path.join(tempDir('law-site-key-'), 'backup.key')
  writeFileSync(file, `${hex}\n`, { mode: 0o600 })
  return file
}
const emails = (dataDir: string) => {
  const db = new DatabaseSync(path.join(dataDir, 'site.db'), { readOnly: true })
  try {
    return (db.prepare('SELECT email FROM submissions ORDER BY id').all() as { email: string }[]).map((r) => r.email)
  } finally {
    db.close()
  }
}
const object = async (key: string) => Buffer.from(await (await s3.aws.fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).arrayBuffer())

beforeAll(async () => {
  s3 = await startLocalS3('site-backups')
  site = tempDir('law-site-offsite-')
  backupDir = tempDir('law-site-offsite-backups-')
  const h = await startHarness({}, { dataDir: site })
  for (const i of [1, 2]) {
    const r = await h.request('/api/email/Form/ContactUs', postJson({ ...validContact, email: `client${i}@example.com` }))
    expect(r.status).toBe(200)
  }
  await h.close()
  env = {
    DATA_DIR: site,
    BACKUP_DIR: backupDir,
    BACKUP_S3_BUCKET: s3.bucket,
    BACKUP_S3_ENDPOINT: s3.endpoint,
    BACKUP_S3_ACCESS_KEY_ID: s3.env.S3_ACCESS_KEY_ID,
    BACKUP_S3_SECRET_ACCESS_KEY: s3.env.S3_SECRET_ACCESS_KEY,
    BACKUP_KEY_FILE: keyFile('a1'.repeat(32)),
  }
  otherKey = keyFile('b2'.repeat(32))
  const made = await runBackupCli(['backup'], env)
  expect(made.code, made.out).toBe(0)
  expect(made.out).toMatch(
    /Encrypted copy uploaded: s3:\/\/site-backups\/site-backups\/site-.*Z\.tar\.gz\.enc \(.*AES-256-GCM, key [0-9a-f]{16}\)/,
  )
}, 60_000)

afterAll(async () => {
  await s3?.close()
})

describe('encrypted backups in an S3 bucket', () => {
  it('uploads the archive encrypted: the object is not the archive, nor gzip, nor readable', async () => {
    const keys = await s3.keys()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^site-backups\/site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz\.enc$/)
    const local = readFileSync(
      path.join(
        backupDir,
        readdirSync(backupDir).find((n) => n.endsWith('.tar.gz'))!,
      ),
    )
    const stored = await object(keys[0])
    expect(stored.length).toBe(local.length + 8 + 8 + 12 + 16)
    expect(stored.subarray(0, 8).toString()).toBe('LSBKUP01')
    expect(() => gunzipSync(stored)).toThrow()
    expect(() => gunzipSync(stored.subarray(28))).toThrow()
    // Neither the archive's bytes, nor its unpacked content (SQLite's header, the leads' addresses) are in it.
    expect(stored.includes(local.subarray(100, 164))).toBe(false)
    const text = stored.toString('latin1')
    expect(text).not.toContain('SQLite format 3')
    expect(text).not.toContain('@example.com')
    expect(text).not.toContain('manifest.json')
    // Only the archive's copy went up: no key, and nothing is left beside the local archive.
    expect(readdirSync(backupDir).filter((n) => !n.endsWith('.tar.gz'))).toEqual([])
  })

  it('restores from the bucket with the key: the same leads come back', async () => {
    const target = path.join(tempDir(), 'data')
    const listed = await runBackupCli(['restore', 's3:list'], env)
    expect(listed.out).toMatch(/^s3:\/\/site-backups\/site-backups\/site-.*\.tar\.gz\.enc$/m)
    const restored = await runBackupCli(['restore', 's3:latest'], { ...env, DATA_DIR: target })
    expect(restored.code, restored.out).toBe(0)
    expect(restored.out).toMatch(/Decrypted s3:\/\/site-backups\/site-backups\/site-.*\.enc with key [0-9a-f]{16}: authentic\./)
    expect(restored.out).toContain('Restored s3:latest')
    expect(emails(target)).toEqual(['client1@example.com', 'client2@example.com'])
  })

  it('restores a downloaded copy with only the key file set', async () => {
    const [key] = await s3.keys()
    const file = path.join(tempDir(), path.basename(key))
    writeFileSync(file, await object(key))
    const target = path.join(tempDir(), 'data')
    const restored = await runBackupCli(['restore', file], { DATA_DIR: target, BACKUP_KEY_FILE: env.BACKUP_KEY_FILE })
    expect(restored.code, restored.out).toBe(0)
    expect(restored.out).toContain(`Restored ${file} (made `)
    expect(emails(target)).toEqual(['client1@example.com', 'client2@example.com'])
  })

  it('refuses another key, and leaves DATA_DIR as it was', async () => {
    const target = path.join(tempDir(), 'data')
    const refused = await runBackupCli(['restore', 's3:latest'], { ...env, DATA_DIR: target, BACKUP_KEY_FILE: otherKey })
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/was encrypted with another key \(key id [0-9a-f]{16}; BACKUP_KEY_FILE holds key [0-9a-f]{16}\)/)
    expect(existsSync(target)).toBe(false)
  })

  it('refuses an object changed in the bucket, and leaves DATA_DIR empty', async () => {
    const [key] = await s3.keys()
    const changed = await object(key)
    changed[changed.length - 100] ^= 0x01
    const name = 'site-2020-01-01T00-00-00Z.tar.gz.enc'
    const put = await s3.aws.fetch(`${s3.endpoint}/${s3.bucket}/site-backups/${name}`, { method: 'PUT', body: changed })
    expect(put.ok).toBe(true)
    const target = tempDir()
    const refused = await runBackupCli(['restore', `s3:${name}`], { ...env, DATA_DIR: target })
    expect(refused.code).toBe(1)
    expect(refused.out).toContain(`s3://site-backups/site-backups/${name} is damaged or was changed after it was encrypted`)
    expect(readdirSync(target)).toEqual([])
  })

  it('refuses a key that is not 64 hex digits before writing anything', async () => {
    const dir = tempDir()
    const made = await runBackupCli(['backup'], { ...env, BACKUP_DIR: dir, BACKUP_KEY_FILE: keyFile('not a key') })
    expect(made.code).toBe(1)
    expect(made.out).toMatch(/must hold a 256-bit key as 64 hex digits; make one with: openssl rand -hex 32/)
    expect(readdirSync(dir)).toEqual([])
  })
})

describe('BACKUP_S3_* settings', () => {
  const base = { DATA_DIR: '/srv/site/data', BACKUP_S3_BUCKET: 'firm-backups' }
  it('need a key file kept apart from the data and the archives, and a way to the bucket', () => {
    const full = { ...base, BACKUP_S3_ENDPOINT: 'https://s3.example.com', BACKUP_S3_ACCESS_KEY_ID: 'a', BACKUP_S3_SECRET_ACCESS_KEY: 's' }
    expect(parseEnv({ ...full, BACKUP_KEY_FILE: '/etc/law-site/backup.key' }).backupS3).toMatchObject({
      bucket: 'firm-backups',
      prefix: 'site-backups/',
      keyFile: '/etc/law-site/backup.key',
      pathStyle: true,
    })
    expect(() => parseEnv(full)).toThrow(/BACKUP_KEY_FILE: is required when BACKUP_S3_BUCKET is set/)
    expect(() => parseEnv({ ...full, BACKUP_KEY_FILE: '/srv/site/backups/backup.key' })).toThrow(
      /must not be inside DATA_DIR or BACKUP_DIR/,
    )
    expect(() => parseEnv({ ...full, BACKUP_KEY_FILE: '/srv/site/data/k' })).toThrow(/must not be inside DATA_DIR or BACKUP_DIR/)
    expect(() => parseEnv({ ...base, BACKUP_KEY_FILE: '/etc/k' })).toThrow(EnvError)
    expect(() => parseEnv({ ...base, BACKUP_KEY_FILE: '/etc/k' })).toThrow(
      /BACKUP_S3_ENDPOINT: is required when BACKUP_S3_BUCKET is set \(or set S3_ENDPOINT\)/,
    )
    expect(() => parseEnv({ BACKUP_S3_PREFIX: 'x/' })).toThrow(/BACKUP_S3_PREFIX: is set but BACKUP_S3_BUCKET is not/)
    expect(() => parseEnv({ ...full, BACKUP_KEY_FILE: '/etc/k', BACKUP_S3_PREFIX: '../x' })).toThrow(
      /BACKUP_S3_PREFIX: must be empty or names ending in \//,
    )
    // A secret is named, never printed.
    expect(() => parseEnv({ BACKUP_S3_SECRET_ACCESS_KEY: 'topsecret' })).toThrow(/\(got \(hidden\)\)/)
  })

  it('fall back to the media bucket’s S3_* connection', () => {
    const media = {
      S3_BUCKET: 'firm-media',
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'm',
      S3_SECRET_ACCESS_KEY: 'n',
    }
    expect(parseEnv({ ...base, ...media, BACKUP_KEY_FILE: '/etc/k' }).backupS3).toMatchObject({
      bucket: 'firm-backups',
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      accessKeyId: 'm',
    })
  })
})
