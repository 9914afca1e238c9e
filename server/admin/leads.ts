import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { ISTANBUL_OFFSET_MINUTES, ISTANBUL_UTC_OFFSET } from '../../src/lib/istanbul-time.ts'
import { defaultMailContent, type MailContent } from '../mail/mail-content.ts'
import { auditNote, type Store, type StoredSubmission } from '../db/store.ts'
import type { StoredBooking } from '../db/bookings.ts'
import { bookingItem } from './bookings.ts'
import type { DashboardSummary, KvkkFindings, LeadDetail, LeadListItem, LeadMailStatus } from '../../src/admin/page-data.ts'

/**
 * The guide's title as the English site shows it now (the firm's published content); the stored value is the form's
 * API name (ResidencePermit_Guideline).
 */
export function guideTitle(name: string | null, content: MailContent = defaultMailContent): string | null {
  if (name === null) return null
  return content.guides('en')?.find((g) => g.guidelineName === name)?.title ?? name
}

/**
 * One status for the lead: spam is never mailed; otherwise the worst state among its e-mails, and a held lead (over
 * its connection's hourly limit: nothing went to the visitor) says so unless its e-mail to the firm failed. E-mails
 * only written to .eml files (no mail server configured) reached nobody, so they are never shown as "sent".
 */
function mailStatusOf(r: StoredSubmission): LeadMailStatus {
  if (r.status === 'suspected-spam') return 'suspected-spam'
  if (r.failedMessages > 0) return 'failed'
  if (r.held) return 'held'
  if (r.waitingMessages > 0) return 'pending'
  return r.filedMessages > 0 ? 'written-to-file' : 'sent'
}

function toItem(r: StoredSubmission, content: MailContent): LeadListItem {
  return {
    id: r.id,
    kind: r.kind,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    guide: guideTitle(r.guide, content),
    createdAt: r.createdAt,
    mailStatus: mailStatusOf(r),
    possibleSpam: r.possibleSpam,
  }
}

export async function listLeads(
  store: Store,
  filter: { status?: LeadMailStatus | ''; search?: string } = {},
  content: MailContent = defaultMailContent,
): Promise<LeadListItem[]> {
  const items = (await store.submissions.search(filter.search ?? '')).map((r) => toItem(r, content))
  // "Suspected spam" also finds the possible spam that was delivered (sent too fast), flagged.
  if (filter.status === 'suspected-spam') return items.filter((i) => i.mailStatus === 'suspected-spam' || i.possibleSpam)
  return filter.status ? items.filter((i) => i.mailStatus === filter.status) : items
}

export async function getLead(store: Store, id: number, content: MailContent = defaultMailContent): Promise<LeadDetail | null> {
  const row = await store.submissions.byId(id)
  if (!row) return null
  return {
    ...toItem(row, content),
    message: row.message,
    clientIp: row.clientIp,
    messages: (await store.outbox.ofSubmission(id)).map((o) => ({
      id: o.id,
      purpose: o.purpose,
      to: o.message.to.address,
      subject: o.message.subject,
      status: o.status,
      attempts: o.attempts,
      lastError: o.lastError,
      sentAt: o.sentAt,
      deliveredVia: o.deliveredVia,
    })),
  }
}

/** What the status column of an export says, in words. */
const STATUS_WORDS: Record<LeadMailStatus, string> = {
  sent: 'sent',
  'written-to-file': 'written to file (no mail server configured)',
  pending: 'waiting to be sent',
  failed: 'failed',
  'suspected-spam': 'suspected spam (not sent)',
  held: 'held for review (nothing sent to the visitor)',
}

const EXPORT_COLUMNS = [
  { header: 'Received (Istanbul time)', key: 'received', width: 20 },
  { header: 'Kind', key: 'kind', width: 16 },
  { header: 'First name', key: 'firstName', width: 16 },
  { header: 'Last name', key: 'lastName', width: 16 },
  { header: 'E-mail', key: 'email', width: 30 },
  { header: 'Guide', key: 'guide', width: 36 },
  { header: 'Message', key: 'message', width: 60 },
  { header: 'E-mail status', key: 'status', width: 24 },
  { header: 'Possible spam', key: 'possibleSpam', width: 14 },
  { header: 'Lead', key: 'id', width: 8 },
] as const

