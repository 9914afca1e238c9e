import type { Store, StoreSettings } from './store.ts'
import { openSqliteStore } from './sqlite/store.ts'

/**
 * The Store the settings ask for: SQLite in DATA_DIR when DATABASE_URL is unset or empty (the default, exactly as a
 * single server has always run), PostgreSQL when it is a postgres:// URL. Opening applies the engine's migrations.
 * Takes the parsed environment (server/env.ts) or StoreSettings.
 */
export async function openStore(settings: StoreSettings | { dataDir: string; DATABASE_URL?: string }): Promise<Store> {
  const url = ('databaseUrl' in settings ? settings.databaseUrl : 'DATABASE_URL' in settings ? settings.DATABASE_URL : undefined)?.trim()
  if (!url) return openSqliteStore(settings.dataDir)
  throw new Error('DATABASE_URL is set, but this build cannot open PostgreSQL yet: PostgreSQL support is in server/db/postgres.')
}
