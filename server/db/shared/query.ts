import type { ISql } from 'postgres'
import {
  DummyDriver,
  Kysely,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  ValueListNode,
  ValueNode,
  sql,
  type Compilable,
  type CompiledQuery,
  type Dialect as KyselyDialect,
  type PrimitiveValueListNode,
  type RawBuilder,
  type SelectQueryBuilder,
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
  /** The rows a query reads, locked until its transaction ends (SQLite's BEGIN IMMEDIATE already holds the file). */
  locked<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>
  /** As `locked`, passing over rows another transaction holds (claims: SKIP LOCKED). */
  claimed<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>
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
  locked: (query) => query,
  claimed: (query) => query,
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
  locked: (query) => query.forUpdate(),
  claimed: (query) => query.forUpdate().skipLocked(),
}

/** Where an argument (or its `key`th element or property) goes in a query compiled once (`compiledOnce`). */
class Slot {
  readonly index: number
  readonly key: string | number | undefined
  constructor(index: number, key?: string | number) {
    this.index = index
    this.key = key
  }
}

/** A value a compiled query binds. */
type Parameter = string | number | boolean | null | undefined | Json

/** What a query compiled once takes: values, a list of values (compiled once per length), or a record of values. */
type Argument = Parameter | readonly Parameter[] | object

/** The records standing in for object arguments while a query is built, with the slot of the whole argument. */
const records = new WeakMap<object, Slot>()

/** What stands in for the `index`th argument while the query is built: slots, where the query binds values. */
function standIn(arg: Argument, index: number): unknown {
  if (Array.isArray(arg)) return arg.map((_, key) => new Slot(index, key))
  if (arg === null || typeof arg !== 'object' || arg instanceof Json) return new Slot(index)
  const record = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? new Slot(index, key) : undefined) })
  records.set(record, new Slot(index))
  return record
}

function filled(parameter: unknown, args: readonly Argument[]): unknown {
  if (parameter instanceof Json) {
    // json(record): the whole object argument is the document; json(record.key): one of its properties.
    const slot = parameter.value instanceof Slot ? parameter.value : records.get(parameter.value as object)
    return slot ? new Json(filled(slot, args)) : parameter
  }
  if (!(parameter instanceof Slot)) return parameter
  const arg = args[parameter.index] as Record<string | number, Parameter> | Parameter
  // An absent optional property is bound as NULL.
  return parameter.key === undefined ? arg : ((arg as Record<string | number, Parameter>)[parameter.key] ?? null)
}

const isConstant = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** Writes a query's own values (not its arguments' slots) into its text, as a hand-written statement has them. */
class ConstantsWritten extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return isConstant(node.value) ? ValueNode.createImmediate(node.value) : node
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const values = node.values.map((value) => (isConstant(value) ? ValueNode.createImmediate(value) : ValueNode.create(value)))
    return ValueListNode.create(values) as unknown as PrimitiveValueListNode
  }
}

/**
 * Kysely binds every value, the query's own constants too (`status IN ($1, $2)`). Prepared statements run a generic
 * plan after five calls, and in it a bound constant is an unknown: an IN list of parameters is built again for every
 * row (the outbox backlog took twice as long), a partial index whose condition it is cannot be used, estimates are
 * guesses. Compiled once, a query knows which values are its arguments (slots): the others are written as literals.
 */
function withConstantsWritten<R>(d: Dialect, query: Compilable<R>): CompiledQuery<R> {
  const node = new ConstantsWritten().transformNode(query.compile().query)
  return d.b.getExecutor().compileQuery<R>(node, { queryId: 'compiled-once' })
}

/** Beyond this many texts of one query (lists of many lengths) its compiled texts start again. */
const MOST_TEXTS = 50

/**
 * A shared query compiled once per dialect (and per length of its list arguments) instead of at every call: building
 * and compiling cost 15-135 µs of the process's CPU per query, several times a form post's own statements on
 * PostgreSQL. Only for queries whose text never depends on their arguments' values: the builder must not test an
 * argument (`ip === null ? …`, `row.guide ? …`), as it sees placeholders; every value it reads ends up bound.
 */
export function compiledOnce<A extends Argument[], R>(build: (d: Dialect, ...args: A) => Compilable<R>) {
  const texts = new Map<Dialect, Map<string, CompiledQuery<R>>>()
  return (d: Dialect, ...args: A): Compilable<R> => ({
    compile: () => {
      let ofDialect = texts.get(d)
      if (!ofDialect) texts.set(d, (ofDialect = new Map()))
      const shape = args.map((arg) => (Array.isArray(arg) ? arg.length : '')).join()
      let compiled = ofDialect.get(shape)
      if (!compiled) {
        if (ofDialect.size >= MOST_TEXTS) ofDialect.clear()
        ofDialect.set(shape, (compiled = withConstantsWritten(d, build(d, ...(args.map(standIn) as A)))))
      }
      return { ...compiled, parameters: compiled.parameters.map((p) => filled(p, args)) }
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
  // Prepared per connection, as postgres.js's tagged templates are (unsafe() would not by default, and would send a
  // query without parameters, such as one whose constants are all written, as a simple query planned at every call).
  // (`simple` is read by postgres.js 3.4's unsafe() but missing from its types.)
  return q.unsafe(compiled.sql, values as never[], { prepare: true, simple: false } as { prepare: boolean })
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
