import type { AppliedMigration, Store, StoreSettings } from './store.ts'
import { openSqliteStore } from './sqlite/store.ts'
import { openPostgresStore } from './postgres/store.ts'

/**
 * The Store the settings ask for: SQLite in DATA_DIR when DATABASE_URL is unset or empty (the default, exactly as a
 * single server has always run), PostgreSQL when it is a postgres:// URL. Opening applies the engine's migrations.
 * Takes the parsed environment (server/env.ts) or StoreSettings.
 */
export async function openStore(
  settings: StoreSettings | { dataDir: string; DATABASE_URL?: string; DATABASE_WAIT_MS?: number },
  opts: {
    onMigration?: (migration: AppliedMigration) => void
    /** PostgreSQL's outage lines: lost, waiting, answering again (server/db/postgres/outage.ts). */
    onOutage?: (line: string) => void
  } = {},
): Promise<Store> {
  const url = ('databaseUrl' in settings ? settings.databaseUrl : 'DATABASE_URL' in settings ? settings.DATABASE_URL : undefined)?.trim()
  if (!url) return openSqliteStore(settings.dataDir, opts.onMigration)
  return openPostgresStore(url, {
    onMigration: opts.onMigration,
    log: opts.onOutage,
    waitMs: 'DATABASE_WAIT_MS' in settings ? settings.DATABASE_WAIT_MS : undefined,
  })
}
