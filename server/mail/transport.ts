import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

const SMTP_TIMEOUT_MS = 10_000

export interface MailTransport {
  readonly kind: 'smtp' | 'files'
  send(message: Mail.Options): Promise<void>
  /** Deletes the copies of mail this transport keeps (the .eml files) written before `cutoff`; returns how many. */
  purgeBefore(cutoff: Date): Promise<number>
  close(): void
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every message is written as an .eml file under DATA_DIR/mail/
 * (the embedded default: the whole site works on one machine, and the files open in any mail program).
 */
export function createTransport(opts: { smtpUrl?: string; mailDir: string }): MailTransport {
  if (opts.smtpUrl) {
    // nodemailer waits up to 2 min to connect and 10 min on a silent socket by default; a slow or hung SMTP
    // server would hold every message behind it, so give up sooner and let the outbox retry.
    const transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: 3 * SMTP_TIMEOUT_MS,
      dnsTimeout: SMTP_TIMEOUT_MS,
    })
    return {
      kind: 'smtp',
      async send(message) {
        await transporter.sendMail(message)
      },
      purgeBefore: async () => 0,
      close: () => transporter.close(),
    }
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let counter = 0
  return {
    kind: 'files',
    async send(message) {
      const info = (await transporter.sendMail(message)) as unknown as { message: Buffer }
      await mkdir(opts.mailDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      counter += 1
      await writeFile(path.join(opts.mailDir, `${stamp}-${process.pid}-${counter}.eml`), info.message)
    },
    // The .eml files hold what visitors wrote: they are personal data under the same retention period.
    async purgeBefore(cutoff) {
      const names = await readdir(opts.mailDir).catch(() => [] as string[])
      let removed = 0
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const file = path.join(opts.mailDir, name)
        const info = await stat(file).catch(() => null)
        if (info && info.mtimeMs < cutoff.getTime()) {
          await unlink(file).catch(() => undefined)
          removed += 1
        }
      }
      return removed
    },
    close: () => transporter.close(),
  }
}
