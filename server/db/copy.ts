import { existsSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import type { ISql, Sql } from 'postgres'
import { databaseFile } from './data-files.ts'
import { schemaVersion, SCHEMA_VERSION } from './sqlite/database.ts'
import { migratePostgres } from './postgres/migrations.ts'

/**
 * Copies a site's SQLite database (DATA_DIR/…) into a PostgreSQL database (ADR 32): every table of the schema, with
 * its ids, in one PostgreSQL transaction, then checks the row counts. The SQLite file is opened read-only and read
 * inside one read transaction, so a running site can keep writing while the copy reads a consistent snapshot (what
 * it writes after that stays in SQLite).
 *
 * The list of tables is SQLite's own (sqlite_schema), minus what only SQLite has; every one must exist in the
 * PostgreSQL schema, and each value is converted by the PostgreSQL column's type as information_schema names it.
 */

/** Tables only SQLite has: its own bookkeeping, and the blog-title full-text index (PostgreSQL searches with ILIKE). */
export const SQLITE_ONLY_TABLES = ['sqlite_sequence', 'posts_title_search (FTS5 index and its shadow tables)']

/**
 * Each engine's own bookkeeping, never copied or checked: which migrations ran (SQLite keeps its version in
 * user_version and has this table only once a migration under the expand-then-contract rule ran, ADR 34).
 */
const BOOKKEEPING_TABLES = new Set(['schema_migrations'])

/**
 * The data versions, one row each made by the migration with n = 0: posts_changes (posts and reviews) and
 * content_changes (published content). Counted on past the source's and the target's, never copied as rows.
 */
const VERSION_COUNTERS = new Set(['posts_changes', 'content_changes'])

/**
 * One-row tables the schema itself fills or rewrites, which do not make a target "non-empty": the data versions and
 * health (rewritten by every /healthz of an instance already pointed at the target). They are replaced, not appended to.
 */
const SINGLETONS = new Set([...VERSION_COUNTERS, 'health'])

export class CopyError extends Error {}

export interface TableCount {
  table: string
  sqlite: number
  postgres: number
}

export interface CopyResult {
  counts: TableCount[]
  /** Identity sequences set past the highest copied id: table -> next id. */
  sequences: Record<string, number>
}

interface PgColumn {
  table: string
  column: string
  type: string
  identity: boolean
}

type Row = Record<string, unknown>

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Reads every table the copy takes, inside one read transaction (a consistent snapshot of a running site). */
function readSqlite(file: string): { tables: Map<string, Row[]>; version: number } {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    db.exec('BEGIN')
    try {
      const version = schemaVersion(db)
      const names = (
        db.prepare(`SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as {
          name: string
          sql: string | null
        }[]
      )
        .filter((t) => !/^CREATE VIRTUAL TABLE/i.test(t.sql ?? ''))
        .map((t) => t.name)
      // FTS5 keeps its index in ordinary tables named after the virtual one (posts_title_search_data, _idx, …).
      const virtual = (
        db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`).all() as { name: string }[]
      ).map((t) => t.name)
      const tables = new Map<string, Row[]>()
      for (const name of names) {
        if (virtual.some((v) => name.startsWith(`${v}_`)) || BOOKKEEPING_TABLES.has(name)) continue
        // Reads as the rows are stored; rowid order keeps ids ascending (parents before their translations).
        tables.set(name, db.prepare(`SELECT * FROM ${quote(name)} ORDER BY rowid`).all() as Row[])
      }
      return { tables, version }
    } finally {
      db.exec('COMMIT')
    }
  } finally {
    db.close()
  }
}

async function pgColumns(q: ISql): Promise<Map<string, PgColumn[]>> {
  const rows = await q<{ table: string; column: string; type: string; identity: string }[]>`
    SELECT table_name AS table, column_name AS column, data_type AS type, is_identity AS identity
    FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`
  const byTable = new Map<string, PgColumn[]>()
  for (const r of rows) {
    const list = byTable.get(r.table) ?? []
    list.push({ table: r.table, column: r.column, type: r.type, identity: r.identity === 'YES' })
    byTable.set(r.table, list)
  }
  return byTable
}

/** Foreign keys between tables (child -> its parents, with the columns), for the order and for self-references. */
async function pgForeignKeys(q: ISql): Promise<{ child: string; parent: string; column: string }[]> {
  return q<{ child: string; parent: string; column: string }[]>`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent, a.attname AS column
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`
}

