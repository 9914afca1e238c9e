import type { AwsClient } from 'aws4fetch'
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open, readFile, rm, stat, writeFile } from 'node:fs/promises'
import type { BackupS3Settings } from '../env.ts'
import { objectUrl, s3Client } from '../media/s3-media.ts'
import { BackupError } from './archive.ts'

/**
 * The off-site copy: each archive encrypted with AES-256-GCM (node:crypto) under a key only the operator keeps
 * (BACKUP_KEY_FILE, never uploaded nor written beside the archives), then put in an S3-compatible bucket.
 *
 * An encrypted file is: `LSBKUP01` (8 bytes), the key's id (8 bytes: the start of a SHA-256 of the key, so a wrong
 * key is told from a damaged file), a random 12-byte nonce, the gzipped tar encrypted, and GCM's 16-byte tag. The
 * first 28 bytes are authenticated with the content. Nothing decrypted is used before the tag has been checked:
 * the restore decrypts into a temporary file and unpacks it only when the whole file was authentic.
 */

const MAGIC = Buffer.from('LSBKUP01')
const HEADER_BYTES = MAGIC.length + 8 + 12
const TAG_BYTES = 16
/** The name of an archive's encrypted copy in the bucket, after BACKUP_S3_PREFIX. */
export const ENCRYPTED = /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz\.enc$/

export interface BackupKey {
  key: Buffer
  /** 16 hex digits naming the key, printed by backup and restore, so the operator can tell keys apart. */
  id: string
}

/** Reads BACKUP_KEY_FILE: 32 random bytes written as 64 hex digits (`openssl rand -hex 32`). */
export async function readBackupKey(file: string): Promise<BackupKey> {
  let text: string
  try {
    text = (await readFile(file, 'utf8')).trim()
  } catch (error) {
    throw new BackupError(`BACKUP_KEY_FILE (${file}) cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`)
  }
  if (!/^[0-9a-fA-F]{64}$/.test(text)) {
    throw new BackupError(
      `BACKUP_KEY_FILE (${file}) must hold a 256-bit key as 64 hex digits; make one with: openssl rand -hex 32 > ${file}`,
    )
  }
  const key = Buffer.from(text, 'hex')
  return { key, id: createHash('sha256').update('law-site backup key id').update(key).digest('hex').slice(0, 16) }
}

/** Writes `source` encrypted to `target` (created, 0600). */
export async function encryptFile(source: string, target: string, key: BackupKey): Promise<void> {
  const header = Buffer.concat([MAGIC, Buffer.from(key.id, 'hex'), randomBytes(12)])
  const cipher = createCipheriv('aes-256-gcm', key.key, header.subarray(MAGIC.length + 8))
  cipher.setAAD(header)
  const out = await open(target, 'wx', 0o600)
  try {
    await out.write(header)
    for await (const chunk of createReadStream(source)) await out.write(cipher.update(chunk as Buffer))
    await out.write(cipher.final())
    await out.write(cipher.getAuthTag())
  } finally {
    await out.close()
  }
}

/**
 * Decrypts `source` into `target` (created, 0600). A file made with another key, or changed after it was
 * encrypted, is refused with a sentence saying which, and `target` is removed.
 */
