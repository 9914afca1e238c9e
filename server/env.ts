import path from 'node:path'
import { z } from 'zod'
import { site } from '../src/config/site.ts'
import { withoutTrailingSlash } from '../src/lib/url.ts'
import { parseTrustProxy } from './http/client-ip.ts'
import { OUTBOX_DEFAULTS } from './mail/outbox-defaults.ts'
import type { AddressLimits } from './forms/submissions.ts'

/** Environment, parsed once at start; a bad value stops the server with a message naming the variable. */
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')
/** A setting that may be left empty (an env file's `S3_BUCKET=`): empty is the same as unset. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema)

/** A comma-separated list (`https://a.example/, https://b.example`), each item trimmed and without its trailing slash. */
const originList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => withoutTrailingSlash(o.trim()))
        .filter(Boolean),
    )
    .pipe(z.array(item))

/** The settings that S3_BUCKET makes required: a bucket without them could not be reached. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_OPTIONAL = ['S3_REGION', 'S3_PATH_STYLE'] as const

const bucketName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
const endpoint = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address such as https://s3.eu-central-1.amazonaws.com' })
  .transform(withoutTrailingSlash)
const region = z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1')

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DIST_DIR: z.string().min(1).default('./dist'),
  /** postgres://… runs on PostgreSQL (server/db/open-store.ts); unset or empty, SQLite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * With DATABASE_URL: how long a request waits for a PostgreSQL it lost (a restart, a failover) before answering
   * 503; once an outage is older, requests are answered 503 at once while one at a time tries again. 0: no wait.
   */
  DATABASE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  SITE_URL: z.url().default(site.url).transform(withoutTrailingSlash),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .min(3)
    .default(`${site.name} <no-reply@${site.email.split('@')[1]}>`),
  FIRM_EMAIL: z.email().default(site.email),
  SEND_ACKNOWLEDGEMENT: bool.default(true),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Where `npm run backup` writes its archives (default: a `backups` folder beside DATA_DIR, never inside it). */
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * Archives older than this are deleted by each `npm run backup`: personal data erased from the site (KVKK) or
   * purged after RETENTION_DAYS lives on in a backup for at most this long (plus the time to the next backup).
   */
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /** Messages one visitor (client address and e-mail) sends per hour before the next is held for review. */
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Messages (and invalid no-JavaScript posts) per client address and hour, whoever sends them; 4 visitors' worth when unset. */
  RATE_LIMIT_PER_ADDRESS_PER_HOUR: optionalText(z.coerce.number().int().min(1).max(100_000).optional()),
  /** Held messages kept per client address per day, and from everyone per day; past either cap a message is refused (429). */
  HELD_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(50),
  HELD_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(OUTBOX_DEFAULTS.intervalMs),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(OUTBOX_DEFAULTS.maxAttempts),
  /** First retry delay of a message that could not be sent; doubles with each failure, capped at one hour. */
  OUTBOX_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(OUTBOX_DEFAULTS.backoffBaseMs),
  /** false, true (one proxy), a number of trusted proxy hops, or a comma-separated list of proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value)
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed })
        return z.NEVER
      }
      return parsed
    }),
  /**
   * After SIGTERM, how long the server keeps serving while /readyz answers 503, so the load balancer's health check
   * takes this instance out before it stops accepting connections. Default: 5 s with DATABASE_URL (several
   * instances behind a load balancer), 0 without (one process: nothing to hand the traffic to). SIGINT never waits.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** Most simultaneous connections; more are refused (bounds file descriptors under a flood of slow clients). */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(1000),
  /** Contact line of /.well-known/security.txt (default: mailto: FIRM_EMAIL). */
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+|tel:\S+)$/, 'must be a mailto:, https:// or tel: URI')
    .optional(),
  /** Origins allowed to call the API from a browser, comma-separated (for a front end built with VITE_API_ORIGIN). */
  CORS_ORIGINS: originList(z.url({ message: 'must be a comma-separated list of origins such as https://www.example.com' })),
  /**
   * Origins besides SITE_URL's at which staff use the back office, comma-separated (a staging host name, an intranet
   * address). The back office refuses any other host name, and changes coming from any other origin (ADR 8).
   */
  ADMIN_ORIGINS: originList(
    z
      .url({ protocol: /^https?$/, message: 'must be a comma-separated list of origins such as https://staging.example.com' })
      .refine((url) => !URL.canParse(url) || new URL(url).origin === url, 'must be origins only: scheme, host and port, no path'),
  ),
  LOG_REQUESTS: bool.default(false),
  /**
   * After the start, every prepared page is compressed again at brotli 11 on a pool thread, as the build once did
   * (about 2 minutes of one core for the site's 153 pages; /faq 23.1 KB at the serving level, 20.4 KB after). Off for
   * processes that live seconds, the tests' servers: that CPU would go to bytes nobody asks for.
   */
  PAGES_BROTLI_11: bool.default(true),
  /**
   * Uploaded images in an S3-compatible bucket instead of DATA_DIR/media (docs/decisions/0031-media-storage.md).
   * S3_BUCKET turns it on and needs S3_ENDPOINT and the key pair; S3_REGION and S3_PATH_STYLE have defaults.
   */
  S3_BUCKET: optionalText(bucketName.optional()),
  /** The service's address, without the bucket: https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000. */
  S3_ENDPOINT: optionalText(endpoint.optional()),
  /** The region requests are signed for: the bucket's region on AWS; us-east-1 suits MinIO, auto suits R2. */
  S3_REGION: optionalText(region.optional()),
  S3_ACCESS_KEY_ID: optionalText(z.string().optional()),
  S3_SECRET_ACCESS_KEY: optionalText(z.string().optional()),
  /** true: <endpoint>/<bucket>/<file> (MinIO, most self-hosted servers); false: <bucket>.<endpoint host>/<file>. */
  S3_PATH_STYLE: optionalText(bool.optional()),
  /**
   * `npm run backup` also uploads each archive, encrypted with BACKUP_KEY_FILE's key, to this bucket under
   * BACKUP_S3_PREFIX (server/backup/offsite.ts). The BACKUP_S3_* connection settings default to the S3_* ones.
   */
  BACKUP_S3_BUCKET: optionalText(bucketName.optional()),
  /** Folder-like start of the objects' names: `site-backups/` gives site-backups/site-2026-…Z.tar.gz.enc. */
  BACKUP_S3_PREFIX: optionalText(
    z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or names ending in /, such as site-backups/ (letters, digits, . _ -)')
      .optional(),
  ),
  BACKUP_S3_ENDPOINT: optionalText(endpoint.optional()),
  BACKUP_S3_REGION: optionalText(region.optional()),
  BACKUP_S3_ACCESS_KEY_ID: optionalText(z.string().optional()),
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText(z.string().optional()),
  BACKUP_S3_PATH_STYLE: optionalText(bool.optional()),
  /** A file holding the 256-bit key (64 hex digits: `openssl rand -hex 32`) the off-site copies are encrypted with. */
  BACKUP_KEY_FILE: optionalText(z.string().optional()),
  /**
   * The firm's calendar over CalDAV (server/booking/caldav.ts): the server's address, or the calendar's own when the
   * account has several. All three or none: without them the site's own bookings are the only calendar.
   */
  CALDAV_URL: optionalText(
    z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address such as https://cloud.example.com/remote.php/dav' })
      .optional(),
  ),
  CALDAV_USERNAME: optionalText(z.string().optional()),
  CALDAV_PASSWORD: optionalText(z.string().optional()),
})

