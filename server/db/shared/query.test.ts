import { describe, expect, it } from 'vitest'
import { DatabaseSync } from 'node:sqlite'
import { backlog } from './outbox.ts'
import { compiledOnce, json, postgresDialect, sqliteDialect, sqliteRow, sqliteRows, type Dialect } from './query.ts'

/**
 * A shared query compiled once is built with placeholders for its arguments: each call binds its own values, and
 * what the query itself says (a status, a purpose) is written into its text, as in a hand-written statement, so that
 * PostgreSQL's generic plan of a prepared statement sees the constants (and a partial index can match them).
 */

const leadsOf = compiledOnce((d: Dialect, who: { email: string; since: string }, kinds: ('contact' | 'guide')[]) =>
  d.b
    .selectFrom('submissions')
    .select(['id', 'kind'])
    .where('email', '=', who.email)
    .where('created_at', '>=', who.since)
    .where('kind', 'in', kinds)
    .where('status', '=', 'received')
    .orderBy('id'),
)

describe('compiledOnce', () => {
  it("writes the query's own values into its text and binds only its arguments, on both engines", () => {
    expect(backlog(postgresDialect).compile()).toMatchObject({
      sql: expect.stringContaining(`"status" in ('pending', 'sending')`),
      parameters: [],
    })
    const pg = leadsOf(postgresDialect, { email: 'a@example.com', since: '2026-01-01' }, ['contact', 'guide']).compile()
    expect(pg.sql).toContain(`"kind" in ($3, $4) and "status" = 'received'`)
    expect(pg.parameters).toEqual(['a@example.com', '2026-01-01', 'contact', 'guide'])
    const lite = leadsOf(sqliteDialect, { email: 'b@example.com', since: '2026-02-01' }, ['contact']).compile()
    expect(lite.sql).toContain(`"kind" in (?) and "status" = 'received'`)
    expect(lite.parameters).toEqual(['b@example.com', '2026-02-01', 'contact'])
  })

  it("binds each call's values, a record's properties and a list of any length, and a JSON document whole", () => {
    const db = new DatabaseSync(':memory:')
    db.exec(`CREATE TABLE submissions (id INTEGER PRIMARY KEY, kind TEXT, email TEXT, created_at TEXT, status TEXT);
      INSERT INTO submissions (kind, email, created_at, status) VALUES
        ('contact', 'a@example.com', '2026-01-02', 'received'), ('guide', 'a@example.com', '2026-01-03', 'received'),
        ('contact', 'a@example.com', '2025-12-31', 'received'), ('contact', 'b@example.com', '2026-01-02', 'received'),
        ('contact', 'a@example.com', '2026-01-04', 'sent');
      CREATE TABLE form_results (token_hash TEXT, path TEXT, result TEXT, expires_at TEXT);`)
    const a = { email: 'a@example.com', since: '2026-01-01' }
    expect(sqliteRows(db, leadsOf(sqliteDialect, a, ['contact', 'guide']))).toEqual([
      { id: 1, kind: 'contact' },
      { id: 2, kind: 'guide' },
    ])
    expect(sqliteRows(db, leadsOf(sqliteDialect, a, ['guide']))).toEqual([{ id: 2, kind: 'guide' }])
    expect(sqliteRows(db, leadsOf(sqliteDialect, { email: 'b@example.com', since: '2026-01-01' }, ['contact']))).toEqual([
      { id: 4, kind: 'contact' },
    ])

    const keep = compiledOnce((d: Dialect, hash: string, held: { path: string; result: object; expiresAt: string }) =>
      d.b.insertInto('form_results').values({ token_hash: hash, path: held.path, result: json(held.result), expires_at: held.expiresAt }),
    )
    const kept = compiledOnce((d: Dialect, hash: string) => d.b.selectFrom('form_results').selectAll().where('token_hash', '=', hash))
    sqliteRows(db, keep(sqliteDialect, 'h1', { path: '/contact', result: { ok: true }, expiresAt: '2026-01-05' }))
    sqliteRows(db, keep(sqliteDialect, 'h2', { path: '/guide', result: { ok: false }, expiresAt: '2026-01-06' }))
    expect(sqliteRow(db, kept(sqliteDialect, 'h1'))).toEqual({
      token_hash: 'h1',
      path: '/contact',
      result: '{"ok":true}',
      expires_at: '2026-01-05',
    })
    expect(sqliteRow(db, kept(sqliteDialect, 'h2'))).toEqual({
      token_hash: 'h2',
      path: '/guide',
      result: '{"ok":false}',
      expires_at: '2026-01-06',
    })
    db.close()
  })
})