/** Parents before children (a table's references to itself are handled by a second pass). */
function foreignKeyOrder(tables: string[], fks: { child: string; parent: string }[]): string[] {
  const done: string[] = []
  const visiting = new Set<string>()
  const visit = (t: string) => {
    if (done.includes(t)) return
    if (visiting.has(t)) throw new CopyError(`The PostgreSQL schema's foreign keys form a cycle through ${t}; cannot order the copy.`)
    visiting.add(t)
    for (const fk of fks) if (fk.child === t && fk.parent !== t && tables.includes(fk.parent)) visit(fk.parent)
    visiting.delete(t)
    done.push(t)
  }
  for (const t of [...tables].sort()) visit(t)
  return done
}

/** A SQLite value as the PostgreSQL column of `type` takes it, for json_populate_recordset. */
function convert(value: unknown, col: PgColumn): unknown {
  if (value === null || value === undefined) return null
  switch (col.type) {
    case 'boolean':
      return Number(value) !== 0
    case 'jsonb':
    case 'json':
      try {
        const parsed: unknown = JSON.parse(String(value))
        // A json column keeps its text as written: parsed and written again, an object's integer-like keys would move.
        return col.type === 'json' ? new JsonText(String(value)) : parsed
      } catch {
        throw new CopyError(`A row's ${col.table}.${col.column} holds text that is not JSON; it cannot go into a ${col.type} column.`)
      }
    default:
      // Integers and text as they are (a 64-bit integer as its digits, which the record type reads).
      return typeof value === 'bigint' ? value.toString() : value
  }
}

/** JSON text already checked, spliced into the batch as it is. */
class JsonText {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

/** The batch as the JSON array json_populate_recordset reads, with each JsonText as its own text. */
function batchText(rows: Row[]): string {
  const row = (r: Row) =>
    `{${Object.entries(r)
      .map(([k, v]) => `${JSON.stringify(k)}:${v instanceof JsonText ? v.text : JSON.stringify(v ?? null)}`)
      .join(',')}}`
  return `[${rows.map(row).join(',')}]`
}

/** Rows per INSERT: one JSON parameter each, well under PostgreSQL's limits, few round trips. */
const BATCH = 500

async function insertRows(
  q: ISql,
  table: string,
  columns: PgColumn[],
  rows: Row[],
  derived: (row: Row) => Row = () => ({}),
): Promise<void> {
  const names = columns.map((c) => quote(c.column)).join(', ')
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const out: Row = {}
      for (const col of columns) out[col.column] = convert(row[col.column], col)
      return { ...out, ...derived(row) }
    })
    // The record type converts each JSON field to its column's type; ::text::json keeps the client from encoding
    // the parameter a second time, and json (not jsonb) keeps a json column's keys in their order (a content part's
    // data is exported to the seed files byte for byte, ADR 36).
    await q.unsafe(
      `INSERT INTO ${quote(table)} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${quote(table)}, $1::text::json)`,
      [batchText(batch)],
    )
  }
}

