/**
 * npm run db:migrate   applies the schema migrations alone, for the engine the environment selects (DATABASE_URL
 *                      set: PostgreSQL; else SQLite in DATA_DIR), and prints what it did. The server applies them
 *                      at start too; this is for a deploy that migrates before starting new instances.
 */
import { EnvError, parseEnv } from '../env.ts'
import { databaseFile } from '../db/data-files.ts'
import { migrateSqlite, SCHEMA_VERSION } from '../db/sqlite/database.ts'
import { connectPostgres } from '../db/postgres/connection.ts'
import { withoutPassword } from '../db/postgres/store.ts'
import { migratePostgres, POSTGRES_SCHEMA_VERSION, postgresMigrations, postgresSchemaVersion } from '../db/postgres/migrations.ts'
import { privateUmask } from '../private-data.ts'

// Plain sentences, not the server's JSON lines: this is run by a person at a terminal (or a deploy script that
// shows its output to one), and its exit code is what a script checks.

async function main(): Promise<number> {
  privateUmask()
  let env
  try {
    env = parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      return 2
    }
    throw error
  }
  if (env.DATABASE_URL) {
    const sql = connectPostgres(env.DATABASE_URL, { max: 1 })
    try {
      const before = await postgresSchemaVersion(sql)
      const applied = await migratePostgres(sql)
      for (const v of applied) console.log(`Applied migration ${v}: ${postgresMigrations[v - 1].name}.`)
      const after = await postgresSchemaVersion(sql)
      console.log(
        applied.length
          ? `PostgreSQL ${withoutPassword(env.DATABASE_URL)}: schema version ${before} -> ${after} (current: ${POSTGRES_SCHEMA_VERSION}).`
          : `PostgreSQL ${withoutPassword(env.DATABASE_URL)}: schema version ${after}, up to date; nothing to apply.`,
      )
      return after === POSTGRES_SCHEMA_VERSION ? 0 : 1
    } catch (error) {
      console.error(`PostgreSQL ${withoutPassword(env.DATABASE_URL)}: ${(error as Error).message}`)
      return 1
    } finally {
      await sql.end()
    }
  }
  const file = databaseFile(env.dataDir)
  try {
    const { before, after } = migrateSqlite(env.dataDir, (m) => console.log(`Applied migration ${m.version}: ${m.name}.`))
    console.log(
      after === before
        ? `SQLite ${file}: schema version ${after}, up to date; nothing to apply.`
        : `SQLite ${file}: applied migrations ${before + 1}-${after}; schema version ${before} -> ${after} (current: ${SCHEMA_VERSION}).`,
    )
    return 0
  } catch (error) {
    console.error(`SQLite ${file}: ${(error as Error).message}`)
    return 1
  }
}

process.exitCode = await main()
