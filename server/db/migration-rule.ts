/**
 * Expand, then contract (ADR 34): every migration says whether the release before it can still serve the database
 * after it, and the database records, with each migration it applied, the oldest schema version whose code can serve
 * it (`served_from`). An instance whose code is at schema version T reads the database's version V and that floor:
 * V = T serves; V > T serves while the floor is at most T (a newer release only added to the schema); otherwise it is
 * not ready. Both engines' runners (server/db/sqlite/database.ts, server/db/postgres/migrations.ts) follow this file.
 */
import type { AppliedMigration } from './store.ts'

/**
 * - `expand`: adds only (a table, a nullable column or one with a default, an index, a new value a check allows): the
 *   code that served the schema before still serves it, so the floor stays where it was. Applied by `npm run
 *   db:migrate` and by a starting instance without asking.
 * - `contract`: removes or changes what older code uses (drops, renames, a stricter check, rewritten values). After
 *   it only code at schema version `servedFrom` or newer serves the database: the version of the first release that
 *   stopped using what it removes (a drop waits one release after the code stopped using it, so that release and a
 *   rollback to it keep working). Without `servedFrom`, only code that knows this migration. Applied only with
 *   `npm run db:migrate -- --contract` once no instance older than `servedFrom` runs.
 * - `history`: shipped before this rule (SQLite 1-19, PostgreSQL 1-5): counted as a contract at its own version and
 *   applied as it always was. Never used for a new migration.
 */
export type MigrationChange = { change: 'expand' } | { change: 'contract'; servedFrom?: number } | { change: 'history' }

/** The oldest schema version whose code serves the database once migration `version` is applied after `floor`. */
export function floorAfter(floor: number, version: number, m: MigrationChange): number {
  if (m.change === 'expand') return floor > 0 ? floor : version
  // Never below the floor before it: what an earlier contract removed stays removed.
  if (m.change === 'contract') return Math.max(floor, Math.min(m.servedFrom ?? version, version))
  return version
}

/** The floor after each migration of a list (index i: after version i + 1), from the code's own declarations. */
export function floors(list: readonly MigrationChange[]): number[] {
  const out: number[] = []
  for (let i = 0; i < list.length; i++) out.push(floorAfter(i === 0 ? 0 : out[i - 1], i + 1, list[i]))
  return out
}

/**
 * Why a migration must not be applied without the operator's word, or null when it may: a contract change whose floor
 * is above the database's present one could take instances that serve the database now out of service. An empty
 * database (nothing can be serving it) and migrations shipped before this rule are applied as always.
 */
export function needsConfirmation(
  db: { version: number; servedFrom: number },
  version: number,
  name: string,
  m: MigrationChange,
  floor: number,
): string | null {
  if (m.change !== 'contract' || db.version === 0 || floor <= db.servedFrom) return null
  return (
    `migration ${version} (${name}) is a contract change: after it only code at schema version ${floor} or newer can serve ` +
    `the database, which is now served by code from schema version ${db.servedFrom}. Once no instance of an older release ` +
    `runs, apply it with \`npm run db:migrate -- --contract\` (docs/operations.md, "Upgrade and rollback").`
  )
}

/** Thrown by a runner that stopped before a contract migration (after applying the expand ones before it). */
export class ContractMigrationPending extends Error {
  readonly version: number
  constructor(version: number, message: string) {
    super(message)
    this.name = 'ContractMigrationPending'
    this.version = version
  }
}

/**
 * Why code at schema version `target` must get no traffic on a database at `version` served from `servedFrom`, or
 * null when it may serve (what /readyz answers; server/health.ts).
 */
export function schemaNotReadyReason(target: number, db: { version: number; servedFrom: number }): string | null {
  if (db.version < target) {
    return `the database is at schema version ${db.version}, this code needs ${target}: run the migrations (npm run db:migrate)`
  }
  if (db.version > target && db.servedFrom > target) {
    return `the database is at schema version ${db.version}, which only code at schema version ${db.servedFrom} or newer serves (this code: ${target}): a newer release contracted it; replace this instance`
  }
  return null
}

/** The one log line of an applied migration, the same from a starting server and from `npm run db:migrate`. */
export function logMigration(log: { info(msg: string, fields?: Record<string, unknown>): void }, m: AppliedMigration): void {
  log.info(`migration ${m.version} applied (${m.engine}, ${m.change}): ${m.name}`, { ...m })
}