/** Table names with their row counts in the target, for the non-empty check and the verification. */
async function pgCounts(q: ISql, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const t of tables) {
    const [{ n }] = await q.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${quote(t)}`)
    counts.set(t, n)
  }
  return counts
}

/**
 * Copies the SQLite database in `dataDir` into the PostgreSQL database `sql` is connected to (migrated first). Throws
 * CopyError (nothing written) when the target holds rows and `force` is not set, or when the counts differ.
 */
export async function copySqliteToPostgres(dataDir: string, sql: Sql, opts: { force?: boolean } = {}): Promise<CopyResult> {
  const file = databaseFile(dataDir)
  if (!existsSync(file)) throw new CopyError(`There is no SQLite database at ${file}; set DATA_DIR to the site's data folder.`)
  const { tables: source, version } = readSqlite(file)
  if (version !== SCHEMA_VERSION) {
    throw new CopyError(
      `The SQLite database ${file} is at schema version ${version}, this code at ${SCHEMA_VERSION}; run \`npm run db:migrate\` (without DATABASE_URL) first.`,
    )
  }
  await migratePostgres(sql)

  return (await sql.begin(async (q) => {
    const columns = await pgColumns(q)
    const targetTables = [...columns.keys()].filter((t) => !BOOKKEEPING_TABLES.has(t))
    const missing = [...source.keys()].filter((t) => !columns.has(t))
    if (missing.length) throw new CopyError(`The PostgreSQL schema has no table ${missing.join(', ')}; this code cannot copy it.`)
    const uncovered = targetTables.filter((t) => !source.has(t))
    if (uncovered.length) throw new CopyError(`The SQLite database has no table ${uncovered.join(', ')}; is it this site's database?`)

    // Locks every table against other writers (an instance already pointed at the target) until the copy commits.
    await q.unsafe(`LOCK TABLE ${targetTables.map(quote).join(', ')} IN EXCLUSIVE MODE`)
    const before = await pgCounts(q, targetTables)
    const holding = targetTables.filter((t) => !SINGLETONS.has(t) && before.get(t)! > 0)
    if (holding.length && !opts.force) {
      throw new CopyError(
        `The PostgreSQL database already holds rows (${holding.map((t) => `${t}: ${before.get(t)}`).join(', ')}); nothing was copied. ` +
          'Copy into an empty database, or add --force to delete its rows first.',
      )
    }
    const fks = await pgForeignKeys(q)
    const order = foreignKeyOrder(targetTables, fks)
    // Emptied children first; the data version keeps counting up (below), so no instance serves a cached page of
    // the rows that were here.
    const emptied = [...order].reverse().filter((t) => !VERSION_COUNTERS.has(t))
    for (const t of emptied) await q.unsafe(`DELETE FROM ${quote(t)}`)

    for (const table of order) {
      const rows = source.get(table)!
      const cols = columns.get(table)!
      const sourceColumns = new Set(rows.length ? Object.keys(rows[0]) : cols.map((c) => c.column))
      const extra = [...sourceColumns].filter((c) => !cols.some((p) => p.column === c))
      if (extra.length) throw new CopyError(`PostgreSQL's ${table} has no column ${extra.join(', ')}; this code cannot copy it.`)
      const copied = cols.filter((c) => sourceColumns.has(c.column))
      if (VERSION_COUNTERS.has(table)) {
        // A data version only ever grows: past both the source's and the target's, so no cache keyed by an old
        // number shows the copied rows' predecessors. (Inserting posts or publications below bumps it as well.)
        const n = Math.max(0, ...rows.map((r) => Number(r.n)))
        await q.unsafe(`UPDATE ${quote(table)} SET n = GREATEST(n, $1) + 1 WHERE id = 1`, [n])
        continue
      }
      // A reference to the same table (a translation's original) may point at a later row: set in a second pass.
      const selfRefs = fks.filter((fk) => fk.child === table && fk.parent === table).map((fk) => fk.column)
      const derived = (row: Row): Row => {
        const d: Row = Object.fromEntries(selfRefs.map((c) => [c, null]))
        // SQLite keeps a message's lease expiry in next_attempt_at; PostgreSQL in its own column.
        if (table === 'outbox' && row.status === 'sending' && cols.some((c) => c.column === 'lease_until'))
          d.lease_until = row.next_attempt_at
        return d
      }
      await insertRows(q, table, copied, rows, derived)
      for (const column of selfRefs) {
        const links = rows.filter((r) => r[column] !== null).map((r) => ({ id: Number(r.id), ref: Number(r[column]) }))
        if (links.length) {
          await q.unsafe(
            `UPDATE ${quote(table)} t SET ${quote(column)} = l.ref FROM jsonb_to_recordset($1::text::jsonb) AS l (id integer, ref integer) WHERE t.id = l.id`,
            [JSON.stringify(links)],
          )
        }
      }
    }

    const sequences: Record<string, number> = {}
    for (const table of order) {
      const identity = columns.get(table)!.find((c) => c.identity)
      if (!identity) continue
      const [{ next }] = await q.unsafe<{ next: number }[]>(
        `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(MAX(${quote(identity.column)}), 0) + 1, false)::int AS next FROM ${quote(table)}`,
        [quote(table), identity.column],
      )
      sequences[table] = next
    }

    const after = await pgCounts(q, order)
    const counts = order.map((table) => ({ table, sqlite: source.get(table)!.length, postgres: after.get(table)! }))
    const wrong = counts.filter((c) => c.sqlite !== c.postgres)
    if (wrong.length) {
      throw new CopyMismatch(
        counts,
        `Row counts differ (${wrong.map((c) => `${c.table}: SQLite ${c.sqlite}, PostgreSQL ${c.postgres}`).join('; ')}); the copy was rolled back.`,
      )
    }
    return { counts, sequences }
  })) as CopyResult
}

/** The counts did not match; the transaction was rolled back. Carries the table of counts to print. */
export class CopyMismatch extends CopyError {
  readonly counts: TableCount[]
  constructor(counts: TableCount[], message: string) {
    super(message)
    this.counts = counts
  }
}

/** The table of counts, as the command prints it. */
export function formatCounts(counts: TableCount[]): string {
  const width = Math.max(5, ...counts.map((c) => c.table.length))
  const lines = [`${'table'.padEnd(width)}  ${'SQLite'.padStart(8)}  ${'PostgreSQL'.padStart(10)}`]
  for (const c of counts) {
    lines.push(
      `${c.table.padEnd(width)}  ${String(c.sqlite).padStart(8)}  ${String(c.postgres).padStart(10)}${c.sqlite === c.postgres ? '' : '  differs'}`,
    )
  }
  return lines.join('\n')
}