/** Istanbul wall-clock time of an ISO instant as `2026-11-24 16:28:26` (Istanbul is UTC+3 all year). */
function istanbulText(iso: string): string {
  return new Date(Date.parse(iso) + ISTANBUL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ')
}

async function exportRows(store: Store, from: string, to: string, content: MailContent) {
  const start = new Date(Date.parse(`${from}T00:00:00${ISTANBUL_UTC_OFFSET}`)).toISOString()
  const end = new Date(Date.parse(`${to}T00:00:00${ISTANBUL_UTC_OFFSET}`) + 86_400_000).toISOString()
  return (await store.submissions.between(start, end)).map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    kind: r.kind === 'guide' ? 'Guide request' : 'Contact message',
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    guide: guideTitle(r.guide, content) ?? '',
    message: r.message,
    status: STATUS_WORDS[mailStatusOf(r)],
    possibleSpam: r.possibleSpam ? 'yes' : 'no',
  }))
}

/**
 * Leads received from `from` to `to` (inclusive, Istanbul days) as an Excel workbook, oldest first. An .xlsx opens
 * in columns whatever the list separator of the reader's Windows (Turkish Excel splits a CSV on ";"), and its text
 * cells are never formulas. Times are real date cells holding Istanbul wall-clock time: Excel has no time zones.
 */
export async function leadsXlsx(
  store: Store,
  from: string,
  to: string,
  content: MailContent = defaultMailContent,
): Promise<{ xlsx: Buffer; count: number }> {
  const rows = await exportRows(store, from, to, content)
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  const sheet = workbook.addWorksheet('Leads', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ ...c }))
  sheet.getRow(1).font = { bold: true }
  sheet.getColumn('received').numFmt = 'yyyy-mm-dd hh:mm:ss'
  sheet.getColumn('message').alignment = { wrapText: true, vertical: 'top' }
  for (const r of rows) {
    // Excel stores a date as wall-clock time without a zone; exceljs writes a Date's UTC fields, so shift to Istanbul.
    sheet.addRow({ ...r, received: new Date(Date.parse(r.createdAt) + ISTANBUL_OFFSET_MINUTES * 60_000) })
  }
  sheet.autoFilter = { from: 'A1', to: { row: 1, column: EXPORT_COLUMNS.length } }
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
  return { xlsx, count: rows.length }
}

/**
 * Spreadsheet programs read a cell starting with = + - @ (or tab, CR) as a formula: a leading quote keeps it text.
 * Checked after every "," and ";" and line break too, not only at the start: a program that splits on the other
 * separator (Turkish Excel splits on ";") or ignores the quotes would otherwise start a cell with `@SUM(1,2)`.
 */
