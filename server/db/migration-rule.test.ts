import { describe, expect, it } from 'vitest'
import { floors, needsConfirmation, schemaNotReadyReason } from './migration-rule.ts'
import { postgresMigrations } from './postgres/migrations.ts'
import { sqliteMigrationChanges } from './sqlite/database.ts'

/** The rule's arithmetic (ADR 34); on real servers and PostgreSQL: server/rolling-upgrade.test.ts. */
describe('expand, then contract', () => {
  it('keeps the floor through expand migrations and moves it with a contract', () => {
    expect(floors([{ change: 'history' }, { change: 'expand' }, { change: 'expand' }])).toEqual([1, 1, 1])
    expect(floors([{ change: 'history' }, { change: 'expand' }, { change: 'contract', servedFrom: 2 }, { change: 'expand' }])).toEqual([
      1, 1, 2, 2,
    ])
    // A servedFrom below an earlier contract's floor does not lower it.
    expect(floors([{ change: 'history' }, { change: 'contract' }, { change: 'contract', servedFrom: 1 }])).toEqual([1, 2, 2])
    // Without servedFrom, only code that knows the contract migration serves the result.
    expect(floors([{ change: 'history' }, { change: 'expand' }, { change: 'contract' }])).toEqual([1, 1, 3])
  })

  it('serves a newer schema while its floor is at or below this code, and says why not otherwise', () => {
    expect(schemaNotReadyReason(5, { version: 5, servedFrom: 5 })).toBeNull()
    expect(schemaNotReadyReason(5, { version: 7, servedFrom: 5 })).toBeNull()
    expect(schemaNotReadyReason(5, { version: 7, servedFrom: 6 })).toMatch(
      /schema version 7, which only code at schema version 6 or newer serves \(this code: 5\)/,
    )
    expect(schemaNotReadyReason(5, { version: 4, servedFrom: 4 })).toMatch(/this code needs 5: run the migrations/)
  })

  it('asks for --contract only for a contract migration that could take running instances out', () => {
    const db = { version: 7, servedFrom: 5 }
    expect(needsConfirmation(db, 8, 'x', { change: 'expand' }, 5)).toBeNull()
    expect(needsConfirmation(db, 8, 'x', { change: 'contract', servedFrom: 5 }, 5)).toBeNull()
    expect(needsConfirmation(db, 8, 'x', { change: 'contract', servedFrom: 7 }, 7)).toMatch(
      /only code at schema version 7 or newer.*--contract/,
    )
    // An empty database: nothing can be serving it.
    expect(needsConfirmation({ version: 0, servedFrom: 0 }, 1, 'x', { change: 'contract' }, 1)).toBeNull()
  })

  it('every migration after those that shipped before the rule (PostgreSQL 5, SQLite 19) declares expand or contract', () => {
    expect(postgresMigrations.slice(0, 5).every((m) => m.change === 'history')).toBe(true)
    expect(postgresMigrations.slice(5).filter((m) => m.change === 'history')).toEqual([])
    // A bare SQL string appended to SQLite's list would count as history: it must be an object with its change.
    expect(sqliteMigrationChanges.slice(0, 19).every((m) => m.change === 'history')).toBe(true)
    expect(sqliteMigrationChanges.slice(19).filter((m) => m.change === 'history')).toEqual([])
  })
})
