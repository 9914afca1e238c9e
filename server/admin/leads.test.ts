import { afterEach, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { itSqliteOnly, startHarness, validContact, type Harness } from '../test/harness.ts'
import { createAccount, signedIn, type AdminClient } from '../test/admin.ts'
import { TestSmtp } from '../test/smtp.ts'
import { storeSubmission, type NewSubmission } from '../forms/submissions.ts'
import { databaseFile } from '../db/data-files.ts'
import type { KvkkExport } from './leads.ts'

/** Issue 21, the office manager: the leads export in Excel, what "sent" means, the KVKK export and erasure on disk. */

let h: Harness | undefined
let smtp: TestSmtp | undefined
afterEach(async () => {
  await h?.close()
  await smtp?.stop()
  h = undefined
  smtp = undefined
})

const mail = { firmName: 'Firm', firmEmail: 'info@firm.example', siteUrl: 'https://www.example.com', sendAcknowledgement: true }
const lead = (over: Partial<NewSubmission> = {}): NewSubmission => ({
  ...validContact,
  kind: 'contact',
  guidelineName: null,
  clientIp: null,
  suspectedSpam: false,
  ...over,
})

/** Today in Istanbul (UTC+3), as the export's date fields take it. */
const istanbulToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)

async function signedInClient(harness: Harness): Promise<AdminClient> {
  return signedIn(harness, await createAccount(harness, 'office@firm.example'))
}

/**
 * A CSV reader as spreadsheet programs read one: `separator` splits fields, a quote is special only at the start of
 * a field (a quote inside a field that another separator began is an ordinary character).
 */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let i = 0
  while (i < text.length) {
    let cell = ''
    if (text[i] === '"') {
      i += 1
      for (;;) {
        if (i >= text.length) break
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"'
          i += 2
        } else if (text[i] === '"') {
          i += 1
          break
        } else cell += text[i++]
      }
      while (i < text.length && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n') cell += text[i++]
    } else {
      while (i < text.length && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n') cell += text[i++]
    }
    row.push(cell)
    if (text[i] === separator) i += 1
    else {
      if (text[i] === '\r') i += 1
      if (text[i] === '\n') i += 1
      rows.push(row)
      row = []
    }
  }
  return rows
}