function csvCell(value: string | number): string {
  const text = String(value).replace(/(^|[,;\n\r])([=+\-@\t\r])/g, "$1'$2")
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The same leads as CSV for other tools (comma-separated, UTF-8): the Excel user's export is leadsXlsx. */
export async function leadsCsv(
  store: Store,
  from: string,
  to: string,
  content: MailContent = defaultMailContent,
): Promise<{ csv: string; count: number }> {
  const rows = await exportRows(store, from, to, content)
  const header = EXPORT_COLUMNS.map((c) => c.header)
  const lines = rows.map((r) =>
    EXPORT_COLUMNS.map((c) => (c.key === 'received' ? istanbulText(r.createdAt) : r[c.key]))
      .map(csvCell)
      .join(','),
  )
  return { csv: `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`, count: rows.length }
}

/** The dashboard: whether mail really leaves, and what needs the office's attention. */
export async function dashboardSummary(
  store: Store,
  mailDelivery: 'smtp' | 'files',
  now = Date.now(),
  content: MailContent = defaultMailContent,
): Promise<DashboardSummary> {
  const backlog = await store.outbox.backlog()
  return {
    mailDelivery,
    leadsLast7Days: await store.submissions.countSince(new Date(now - 7 * 86_400_000).toISOString()),
    waitingMessages: backlog.pending,
    failedMessages: backlog.failed,
    recentLeads: (await store.submissions.search('')).slice(0, 5).map((r) => toItem(r, content)),
  }
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

/**
 * Everything stored about an e-mail address: its submissions, their e-mails, its bookings, and .eml files that
 * mention it.
 */
export async function findByEmail(
  store: Store,
  mailDir: string,
  email: string,
  content: MailContent = defaultMailContent,
): Promise<KvkkFindings> {
  const { submissions, messages } = await store.submissions.byEmail(email.trim())
  return {
    email: email.trim(),
    submissions: submissions.map((r) => toItem(r, content)),
    bookings: (await store.bookings.byEmail(email.trim())).map((b) => bookingItem(b, content)),
    messages,
    files: await emlFilesMentioning(mailDir, email.trim()),
  }
}

/** Everything stored about one e-mail address, as the KVKK access export (kvkkExport) writes it. */
export interface KvkkExport {
  about: string
  exportedAt: string
  note: string
  submissions: {
    id: number
    receivedAt: string
    receivedAtIstanbul: string
    kind: 'contact' | 'guide'
    firstName: string
    lastName: string
    email: string
    guide: string | null
    message: string
    clientIp: string | null
    possibleSpam: boolean
    emails: {
      purpose: string
      to: string
      subject: string
      text: string
      status: string
      sentAt: string | null
      deliveredVia: string | null
    }[]
  }[]
  /** Every stored field of each booking, with its start and end in Istanbul time beside the UTC ones. */
  bookings: (StoredBooking & { startsAtIstanbul: string; endsAtIstanbul: string })[]
  mailFiles: { name: string; content: string }[]
}

/**
 * KVKK art. 11 access request: every stored field of every submission from this address, the e-mails about them
 * with their text, and the .eml copies on disk, as JSON. JSON rather than a spreadsheet because the data is nested
 * (a lead has several e-mails, each with its own text) and must be handed over complete and machine-readable.
 */
export async function kvkkExport(
  store: Store,
  mailDir: string,
  email: string,
  now = Date.now(),
  content: MailContent = defaultMailContent,
): Promise<KvkkExport> {
  const about = email.trim()
  const { submissions } = await store.submissions.byEmail(about)
  const files = await emlFilesMentioning(mailDir, about)
  const emailsOf = new Map(await Promise.all(submissions.map(async (r) => [r.id, await store.outbox.ofSubmission(r.id)] as const)))
  return {
    about,
    exportedAt: new Date(now).toISOString(),
    note: 'Everything the website stores under this e-mail address: form submissions, the e-mails sent about them, consultations booked, and copies of those e-mails kept as files. Times are UTC; receivedAtIstanbul, startsAtIstanbul and endsAtIstanbul are Istanbul time.',
    submissions: submissions.map((r) => ({
      id: r.id,
      receivedAt: r.createdAt,
      receivedAtIstanbul: istanbulText(r.createdAt),
      kind: r.kind,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      guide: guideTitle(r.guide, content),
      message: r.message,
      clientIp: r.clientIp,
      possibleSpam: r.possibleSpam,
      emails: emailsOf.get(r.id)!.map((o) => ({
        purpose: o.purpose,
        to: o.message.to.address,
        subject: o.message.subject,
        text: o.message.text,
        status: o.status,
        sentAt: o.sentAt,
        deliveredVia: o.deliveredVia,
      })),
    })),
    bookings: (await store.bookings.byEmail(about)).map((b) => ({
      ...b,
      startsAtIstanbul: istanbulText(b.startsAt),
      endsAtIstanbul: istanbulText(b.endsAt),
    })),
    mailFiles: await Promise.all(
      files.map(async (name) => ({ name, content: await readFile(path.join(mailDir, name), 'utf8').catch(() => '') })),
    ),
  }
}

/**
 * KVKK erasure: deletes the bookings, the submissions, their queued and sent e-mails and the .eml copies, then records
 * that an erasure happened with counts only, so the record itself holds nothing about the person. The erasure
 * record counts leads and e-mails (a column for bookings would be a migration); the bookings' count is in the answer
 * and in the audit lines. A future booking is deleted as it is: telling the visitor and the firm's calendar
 * (a CANCEL) first is the booking service's to add.
 */
export async function eraseByEmail(
  store: Store,
  mailDir: string,
  email: string,
  actor: string,
  now = Date.now(),
): Promise<{ submissions: number; messages: number; files: number; bookings: number }> {
  const found = await findByEmail(store, mailDir, email)
  // The bookings go in their own transaction with their own audit line (when the look-up found any).
  const bookings = await store.bookings.eraseByEmail(
    found.email,
    found.bookings.length > 0 ? auditNote(actor, 'erased bookings (KVKK request)', `${found.bookings.length} booking(s)`, now) : undefined,
    new Date(now).toISOString(),
  )
  const counts = { submissions: found.submissions.length, messages: found.messages, files: found.files.length, bookings }
  // The rows, their erasure record and the audit line in one transaction; the store also clears the engine's own
  // copies of the deleted rows (SQLite's write-ahead log) as far as it can.
  await store.submissions.eraseByEmail(
    found.email,
    { actor, at: new Date(now).toISOString(), files: counts.files },
    auditNote(
      actor,
      'erased personal data (KVKK request)',
      `${counts.submissions} submission(s), ${counts.messages} e-mail(s), ${counts.files} file(s), ${bookings} booking(s)`,
      now,
    ),
  )
  for (const name of found.files) await rm(path.join(mailDir, name), { force: true })
  return counts
}
