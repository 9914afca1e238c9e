/**
 * npm run db:migrate [-- --contract]
 *   applies the schema migrations alone, for the engine the environment selects (DATABASE_URL set: PostgreSQL; else
 *   SQLite in DATA_DIR), and logs what it did: one JSON line per migration and one for the result, as the server does
 *   (server/log.ts). The first step of an upgrade (docs/operations.md, "Upgrade and rollback"), before any instance of
 *   the new release starts.
 *
 *   On PostgreSQL, shared by instances of two releases during a rolling upgrade, it applies expand migrations (which
 *   the running release still serves, ADR 34) and stops before a contract migration that could take running instances
 *   out, naming the schema version they must be at; `--contract` applies it, once no older instance runs. SQLite has
 *   one server per data folder, stopped for the upgrade: everything is applied, as the server does at start.
 *
 * Exit codes: 0 the schema is current; 1 a migration failed or the database cannot be reached; 2 a setting is
 * invalid; 3 stopped before a contract migration (the expand ones before it are applied).
 */
import { EnvError, parseEnv } from '../env.ts'
import { databaseFile } from '../db/data-files.ts'
import { migrateSqlite, SCHEMA_VERSION } from '../db/sqlite/database.ts'
import { connectPostgres } from '../db/postgres/connection.ts'
import { withoutPassword } from '../db/postgres/store.ts'
import { migratePostgres, POSTGRES_SCHEMA_VERSION, postgresSchemaState } from '../db/postgres/migrations.ts'
import { ContractMigrationPending, logMigration } from '../db/migration-rule.ts'
import { createLogger } from '../log.ts'
import { privateUmask } from '../private-data.ts'

const log = createLogger()

async function main(): Promise<number> {
  privateUmask()
  const contract = process.argv.includes('--contract')
  let env
  try {
    env = parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      log.error(error.message)
      return 2
    }
    throw error
  }
  if (env.DATABASE_URL) {
    const database = withoutPassword(env.DATABASE_URL)
    const sql = connectPostgres(env.DATABASE_URL, { max: 1 })
    try {
      const before = await postgresSchemaState(sql)
      let pending: ContractMigrationPending | null = null
      try {
        await migratePostgres(sql, undefined, (m) => logMigration(log, m), { contract })
      } catch (error) {
        if (!(error instanceof ContractMigrationPending)) throw error
        pending = error
      }
      const after = await postgresSchemaState(sql)
      const fields = {
        engine: 'postgres',
        database,
        before: before.version,
        after: after.version,
        servedFrom: after.servedFrom,
        current: POSTGRES_SCHEMA_VERSION,
      }
      if (pending) {
        log.warn(`PostgreSQL: schema version ${before.version} -> ${after.version}; stopped before ${pending.message}`, {
          ...fields,
          contractPending: pending.version,
        })
        return 3
      }
      log.info(
        after.version === before.version
          ? `PostgreSQL: schema version ${after.version}, up to date; nothing to apply`
          : `PostgreSQL: schema version ${before.version} -> ${after.version}; code from schema version ${after.servedFrom} on serves it`,
        fields,
      )
      return after.version >= POSTGRES_SCHEMA_VERSION ? 0 : 1
    } catch (error) {
      log.error(`PostgreSQL ${database}: ${(error as Error).message}`, { engine: 'postgres', database })
      return 1
    } finally {
      await sql.end()
    }
  }
  const file = databaseFile(env.dataDir)
  try {
    const { before, after } = migrateSqlite(env.dataDir, (m) => logMigration(log, m))
    log.info(
      after === before ? `SQLite: schema version ${after}, up to date; nothing to apply` : `SQLite: schema version ${before} -> ${after}`,
      { engine: 'sqlite', database: file, before, after, current: SCHEMA_VERSION },
    )
    return 0
  } catch (error) {
    log.error(`SQLite ${file}: ${(error as Error).message}`, { engine: 'sqlite', database: file })
    return 1
  }
}

process.exitCode = await main()