/** Where uploaded images go when S3_BUCKET is set (server/media/s3-media.ts). */
export interface S3Settings {
  bucket: string
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  pathStyle: boolean
}

/** Where `npm run backup` uploads its encrypted copy when BACKUP_S3_BUCKET is set (server/backup/offsite.ts). */
export interface BackupS3Settings extends S3Settings {
  prefix: string
  /** The absolute path of the key file; the key itself is read only by the backup and restore commands. */
  keyFile: string
}

/** The firm's calendar when CALDAV_URL is set (server/booking/caldav.ts's connectFirmCalendar takes it). */
export interface CalDavSettings {
  url: string
  username: string
  password: string
}

export type Env = z.infer<typeof envSchema> & {
  dataDir: string
  distDir: string
  backupDir: string
  s3: S3Settings | null
  backupS3: BackupS3Settings | null
  caldav: CalDavSettings | null
  /** SHUTDOWN_DRAIN_MS with its default applied. */
  shutdownDrainMs: number
  /** The forms' limits, RATE_LIMIT_PER_ADDRESS_PER_HOUR's default applied (server/forms/submissions.ts). */
  formLimits: AddressLimits
}

export class EnvError extends Error {}

type Issue = { path: PropertyKey[]; message: string }

/** All or nothing: half a bucket configuration would store uploads on one instance's disk and lose them on the next. */
function s3Issues(data: z.infer<typeof envSchema>): Issue[] {
  if (data.S3_BUCKET) {
    return S3_REQUIRED.filter((name) => !data[name]).map((name) => ({
      path: [name],
      message: 'is required when S3_BUCKET is set (uploaded images go to that bucket)',
    }))
  }
  return [...S3_REQUIRED, ...S3_OPTIONAL]
    .filter((name) => data[name] !== undefined)
    .map((name) => ({
      path: [name],
      message: 'is set but S3_BUCKET is not: set S3_BUCKET to keep uploaded images in a bucket, or remove the S3_ settings',
    }))
}

const CALDAV = ['CALDAV_URL', 'CALDAV_USERNAME', 'CALDAV_PASSWORD'] as const

/** All or nothing: a calendar address without its account (or an account without the address) reaches no calendar. */
function caldavIssues(data: z.infer<typeof envSchema>): Issue[] {
  const set = CALDAV.filter((name) => data[name] !== undefined)
  if (set.length === 0 || set.length === CALDAV.length) return []
  return CALDAV.filter((name) => data[name] === undefined).map((name) => ({
    path: [name],
    message: `is required when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set: the firm's calendar needs its address, user name and password (or none of them)`,
  }))
}

