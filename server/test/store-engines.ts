import { mkdtempSync, rmSync } from 'node:fs'
import { afterAll, beforeAll } from 'vitest'
import os from 'node:os'
import path from 'node:path'
import { openPostgresStore } from '../db/postgres/store.ts'
import { openSqliteStore } from '../db/sqlite/store.ts'
import type { Store } from '../db/store.ts'
import { testDatabase } from './postgres.ts'

/** Stores open on one engine's fresh data (a new SQLite folder, a new PostgreSQL database). */
export interface Opened {
  /** Another store on the same data: another instance. */
  instance: () => Promise<Store>
  cleanup: () => Promise<void>
}

export interface Engine {
  name: 'SQLite' | 'PostgreSQL'
  open: () => Promise<Opened>
}

/**
 * Every engine a Store contract runs on: "instances" are several stores open on the same data, as several servers
 * would be. `prefix` names the SQLite test folders.
 */
export function storeEngines(prefix: string): Engine[] {
  return [
    {
      name: 'SQLite',
      open: async () => {
        const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
        const stores: Store[] = []
        return {
          instance: async () => {
            const store = openSqliteStore(dir)
            stores.push(store)
            return store
          },
          cleanup: async () => {
            await Promise.all(stores.map((s) => s.close()))
            rmSync(dir, { recursive: true, force: true })
          },
        }
      },
    },
    {
      name: 'PostgreSQL',
      open: async () => {
        const db = await testDatabase()
        const stores: Store[] = []
        return {
          instance: async () => {
            const store = await openPostgresStore(db.url, { maxConnections: 4 })
            stores.push(store)
            return store
          },
          cleanup: async () => {
            await Promise.all(stores.map((s) => s.close()))
            await db.drop()
          },
        }
      },
    },
  ]
}

/** Opens one instance for a block of tests (and more on demand), and closes them after it. */
export function useStores(engine: Engine) {
  let opened: Opened
  const handle = { store: null as unknown as Store, instance: () => opened.instance() }
  beforeAll(async () => {
    opened = await engine.open()
    handle.store = await opened.instance()
  })
  afterAll(async () => opened?.cleanup())
  return handle
}
