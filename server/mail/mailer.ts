import type { Store } from '../db/store.ts'
import type { Env } from '../env.ts'
import { OutboxWorker } from './outbox.ts'
import { mailDir as mailFolder } from '../db/data-files.ts'
import { createTransport, type MailTransport } from './transport.ts'
import type { Logger } from '../log.ts'

/** The transport the environment asks for (SMTP, or .eml files under DATA_DIR/mail) and the outbox that uses it. */
export function createMailer(
  env: Env,
  store: Store,
  opts: { log: Logger; backoffBaseMs?: number },
): { transport: MailTransport; outbox: OutboxWorker; mailDir: string } {
  const mailDir = mailFolder(env.dataDir)
  const transport = createTransport({ smtpUrl: env.SMTP_URL, mailDir })
  const outbox = new OutboxWorker(store, transport, {
    from: env.MAIL_FROM,
    messageIdDomain: new URL(env.SITE_URL).hostname,
    intervalMs: env.OUTBOX_INTERVAL_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    retentionDays: env.RETENTION_DAYS,
    backoffBaseMs: opts.backoffBaseMs ?? env.OUTBOX_BACKOFF_MS,
    log: opts.log,
  })
  return { transport, outbox, mailDir }
}