describe('leads export', () => {
  it('is an .xlsx with Istanbul times, guide titles and text cells that are never formulas', async () => {
    h = await startHarness()
    const client = await signedInClient(h)
    const id = await storeSubmission(
      h.store,
      lead({ kind: 'guide', firstName: '=cmd', guidelineName: 'ResidencePermit_Guideline', message: 'Hello;@SUM(1,2)' }),
      mail,
    )
    await h.outbox.runOnce()
    const createdAt = ((await h.sql.get('SELECT created_at FROM submissions WHERE id = ?', id)) as { created_at: string }).created_at

    const res = await client.get(`/admin/api/leads.xlsx?from=${istanbulToday()}&to=${istanbulToday()}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx"/)

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await res.arrayBuffer())
    const sheet = workbook.getWorksheet('Leads')!
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Received (Istanbul time)',
      'Kind',
      'First name',
      'Last name',
      'E-mail',
      'Guide',
      'Message',
      'E-mail status',
      'Possible spam',
      'Lead',
    ])
    expect(sheet.rowCount).toBe(2)
    const row = sheet.getRow(2)
    // A real date cell showing Istanbul wall-clock time (Excel has no zones; UTC+3 all year).
    const received = row.getCell(1)
    expect(received.value).toBeInstanceOf(Date)
    expect((received.value as Date).getTime()).toBe(Date.parse(createdAt) + 3 * 3_600_000)
    expect(received.numFmt).toBe('yyyy-mm-dd hh:mm:ss')
    expect(row.getCell(2).value).toBe('Guide request')
    expect(row.getCell(6).value).toBe('Turkish Residence Permit Checklist')
    // What the visitor typed stays text, exactly as typed: a string cell, never a formula.
    expect(row.getCell(3).value).toBe('=cmd')
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String)
    expect(row.getCell(7).value).toBe('Hello;@SUM(1,2)')
    expect(row.getCell(7).type).toBe(ExcelJS.ValueType.String)
    expect(row.getCell(8).value).toBe('written to file (no mail server configured)')
    expect(row.getCell(10).value).toBe(id)

    expect((await client.get('/admin/api/leads.xlsx?from=2026-02-01&to=2026-01-01')).status).toBe(400)
    expect((await client.page('/admin/audit')).html).toContain('(Excel)')
  })

  it('CSV: no cell starts a formula whether split on "," or ";", with Istanbul times and guide titles', async () => {
    h = await startHarness()
    const client = await signedInClient(h)
    await storeSubmission(
      h.store,
      lead({ firstName: '@name', lastName: '-1+1', message: 'See;@SUM(1,2) and ;=HYPERLINK("x")\n+and, -this' }),
      mail,
    )
    await storeSubmission(
      h.store,
      lead({ email: 'g@example.com', kind: 'guide', guidelineName: 'RealEstate_Guideline', message: 'Guide, please' }),
      mail,
    )
    const text = await (await client.get(`/admin/api/leads.csv?from=${istanbulToday()}&to=${istanbulToday()}`)).text()
    const body = text.replace(/^\ufeff/, '')
    for (const separator of [',', ';']) {
      const cells = parseCsv(body, separator).flat()
      // Split on ";", the message's own separators start new cells: those must not start a formula either.
      if (separator === ';') expect(cells).toEqual(expect.arrayContaining([expect.stringMatching(/^'@SUM\(1,2\)/)]))
      for (const cell of cells) expect(cell, `split on "${separator}"`).not.toMatch(/^[=+\-@\t\r]/)
    }
    const rows = parseCsv(body, ',')
    expect(rows[0][0]).toBe('Received (Istanbul time)')
    expect(rows).toHaveLength(3)
    for (const row of rows.slice(1)) expect(row).toHaveLength(rows[0].length)
    const guideRow = rows.find((r) => r[4] === 'g@example.com')!
    expect(guideRow[5]).toBe('Investing in Turkish Real Estate')
    const stored = ((await h.sql.get("SELECT created_at FROM submissions WHERE email = 'g@example.com'")) as { created_at: string })
      .created_at
    const istanbul = new Date(Date.parse(stored) + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
    expect(guideRow[0]).toBe(istanbul)
    expect(body).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z/)
  })
})

describe('what happened to the e-mails', () => {
  it('without SMTP: leads say "written to file", and the dashboard and leads page warn', async () => {
    h = await startHarness()
    const client = await signedInClient(h)
    const id = await storeSubmission(h.store, lead(), mail)
    await h.outbox.runOnce()
    const list = (await client.page('/admin/leads')).props
    expect(list.page === 'leads' && list.leads.map((l) => l.mailStatus)).toEqual(['written-to-file'])
    expect((await client.page('/admin/leads?status=written-to-file')).props).toMatchObject({ leads: [{ id }] })
    const detail = (await client.page(`/admin/leads/${id}`)).props
    if (detail.page !== 'lead') throw new Error('not a lead page')
    expect(detail.lead.messages.length).toBeGreaterThan(0)
    for (const m of detail.lead.messages) expect(m).toMatchObject({ status: 'sent', deliveredVia: 'file' })
    expect((await client.page(`/admin/leads/${id}`)).html).toContain('written to file — no mail server configured')
    const dashboard = await client.page('/admin/dashboard')
    expect(dashboard.props).toMatchObject({ page: 'dashboard', summary: { mailDelivery: 'files', leadsLast7Days: 1 } })
    expect(dashboard.html).toContain('No mail server is configured')
    expect((await client.page('/admin/leads')).html).toContain('No mail server is configured')
  })

  it('with SMTP: leads say "sent" after the mail server accepted them, and nothing warns', async () => {
    smtp = new TestSmtp()
    await smtp.start()
    h = await startHarness({ SMTP_URL: smtp.url() })
    const client = await signedInClient(h)
    const id = await storeSubmission(h.store, lead(), mail)
    await h.outbox.runOnce()
    expect(smtp.received.length).toBeGreaterThan(0)
    const detail = (await client.page(`/admin/leads/${id}`)).props
    if (detail.page !== 'lead') throw new Error('not a lead page')
    expect(detail.lead.mailStatus).toBe('sent')
    for (const m of detail.lead.messages) expect(m).toMatchObject({ status: 'sent', deliveredVia: 'smtp' })
    const dashboard = await client.page('/admin/dashboard')
    expect(dashboard.props).toMatchObject({ summary: { mailDelivery: 'smtp' } })
    expect(dashboard.html).not.toContain('No mail server is configured')
    expect((await client.page('/admin/leads')).html).not.toContain('No mail server is configured')
  })
})

describe('KVKK', () => {
  it('exports everything stored about an address as JSON; lookups, views and exports are audited without the data', async () => {
    h = await startHarness()
    const client = await signedInClient(h)
    const id = await storeSubmission(
      h.store,
      lead({ kind: 'guide', guidelineName: 'HowToDoBusinessInTurkey_Guideline', clientIp: '203.0.113.5' }),
      mail,
    )
    await storeSubmission(h.store, lead({ email: 'other@example.com', firstName: 'Otto' }), mail)
    await h.outbox.runOnce()

    await client.page(`/admin/kvkk?email=${encodeURIComponent('MARIA.KELLER@example.com')}`)
    await client.page(`/admin/leads/${id}`)
    const res = await client.get(`/admin/api/kvkk/export?email=${encodeURIComponent('Maria.Keller@example.com')}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kvkk-export-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = (await res.json()) as KvkkExport
    expect(data.submissions).toHaveLength(1)
    expect(data.submissions[0]).toMatchObject({
      id,
      firstName: 'Maria',
      lastName: 'Keller',
      email: 'maria.keller@example.com',
      message: validContact.message,
      clientIp: '203.0.113.5',
      guide: 'Doing Business in Turkey',
    })
    expect(data.submissions[0].emails.length).toBeGreaterThan(0)
    expect(data.submissions[0].emails.some((e) => e.text.includes('Maria'))).toBe(true)
    expect(data.mailFiles.length).toBeGreaterThan(0)
    expect(data.mailFiles.every((f) => f.content.toLowerCase().includes('maria.keller@example.com'))).toBe(true)
    expect(JSON.stringify(data)).not.toContain('Otto')
    expect((await client.get('/admin/api/kvkk/export?email=not-an-address')).status).toBe(400)

    const audit = (await h.sql.all('SELECT action, detail FROM audit_log ORDER BY id')) as { action: string; detail: string }[]
    const actions = audit.map((a) => a.action)
    expect(actions).toContain('looked up personal data (KVKK request)')
    expect(audit).toContainEqual({ action: 'viewed lead', detail: `lead #${id}` })
    expect(actions).toContain('exported personal data (KVKK request)')
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('maria')
  })

  // SQLite-only: reads the SQLite file and its -wal and -shm files byte by byte (secure_delete). PostgreSQL's files
  // are the server's, outside what the site controls (docs/decisions: PostgreSQL erasure relies on VACUUM).
  itSqliteOnly('an erasure leaves no copy of the name in the database, its write-ahead log or shared memory file', async () => {
    h = await startHarness()
    const client = await signedInClient(h)
    const name = 'Quillon'
    const email = 'quillon.vantablack@example.com'
    for (let i = 0; i < 40; i++) {
      await storeSubmission(h.store, lead({ firstName: name, lastName: 'Vantablack', email, message: `Message ${i} from ${name}.` }), mail)
      await storeSubmission(h.store, lead({ email: `keep${i}@example.com`, firstName: 'Keep' }), mail)
      await h.outbox.runOnce()
    }
    const dbFile = databaseFile(h.env.dataDir)
    const raw = () => [dbFile, `${dbFile}-wal`, `${dbFile}-shm`].map((f) => readFileSync(f, { flag: 'r' }).toString('latin1'))
    expect(raw().join('').includes(name)).toBe(true)

    await client.page(`/admin/kvkk?email=${encodeURIComponent(email)}`)
    const res = await client.send('POST', '/admin/api/kvkk/erase', { email, confirm: true })
    const body = (await res.json()) as { submissions: number; erasures: { submissions: number }[] }
    expect(body.submissions).toBe(40)
    // The page shows the new record right away.
    expect(body.erasures).toMatchObject([{ submissions: 40 }])

    const copies = raw().map((text) => text.split(name).length - 1)
    expect(copies).toEqual([0, 0, 0])
    expect(raw().join('')).not.toContain('Vantablack')
    expect(readdirSync(path.join(h.env.dataDir, 'mail')).length).toBeGreaterThan(0)
    expect(await h.sql.get("SELECT COUNT(*) AS n FROM submissions WHERE first_name = 'Keep'")).toEqual({ n: 40 })
  })
})