const BACKUP_S3_OWN = [
  'BACKUP_S3_PREFIX',
  'BACKUP_S3_ENDPOINT',
  'BACKUP_S3_REGION',
  'BACKUP_S3_ACCESS_KEY_ID',
  'BACKUP_S3_SECRET_ACCESS_KEY',
  'BACKUP_S3_PATH_STYLE',
] as const
const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep)

/**
 * The off-site copy is all or nothing too, and never unencrypted: a bucket needs a way to reach it (its own
 * BACKUP_S3_* settings or the S3_* ones) and a key file, which must not lie beside the archives or the data.
 */
function backupS3Issues(data: z.infer<typeof envSchema>, dataDir: string, backupDir: string): Issue[] {
  if (!data.BACKUP_S3_BUCKET) {
    return BACKUP_S3_OWN.filter((name) => data[name] !== undefined).map((name) => ({
      path: [name],
      message: 'is set but BACKUP_S3_BUCKET is not: set BACKUP_S3_BUCKET to upload encrypted backups, or remove the BACKUP_S3_ settings',
    }))
  }
  const issues: Issue[] = S3_REQUIRED.filter((name) => !data[`BACKUP_${name}`] && !data[name]).map((name) => ({
    path: [`BACKUP_${name}`],
    message: `is required when BACKUP_S3_BUCKET is set (or set ${name})`,
  }))
  if (!data.BACKUP_KEY_FILE) {
    issues.push({
      path: ['BACKUP_KEY_FILE'],
      message: 'is required when BACKUP_S3_BUCKET is set: a file with the key the uploads are encrypted with (openssl rand -hex 32)',
    })
  } else {
    const keyFile = path.resolve(data.BACKUP_KEY_FILE)
    if (inside(dataDir, keyFile) || inside(backupDir, keyFile)) {
      issues.push({
        path: ['BACKUP_KEY_FILE'],
        message: 'must not be inside DATA_DIR or BACKUP_DIR: the key would travel with what it protects (keep it in /etc/law-site/)',
      })
    }
  }
  return issues
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  const dataDir = path.resolve(result.data?.DATA_DIR ?? '.')
  const backupDir = path.resolve(result.data?.BACKUP_DIR ?? path.join(path.dirname(dataDir), 'backups'))
  const issues: Issue[] = result.success
    ? [...s3Issues(result.data), ...backupS3Issues(result.data, dataDir, backupDir), ...caldavIssues(result.data)]
    : result.error.issues
  if (!result.success || issues.length > 0) {
    // A secret is named, never printed.
    const secret = (name: string) => name.endsWith('S3_SECRET_ACCESS_KEY') || name === 'CALDAV_PASSWORD'
    const got = (name: string) => (secret(name) && source[name] ? '(hidden)' : JSON.stringify(source[name]))
    const lines = issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${got(String(i.path[0]))})`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const data = result.data
  const s3 = data.S3_BUCKET
    ? {
        bucket: data.S3_BUCKET,
        endpoint: data.S3_ENDPOINT!,
        region: data.S3_REGION ?? 'us-east-1',
        accessKeyId: data.S3_ACCESS_KEY_ID!,
        secretAccessKey: data.S3_SECRET_ACCESS_KEY!,
        pathStyle: data.S3_PATH_STYLE ?? true,
      }
    : null
  const backupS3 = data.BACKUP_S3_BUCKET
    ? {
        bucket: data.BACKUP_S3_BUCKET,
        prefix: data.BACKUP_S3_PREFIX ?? 'site-backups/',
        endpoint: (data.BACKUP_S3_ENDPOINT ?? data.S3_ENDPOINT)!,
        region: data.BACKUP_S3_REGION ?? data.S3_REGION ?? 'us-east-1',
        accessKeyId: (data.BACKUP_S3_ACCESS_KEY_ID ?? data.S3_ACCESS_KEY_ID)!,
        secretAccessKey: (data.BACKUP_S3_SECRET_ACCESS_KEY ?? data.S3_SECRET_ACCESS_KEY)!,
        pathStyle: data.BACKUP_S3_PATH_STYLE ?? data.S3_PATH_STYLE ?? true,
        keyFile: path.resolve(data.BACKUP_KEY_FILE!),
      }
    : null
  const caldav = data.CALDAV_URL ? { url: data.CALDAV_URL, username: data.CALDAV_USERNAME!, password: data.CALDAV_PASSWORD! } : null
  const shutdownDrainMs = data.SHUTDOWN_DRAIN_MS ?? (data.DATABASE_URL ? 5000 : 0)
  const formLimits = {
    perVisitorPerHour: data.RATE_LIMIT_PER_HOUR,
    perAddressPerHour: data.RATE_LIMIT_PER_ADDRESS_PER_HOUR ?? 4 * data.RATE_LIMIT_PER_HOUR,
    heldPerAddressPerDay: data.HELD_PER_ADDRESS_PER_DAY,
    heldPerDay: data.HELD_PER_DAY,
  }
  return { ...data, dataDir, distDir: path.resolve(data.DIST_DIR), backupDir, s3, backupS3, caldav, shutdownDrainMs, formLimits }
}
