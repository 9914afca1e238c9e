import path from 'node:path'
import { z } from 'zod'
import { site } from '../src/config/site.ts'
import { withoutTrailingSlash } from '../src/lib/url.ts'
import { parseTrustProxy } from './http/client-ip.ts'
import { OUTBOX_DEFAULTS } from './mail/outbox-defaults.ts'

/** Environment, parsed once at start; a bad value stops the server with a message naming the variable. */
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://user:password@host:5432/db runs on PostgreSQL; unset or empty, SQLite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DIST_DIR: z.string().min(1).default('./dist'),
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
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
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
  /** Most simultaneous connections; more are refused (bounds file descriptors under a flood of slow clients). */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(1000),
  /** Contact line of /.well-known/security.txt (default: mailto: FIRM_EMAIL). */
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+|tel:\S+)$/, 'must be a mailto:, https:// or tel: URI')
    .optional(),
  /** Origins allowed to call the API from a browser, comma-separated (for a front end built with VITE_API_ORIGIN). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => withoutTrailingSlash(o.trim()))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins such as https://www.example.com' }))),
  LOG_REQUESTS: bool.default(false),
})

export type Env = z.infer<typeof envSchema> & { dataDir: string; distDir: string; backupDir: string }

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(source[String(i.path[0])])})`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const dataDir = path.resolve(result.data.DATA_DIR)
  const backupDir = path.resolve(result.data.BACKUP_DIR ?? path.join(path.dirname(dataDir), 'backups'))
  return { ...result.data, dataDir, distDir: path.resolve(result.data.DIST_DIR), backupDir }
}
