import type { ISql } from 'postgres'
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type Compilable,
  type CompiledQuery,
  type Dialect as KyselyDialect,
  type RawBuilder,
  type SqlBool,
} from 'kysely'
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite'
import type { Tables } from './tables.ts'

/**
 * Queries both engines share are written once, with Kysely, as functions of a `Builder`; each engine builds them with
 * its own builder (its dialect's SQL and placeholders) and runs the compiled text on its own driver. Kysely only
 * writes SQL here (its DummyDriver executes nothing): SQLite keeps its synchronous statements and transactions
 * (ADR 30: an await inside a transaction would hold the write lock across other requests' statements), PostgreSQL
 * keeps postgres.js, its pool, `sql.begin` and the outage handling around every call (ADR 32). Engine-specific SQL
 * (locks, NOTIFY, claims with SKIP LOCKED, JSON and text functions) stays in server/db/sqlite/ and server/db/postgres/.
 */
export type Builder = Kysely<Tables>

/** One engine's way of writing what the dialects spell differently, for the shared queries to use. */
export interface Dialect {
  readonly b: Builder
  /** `column` holds this e-mail address, any ASCII case (as SQLite's NOCASE; PostgreSQL's index is on this expression). */
  emailIs(column: string, email: string): RawBuilder<SqlBool>
  /** `column` in ASCII lower case, to sort addresses as SQLite's NOCASE does. */
  folded(column: string): RawBuilder<string>
  /** `column` to sort by its bytes, whatever locale the PostgreSQL database was created with. */
  bytes(column: string): RawBuilder<string>
  /** The flag `column` is set, written as the partial indexes' conditions are (so that they are used). */
  isSet(column: string): RawBuilder<SqlBool>
}

/** A Kysely that only writes SQL in one dialect: its DummyDriver executes nothing. */
function writer(dialect: Omit<KyselyDialect, 'createDriver'>): Builder {
  return new Kysely<Tables>({ dialect: { ...dialect, createDriver: () => new DummyDriver() } })
}

export const sqliteDialect: Dialect = {
  b: writer({
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  }),
  emailIs: (column, email) => sql<SqlBool>`lower(${sql.ref(column)}) = lower(${email})`,
  folded: (column) => sql<string>`lower(${sql.ref(column)})`,
  bytes: (column) => sql<string>`${sql.ref(column)}`,
  isSet: (column) => sql<SqlBool>`${sql.ref(column)} = 1`,
}

export const postgresDialect: Dialect = {
  b: writer({
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }),
  emailIs: (column, email) => sql<SqlBool>`lower(${sql.ref(column)} COLLATE "C") = lower(${email}::text COLLATE "C")`,
  folded: (column) => sql<string>`lower(${sql.ref(column)} COLLATE "C")`,
  bytes: (column) => sql<string>`${sql.ref(column)} COLLATE "C"`,
  isSet: (column) => sql<SqlBool>`${sql.ref(column)}`,
}

/** Where the `index`th argument goes in a query compiled once (`compiledOnce`). */
class Slot {
  readonly index: number
  constructor(index: number) {
    this.index = index
  }
}

/**
 * A shared query compiled once per dialect instead of at every call (building and compiling cost 15-135 µs, as much
 * as a read). Only for queries whose text never depends on their arguments' values: every argument a single value
 * (no object, list or null tested while building), each used as a parameter.
 */
export function compiledOnce<A extends (string | number)[], R>(build: (d: Dialect, ...args: A) => Compilable<R>) {
  const texts = new Map<Dialect, CompiledQuery<R>>()
  return (d: Dialect, ...args: A): Compilable<R> => ({
    compile: () => {
      let compiled = texts.get(d)
      if (!compiled) texts.set(d, (compiled = build(d, ...(args.map((_, i) => new Slot(i)) as unknown as A)).compile()))
      const parameters = compiled.parameters.map((p) => (p instanceof Slot ? args[p.index] : p))
      return { ...compiled, parameters }
    },
  })
}

/** A JSON document as a parameter: text on SQLite, jsonb on PostgreSQL (postgres.js encodes it for the column). */
export class Json {
  readonly value: unknown
  constructor(value: unknown) {
    this.value = value
  }
}

/** What a shared query's column holds when it is a JSON document. */
export const json = (value: unknown): unknown => new Json(value)

function sqliteValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Json) return JSON.stringify(value.value)
  return value as SQLInputValue
}

/** Statements already prepared, per database, by their SQL text: most shared queries run again and again. */
const prepared = new WeakMap<DatabaseSync, Map<string, StatementSync>>()
/** Beyond this many texts (a list of ids makes a text of its own) the cache starts again. */
const MOST_PREPARED = 200

function sqliteStatement(db: DatabaseSync, query: Compilable<unknown>) {
  const { sql, parameters } = query.compile()
  let statements = prepared.get(db)
  if (!statements) prepared.set(db, (statements = new Map()))
  let statement = statements.get(sql)
  if (!statement) {
    if (statements.size >= MOST_PREPARED) statements.clear()
    statements.set(sql, (statement = db.prepare(sql)))
  }
  return { statement, values: parameters.map(sqliteValue) }
}

/** Every row of a shared query on SQLite. */
export function sqliteRows<R>(db: DatabaseSync, query: Compilable<R>): R[] {
  const { statement, values } = sqliteStatement(db, query)
  return statement.all(...values) as R[]
}

/** The first row of a shared query on SQLite, or undefined. */
export function sqliteRow<R>(db: DatabaseSync, query: Compilable<R>): R | undefined {
  const { statement, values } = sqliteStatement(db, query)
  return statement.get(...values) as R | undefined
}

/** Runs a shared write on SQLite: the rows it changed. */
export function sqliteRun(db: DatabaseSync, query: Compilable<unknown>): number {
  const { statement, values } = sqliteStatement(db, query)
  return Number(statement.run(...values).changes)
}

function pgQuery(q: ISql, compiled: CompiledQuery<unknown>) {
  const values = compiled.parameters.map((value) => (value instanceof Json ? value.value : value))
  // Prepared per connection, as postgres.js's tagged templates are (unsafe() would not by default).
  return q.unsafe(compiled.sql, values as never[], { prepare: true })
}

/** Every row of a shared query on PostgreSQL (the pool, or a transaction's connection). */
export async function pgRows<R>(q: ISql, query: Compilable<R>): Promise<R[]> {
  return [...(await pgQuery(q, query.compile()))] as R[]
}

/** The first row of a shared query on PostgreSQL, or undefined. */
export async function pgRow<R>(q: ISql, query: Compilable<R>): Promise<R | undefined> {
  return (await pgRows(q, query))[0]
}

/** Runs a shared write on PostgreSQL: the rows it changed. */
export async function pgRun(q: ISql, query: Compilable<unknown>): Promise<number> {
  return (await pgQuery(q, query.compile())).count
}
