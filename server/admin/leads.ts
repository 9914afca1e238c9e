import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { ISTANBUL_UTC_OFFSET } from '../../src/lib/istanbul-time.ts'
import type { Database } from '../db/database.ts'
import type { StoredMessage } from '../mail/messages.ts'
import { recordAudit } from './audit.ts'
import type { ErasureRecord, KvkkFindings, LeadDetail, LeadListItem, LeadMailStatus, LeadMessage } from '../../src/lib/admin-pages.ts'

interface SubmissionRow {
  id: number
  kind: 'contact' | 'guide'
  first_name: string
  last_name: string
  email: string
  message: string
  guideline_name: string | null
  status: 'received' | 'suspected-spam'
  client_ip: string | null
  created_at: string
  possible_spam: number
  failed: number
  waiting: number
}

const SELECT = `SELECT s.*,
  (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id AND o.status = 'failed') AS failed,
  (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id AND o.status IN ('pending', 'sending')) AS waiting
  FROM submissions s`

/** One status for the lead: spam is never mailed; otherwise the worst state among its e-mails. */
function toItem(r: SubmissionRow): LeadListItem {
  const mailStatus: LeadMailStatus =
    r.status === 'suspected-spam' ? 'suspected-spam' : r.failed > 0 ? 'failed' : r.waiting > 0 ? 'pending' : 'sent'
  return {
    id: r.id,
    kind: r.kind,
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    guide: r.guideline_name,
    createdAt: r.created_at,
    mailStatus,
    possibleSpam: r.possible_spam === 1,
  }
}

export function listLeads(db: Database, filter: { status?: LeadMailStatus | ''; search?: string } = {}): LeadListItem[] {
  const search = `%${(filter.search ?? '').trim().toLowerCase()}%`
  const rows = db
    .prepare(
      `${SELECT} WHERE lower(s.email) LIKE ? OR lower(s.first_name || ' ' || s.last_name) LIKE ? ORDER BY s.created_at DESC, s.id DESC LIMIT 500`,
    )
    .all(search, search) as unknown as SubmissionRow[]
  const items = rows.map(toItem)
  // "Suspected spam" also finds the possible spam that was delivered (sent too fast), flagged.
  if (filter.status === 'suspected-spam') return items.filter((i) => i.mailStatus === 'suspected-spam' || i.possibleSpam)
  return filter.status ? items.filter((i) => i.mailStatus === filter.status) : items
}

export function getLead(db: Database, id: number): LeadDetail | null {
  const row = db.prepare(`${SELECT} WHERE s.id = ?`).get(id) as SubmissionRow | undefined
  if (!row) return null
  const outbox = db
    .prepare('SELECT id, purpose, message, status, attempts, last_error, sent_at FROM outbox WHERE submission_id = ? ORDER BY id')
    .all(id) as {
    id: number
    purpose: string
    message: string
    status: LeadMessage['status']
    attempts: number
    last_error: string | null
    sent_at: string | null
  }[]
  return {
    ...toItem(row),
    message: row.message,
    clientIp: row.client_ip,
    messages: outbox.map((o) => {
      const stored = JSON.parse(o.message) as StoredMessage
      return {
        id: o.id,
        purpose: o.purpose,
        to: stored.to.address,
        subject: stored.subject,
        status: o.status,
        attempts: o.attempts,
        lastError: o.last_error,
        sentAt: o.sent_at,
      }
    }),
  }
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  // A cell starting with = + - @ is read as a formula by spreadsheet programs; a leading quote keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Leads received from `from` to `to` (inclusive, Istanbul days) as CSV, oldest first. */
export function leadsCsv(db: Database, from: string, to: string): { csv: string; count: number } {
  const start = new Date(Date.parse(`${from}T00:00:00${ISTANBUL_UTC_OFFSET}`)).toISOString()
  const end = new Date(Date.parse(`${to}T00:00:00${ISTANBUL_UTC_OFFSET}`) + 86_400_000).toISOString()
  const rows = db
    .prepare(`${SELECT} WHERE s.created_at >= ? AND s.created_at < ? ORDER BY s.created_at, s.id`)
    .all(start, end) as unknown as SubmissionRow[]
  const header = ['id', 'received_at', 'kind', 'first_name', 'last_name', 'email', 'guide', 'message', 'mail_status', 'possible_spam']
  const lines = rows.map((r) =>
    [
      r.id,
      r.created_at,
      r.kind,
      r.first_name,
      r.last_name,
      r.email,
      r.guideline_name,
      r.message,
      toItem(r).mailStatus,
      r.possible_spam === 1 ? 'yes' : 'no',
    ]
      .map(csvCell)
      .join(','),
  )
  return { csv: `${[header.join(','), ...lines].join('\r\n')}\r\n`, count: rows.length }
}

async function emlFilesMentioning(mailDir: string, email: string): Promise<string[]> {
  const entries = await readdir(mailDir).catch(() => [] as string[])
  const wanted = email.toLowerCase()
  const found: string[] = []
  for (const name of entries) {
    if (!name.endsWith('.eml')) continue
    const text = await readFile(path.join(mailDir, name), 'utf8').catch(() => '')
    if (text.toLowerCase().includes(wanted)) found.push(name)
  }
  return found
}

/** Everything stored about an e-mail address: its submissions, their e-mails, and .eml files that mention it. */
export async function findByEmail(db: Database, mailDir: string, email: string): Promise<KvkkFindings> {
  const rows = db.prepare(`${SELECT} WHERE lower(s.email) = lower(?) ORDER BY s.created_at`).all(email.trim()) as unknown as SubmissionRow[]
  const messages = Number(
    (
      db
        .prepare('SELECT COUNT(*) AS n FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE lower(email) = lower(?))')
        .get(email.trim()) as { n: number }
    ).n,
  )
  return { email: email.trim(), submissions: rows.map(toItem), messages, files: await emlFilesMentioning(mailDir, email.trim()) }
}

/**
 * KVKK erasure: deletes the submissions, their queued and sent e-mails and the .eml copies, then records that an
 * erasure happened with counts only, so the record itself holds nothing about the person.
 */
export async function eraseByEmail(
  db: Database,
  mailDir: string,
  email: string,
  actor: string,
  now = Date.now(),
): Promise<{ submissions: number; messages: number; files: number }> {
  const found = await findByEmail(db, mailDir, email)
  db.exec('BEGIN IMMEDIATE')
  try {
    db.prepare('DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE lower(email) = lower(?))').run(found.email)
    db.prepare('DELETE FROM submissions WHERE lower(email) = lower(?)').run(found.email)
    db.prepare('INSERT INTO erasures (at, actor, submissions, messages, files) VALUES (?, ?, ?, ?, ?)').run(
      new Date(now).toISOString(),
      actor,
      found.submissions.length,
      found.messages,
      found.files.length,
    )
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
  for (const name of found.files) await rm(path.join(mailDir, name), { force: true })
  const counts = { submissions: found.submissions.length, messages: found.messages, files: found.files.length }
  recordAudit(
    db,
    actor,
    'erased personal data (KVKK request)',
    `${counts.submissions} submission(s), ${counts.messages} e-mail(s), ${counts.files} file(s)`,
    now,
  )
  return counts
}

export function listErasures(db: Database): ErasureRecord[] {
  return db.prepare('SELECT * FROM erasures ORDER BY id DESC LIMIT 100').all() as unknown as ErasureRecord[]
}
