import { transaction, type Database } from './database.ts'

/** Leads: what the contact and guide forms stored, and what the back office and the KVKK tools read and erase. */

export type SubmissionKind = 'contact' | 'guide'
export type SubmissionStatus = 'received' | 'suspected-spam'

export interface NewSubmissionRow {
  kind: SubmissionKind
  firstName: string
  lastName: string
  email: string
  message: string
  /** The guide asked for (its API name, such as RealEstate_Guideline). */
  guide: string | null
  status: SubmissionStatus
  clientIp: string | null
  /** Sent faster than a person types: delivered to the firm, flagged. */
  possibleSpam: boolean
  /** The language of the page the form was sent from ('en', 'tr', 'ar'). */
  language: string
  /** What makes a repeat of the same post find this one (server/forms/idempotency.ts); unique when set. */
  idempotencyKey?: string | null
}

export interface StoredSubmission extends NewSubmissionRow {
  id: number
  createdAt: string
  /** Its e-mails that failed for good, and those still waiting to go. */
  failedMessages: number
  waitingMessages: number
  /** Its e-mails that were only written to .eml files (no mail server configured). */
  filedMessages: number
}

interface SubmissionRow {
  id: number
  kind: SubmissionKind
  first_name: string
  last_name: string
  email: string
  message: string
  guide: string | null
  status: SubmissionStatus
  client_ip: string | null
  created_at: string
  possible_spam: number
  language: string
  failed: number
  waiting: number
  filed: number
}

function toSubmission(r: SubmissionRow): StoredSubmission {
  return {
    id: r.id,
    kind: r.kind,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    message: r.message,
    guide: r.guide,
    language: r.language,
    status: r.status,
    clientIp: r.client_ip,
    createdAt: r.created_at,
    possibleSpam: r.possible_spam === 1,
    failedMessages: Number(r.failed),
    waitingMessages: Number(r.waiting),
    filedMessages: Number(r.filed),
  }
}

const SELECT = `SELECT s.*,
  (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id AND o.status = 'failed') AS failed,
  (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id AND o.status IN ('pending', 'sending')) AS waiting,
  (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id AND o.status = 'sent' AND o.delivered_via = 'file') AS filed
  FROM submissions s`

export function insertSubmission(db: Database, row: NewSubmissionRow, now: string): number {
  const result = db
    .prepare(
      `INSERT INTO submissions (kind, first_name, last_name, email, message, guide, status, client_ip, created_at, possible_spam, language, idempotency_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.kind,
      row.firstName,
      row.lastName,
      row.email,
      row.message,
      row.guide,
      row.status,
      row.clientIp,
      now,
      row.possibleSpam ? 1 : 0,
      row.language,
      row.idempotencyKey ?? null,
    )
  return Number(result.lastInsertRowid)
}

/** What a submission was sent with, found by its idempotency key: enough to tell a repeat from another form. */
export interface KeyedSubmission {
  id: number
  kind: SubmissionKind
  firstName: string
  lastName: string
  email: string
  message: string
  guide: string | null
  language: string
  createdAt: string
}

export function submissionByIdempotencyKey(db: Database, key: string): KeyedSubmission | null {
  const row = db
    .prepare(
      `SELECT id, kind, first_name, last_name, email, message, guide, language, created_at FROM submissions WHERE idempotency_key = ?`,
    )
    .get(key) as Omit<SubmissionRow, 'client_ip' | 'status' | 'possible_spam' | 'failed' | 'waiting' | 'filed'> | undefined
  if (!row) return null
  return {
    id: row.id,
    kind: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    message: row.message,
    guide: row.guide,
    language: row.language,
    createdAt: row.created_at,
  }
}

/** Frees a key an older submission holds (a derived key past its window), so a new submission can take it. */
export function releaseIdempotencyKey(db: Database, key: string): void {
  db.prepare('UPDATE submissions SET idempotency_key = NULL WHERE idempotency_key = ?').run(key)
}

/** How many e-mails of each purpose went to `email` (any case) for submissions made since `since`. */
export function mailCountsTo(db: Database, email: string, since: string, purposes: string[]): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT o.purpose AS purpose, COUNT(*) AS n FROM submissions s JOIN outbox o ON o.submission_id = s.id
       WHERE s.created_at >= ? AND lower(s.email) = lower(?) AND o.purpose IN (${purposes.map(() => '?').join(', ')})
       GROUP BY o.purpose`,
    )
    .all(since, email, ...purposes) as { purpose: string; n: number }[]
  return new Map(rows.map((r) => [r.purpose, Number(r.n)]))
}

/** When this client address sent its newest `limit` submissions since `since`, newest first. */
export function submissionTimesFrom(db: Database, clientIp: string, since: string, limit: number): string[] {
  const rows = db
    .prepare('SELECT created_at FROM submissions WHERE created_at >= ? AND client_ip = ? ORDER BY created_at DESC LIMIT ?')
    .all(since, clientIp, limit) as { created_at: string }[]
  return rows.map((r) => r.created_at)
}

/** The newest 500 whose e-mail or name contains `search` (lower case). */
export function searchSubmissions(db: Database, search: string): StoredSubmission[] {
  const like = `%${search.trim().toLowerCase()}%`
  const rows = db
    .prepare(
      `${SELECT} WHERE lower(s.email) LIKE ? OR lower(s.first_name || ' ' || s.last_name) LIKE ? ORDER BY s.created_at DESC, s.id DESC LIMIT 500`,
    )
    .all(like, like)
  return (rows as unknown as SubmissionRow[]).map(toSubmission)
}

export function submissionById(db: Database, id: number): StoredSubmission | null {
  const row = db.prepare(`${SELECT} WHERE s.id = ?`).get(id) as SubmissionRow | undefined
  return row ? toSubmission(row) : null
}

/** How many submissions arrived since `since`. */
export function countSubmissionsSince(db: Database, since: string): number {
  return Number((db.prepare('SELECT COUNT(*) AS n FROM submissions WHERE created_at >= ?').get(since) as { n: number }).n)
}

/** Received from `start` (inclusive) to `end` (exclusive), oldest first. */
export function submissionsBetween(db: Database, start: string, end: string): StoredSubmission[] {
  const rows = db.prepare(`${SELECT} WHERE s.created_at >= ? AND s.created_at < ? ORDER BY s.created_at, s.id`).all(start, end)
  return (rows as unknown as SubmissionRow[]).map(toSubmission)
}

/** Every submission from this e-mail address (any case), oldest first, and how many e-mails they hold. */
export function submissionsByEmail(db: Database, email: string): { submissions: StoredSubmission[]; messages: number } {
  const rows = db.prepare(`${SELECT} WHERE lower(s.email) = lower(?) ORDER BY s.created_at`).all(email)
  const messages = db
    .prepare('SELECT COUNT(*) AS n FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE lower(email) = lower(?))')
    .get(email) as { n: number }
  return { submissions: (rows as unknown as SubmissionRow[]).map(toSubmission), messages: Number(messages.n) }
}

/** Deletes every submission from this e-mail address (any case) and their queued and sent e-mails. */
export function deleteSubmissionsByEmail(db: Database, email: string): void {
  transaction(db, () => {
    db.prepare('DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE lower(email) = lower(?))').run(email)
    db.prepare('DELETE FROM submissions WHERE lower(email) = lower(?)').run(email)
  })
}

/** Retention: deletes submissions received before `cutoff` (their e-mails go with them); returns how many. */
export function deleteSubmissionsBefore(db: Database, cutoff: string): number {
  return Number(db.prepare('DELETE FROM submissions WHERE created_at < ?').run(cutoff).changes)
}