export async function decryptFile(source: string, target: string, key: BackupKey, name = source): Promise<void> {
  const size = (await stat(source)).size
  const input = await open(source, 'r')
  let header: Buffer
  const tag = Buffer.alloc(TAG_BYTES)
  try {
    header = Buffer.alloc(HEADER_BYTES)
    await input.read(header, 0, HEADER_BYTES, 0)
    if (size < HEADER_BYTES + TAG_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new BackupError(`${name} is not an encrypted backup of this site (it does not start with ${MAGIC.toString()}).`)
    }
    await input.read(tag, 0, TAG_BYTES, size - TAG_BYTES)
  } finally {
    await input.close()
  }
  const madeWith = header.subarray(MAGIC.length, MAGIC.length + 8).toString('hex')
  if (madeWith !== key.id) {
    throw new BackupError(
      `${name} was encrypted with another key (key id ${madeWith}; BACKUP_KEY_FILE holds key ${key.id}). Nothing was restored.`,
    )
  }
  const decipher = createDecipheriv('aes-256-gcm', key.key, header.subarray(MAGIC.length + 8))
  decipher.setAAD(header)
  decipher.setAuthTag(tag)
  const out = await open(target, 'wx', 0o600)
  try {
    for await (const chunk of createReadStream(source, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }))
      await out.write(decipher.update(chunk as Buffer))
    try {
      decipher.final()
    } catch {
      throw new BackupError(
        `${name} is damaged or was changed after it was encrypted (its authentication tag does not match). Nothing was restored.`,
      )
    }
  } catch (error) {
    await out.close()
    await rm(target, { force: true })
    throw error
  }
  await out.close()
}

/** The encrypted copies in an S3-compatible bucket, under BACKUP_S3_PREFIX. */
export class OffsiteBackups {
  private readonly aws: AwsClient
  readonly s3: BackupS3Settings

  constructor(s3: BackupS3Settings) {
    this.s3 = s3
    this.aws = s3Client(s3)
  }

  /** `s3://bucket/prefix/name`, as printed to the operator. */
  where(name: string): string {
    return `s3://${this.s3.bucket}/${this.s3.prefix}${name}`
  }

  private async call(method: string, query: string, name: string, body?: Buffer): Promise<Response> {
    const key = name === '' ? '' : (this.s3.prefix + name).split('/').map(encodeURIComponent).join('/')
    try {
      return await this.aws.fetch(objectUrl(this.s3, key) + query, {
        method,
        body: body ? new Uint8Array(body) : undefined,
      })
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code
      throw new BackupError(
        `${method} ${this.where(name)} at ${this.s3.endpoint}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`,
      )
    }
  }

  private async refused(method: string, name: string, res: Response): Promise<BackupError> {
    const code = /<Code>([^<]+)<\/Code>/.exec(await res.text().catch(() => ''))?.[1] ?? ''
    const hint = res.status === 403 ? ': check the BACKUP_S3_ (or S3_) key, its permissions and the region' : ''
    return new BackupError(`${method} ${this.where(name)} at ${this.s3.endpoint}: ${res.status} ${code}${hint}`.trimEnd())
  }

  /** Uploads the encrypted file `file` as `name` (one PUT: up to 5 GB, S3's limit for a single request). */
  async upload(file: string, name: string): Promise<void> {
    const res = await this.call('PUT', '', name, await readFile(file))
    if (!res.ok) throw await this.refused('PUT', name, res)
    await res.body?.cancel()
  }

  /** Downloads `name` into `file` (created, 0600). */
  async download(name: string, file: string): Promise<void> {
    const res = await this.call('GET', '', name)
    if (res.status === 404) {
      await res.body?.cancel()
      throw new BackupError(`There is no ${this.where(name)} (list them with: npm run restore -- s3:list).`)
    }
    if (!res.ok) throw await this.refused('GET', name, res)
    await writeFile(file, Buffer.from(await res.arrayBuffer()), { mode: 0o600, flag: 'wx' })
  }

  /** The encrypted copies' names under the prefix, oldest first (their names sort by time). */
  async list(): Promise<string[]> {
    const names: string[] = []
    let token = ''
    do {
      const query = `?list-type=2&prefix=${encodeURIComponent(this.s3.prefix)}${token ? `&continuation-token=${encodeURIComponent(token)}` : ''}`
      const res = await this.call('GET', query, '')
      if (!res.ok) throw await this.refused('LIST', '', res)
      const xml = await res.text()
      for (const [, key] of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) {
        const name = key.slice(this.s3.prefix.length)
        if (ENCRYPTED.test(name)) names.push(name)
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (/<NextContinuationToken>([^<]+)</.exec(xml)?.[1] ?? '') : ''
    } while (token)
    return names.sort()
  }
}
