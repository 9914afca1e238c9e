import type {
  AppliedMigration,
  AccountsRepository,
  ContentRepository,
  AuditRepository,
  BookingsRepository,
  CalendarRepository,
  AddressHitsRepository,
  FormResultsRepository,
  HealthRepository,
  OutboxRepository,
  PostsRepository,
  Store,
  SubmissionsRepository,
  TranslationsRepository,
} from '../store.ts'
import { databaseFile } from '../data-files.ts'
import { openDatabase, SCHEMA_VERSION, schemaState, schemaVersion, type Database } from './database.ts'
import { SqliteAccounts } from './accounts.ts'
import { SqliteAudit } from './audit.ts'
import { SqliteBookings } from './bookings.ts'
import { SqliteCalendar } from './calendar.ts'
import { SqliteContent } from './content.ts'
import { SqliteFormResults } from './form-results.ts'
import { SqliteAddressHits } from './address-hits.ts'
import { SqliteOutbox } from './outbox.ts'
import { SqlitePosts } from './posts.ts'
import { SqliteSubmissions } from './submissions.ts'
import { SqliteTranslations } from './translations.ts'
import { promised, type Sync } from './sync.ts'

class SqliteHealth implements Sync<HealthRepository> {
  readonly schemaTarget = SCHEMA_VERSION
  private readonly db: Database
  private readonly changes: ReturnType<Database['prepare']>

  constructor(db: Database) {
    this.db = db
    // Prepared once: read on every page request.
    this.changes = db.prepare('SELECT n FROM posts_changes WHERE id = 1')
  }

  recordCheck(now: string): void {
    this.db
      .prepare('INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at')
      .run(now)
  }

  schemaVersion(): number {
    return schemaVersion(this.db)
  }

  schemaState(): { version: number; servedFrom: number } {
    return schemaState(this.db)
  }

  /** Triggers bump one row on every write to posts or reviews by any connection: one read, whatever the size. */
  dataVersion(): number {
    return Number((this.changes.get() as { n: number }).n)
  }
}

/** The Store over an already open SQLite database (tests that also inspect the file with SQL use this). */
export function sqliteStore(db: Database, location = 'SQLite'): Store {
  const posts = new SqlitePosts(db)
  const content = new SqliteContent(db)
  return {
    kind: 'sqlite',
    location,
    posts: promised<PostsRepository>(posts),
    submissions: promised<SubmissionsRepository>(new SqliteSubmissions(db)),
    outbox: promised<OutboxRepository>(new SqliteOutbox(db)),
    accounts: promised<AccountsRepository>(new SqliteAccounts(db)),
    audit: promised<AuditRepository>(new SqliteAudit(db)),
    translations: promised<TranslationsRepository>(new SqliteTranslations(db, posts)),
    formResults: promised<FormResultsRepository>(new SqliteFormResults(db)),
    addressHits: promised<AddressHitsRepository>(new SqliteAddressHits(db)),
    health: promised<HealthRepository>(new SqliteHealth(db)),
    // Its listener API answers at once (a function that stops it), not through a Promise.
    content: { ...promised<Omit<ContentRepository, 'onContentChanged'>>(content), onContentChanged: (l) => content.onContentChanged(l) },
    bookings: promised<BookingsRepository>(new SqliteBookings(db)),
    calendar: promised<CalendarRepository>(new SqliteCalendar(db)),
    close: async () => {
      if (db.isOpen) db.close()
    },
  }
}

/** SQLite in DATA_DIR (site.db): opened, brought to the current schema, as today's single-process default. */
export function openSqliteStore(dataDir: string, onMigration?: (migration: AppliedMigration) => void): Store {
  return sqliteStore(openDatabase(dataDir, onMigration), databaseFile(dataDir))
}
