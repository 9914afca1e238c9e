import type { Compilable } from 'kysely'
import type { ISql } from 'postgres'
import type { DatabaseSync } from 'node:sqlite'
import { pgRow, pgRows, pgRun, sqliteRow, sqliteRows, sqliteRun } from './query.ts'

/**
 * A method's statements and control flow written once, as a generator that yields each query and receives its
 * result: SQLite drives it synchronously inside its BEGIN IMMEDIATE transaction (no await can slip in, ADR 30),
 * PostgreSQL with an await per statement on the transaction's connection. ADR 35 left this for later; the content
 * store's publish, seed, save and claim are the first methods written this way.
 */
export type Step = { op: 'row' | 'rows' | 'run'; query: Compilable<unknown> }
export type Steps<T> = Generator<Step, T, unknown>

/** The first row of a query, or undefined. */
export function* row<R>(query: Compilable<R>): Generator<Step, R | undefined, unknown> {
  return (yield { op: 'row', query }) as R | undefined
}

export function* rows<R>(query: Compilable<R>): Generator<Step, R[], unknown> {
  return (yield { op: 'rows', query }) as R[]
}

/** A write: the rows it changed. */
export function* run(query: Compilable<unknown>): Generator<Step, number, unknown> {
  return (yield { op: 'run', query }) as number
}

export function runSqlite<T>(db: DatabaseSync, steps: Steps<T>): T {
  let next = steps.next()
  while (!next.done) {
    const { op, query } = next.value
    next = steps.next(op === 'row' ? sqliteRow(db, query) : op === 'rows' ? sqliteRows(db, query) : sqliteRun(db, query))
  }
  return next.value
}

export async function runPostgres<T>(q: ISql, steps: Steps<T>): Promise<T> {
  let next = steps.next()
  while (!next.done) {
    const { op, query } = next.value
    next = steps.next(op === 'row' ? await pgRow(q, query) : op === 'rows' ? await pgRows(q, query) : await pgRun(q, query))
  }
  return next.value
}
