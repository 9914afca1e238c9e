import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { ISTANBUL_UTC_OFFSET } from '../../src/lib/istanbul-time.ts'
import { transaction, type Database } from '../db/database.ts'
import { recordAudit, recordErasure } from '../db/audit.ts'
import { messagesOfSubmission } from '../db/outbox.ts'
import {
  deleteSubmissionsByEmail,
  searchSubmissions,
  submissionById,
  submissionsBetween,
  submissionsByEmail,
  type StoredSubmission,
} from '../db/submissions.ts'
import type { KvkkFindings, LeadDetail, LeadListItem, LeadMailStatus } from '../../src/lib/admin-pages.ts'

/** One status for the lead: spam is never mailed; otherwise the worst state among its e-mails. */
function toItem(r: StoredSubmission): LeadListItem {
  const mailStatus: LeadMailStatus =
    r.status === 'suspected-spam' ? 'suspected-spam' : r.failedMessages > 0 ? 'failed' : r.waitingMessages > 0 ? 'pending' : 'sent'
  return {
    id: r.id,
    kind: r.kind,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    guide: r.guide,
    createdAt: r.createdAt,
    mailStatus,
    possibleSpam: r.possibleSpam,
  }
}

export function listLeads(db: Database, filter: { status?: LeadMailStatus | ''; search?: string } = {}): LeadListItem[] {
  const items = searchSubmissions(db, filter.search ?? '').map(toItem)
  // "Suspected spam" also finds the possible spam that was delivered (sent too fast), flagged.
  if (filter.status === 'suspected-spam') return items.filter((i) => i.mailStatus === 'suspected-spam' || i.possibleSpam)
  return filter.status ? items.filter((i) => i.mailStatus === filter.status) : items
}

export function getLead(db: Database, id: number): LeadDetail | null {
  const row = submissionById(db, id)
  if (!row) return null
  return {
    ...toItem(row),
    message: row.message,
    clientIp: row.clientIp,
    messages: messagesOfSubmission(db, id).map((o) => ({
      id: o.id,
      purpose: o.purpose,
      to: o.message.to.address,
      subject: o.message.subject,
      status: o.status,
      attempts: o.attempts,
      lastError: o.lastError,
      sentAt: o.sentAt,
    })),
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
  const rows = submissionsBetween(db, start, end)
  const header = ['id', 'received_at', 'kind', 'first_name', 'last_name', 'email', 'guide', 'message', 'mail_status', 'possible_spam']
  const lines = rows.map((r) =>
    [r.id, r.createdAt, r.kind, r.firstName, r.lastName, r.email, r.guide, r.message, toItem(r).mailStatus, r.possibleSpam ? 'yes' : 'no']
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
  const { submissions, messages } = submissionsByEmail(db, email.trim())
  return { email: email.trim(), submissions: submissions.map(toItem), messages, files: await emlFilesMentioning(mailDir, email.trim()) }
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
  const counts = { submissions: found.submissions.length, messages: found.messages, files: found.files.length }
  transaction(db, () => {
    deleteSubmissionsByEmail(db, found.email)
    recordErasure(db, actor, counts, now)
  })
  for (const name of found.files) await rm(path.join(mailDir, name), { force: true })
  recordAudit(
    db,
    actor,
    'erased personal data (KVKK request)',
    `${counts.submissions} submission(s), ${counts.messages} e-mail(s), ${counts.files} file(s)`,
    now,
  )
  return counts
}
