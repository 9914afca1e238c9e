import { existsSync, mkdirSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { databaseFile } from '../data-files.ts'
import type { AppliedMigration } from '../store.ts'
import { floors, type MigrationChange } from '../migration-rule.ts'

/**
 * Schema migrations, applied in order at start; each runs once (its number is kept in user_version).
 * Append new ones; never edit a migration that has shipped. The bare SQL strings shipped before the expand-then-contract
 * rule (ADR 34); every new one is an object that says whether the previous release still serves the schema after it
 * (server/db/migration-rule.ts): `{ change: 'expand', sql: '…' }`, or `{ change: 'contract', servedFrom, sql: '…' }`.
 */
export type SqliteMigration = string | ({ sql: string } & MigrationChange)

const migrations: SqliteMigration[] = [
  `CREATE TABLE posts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     slug TEXT UNIQUE,
     maintitle TEXT NOT NULL,
     content_title TEXT NOT NULL,
     content TEXT NOT NULL,
     images TEXT NOT NULL DEFAULT '[]',
     meta_title TEXT,
     meta_description TEXT,
     keywords TEXT NOT NULL DEFAULT '[]',
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX posts_created_at ON posts (created_at DESC);`,
  `CREATE TABLE submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'guide')),
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     guideline_name TEXT,
     status TEXT NOT NULL CHECK (status IN ('received', 'suspected-spam')),
     client_ip TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX submissions_created_at ON submissions (created_at);
   CREATE INDEX submissions_ip ON submissions (client_ip, created_at);
   CREATE INDEX submissions_email ON submissions (email, created_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     submission_id INTEGER REFERENCES submissions (id) ON DELETE CASCADE,
     purpose TEXT NOT NULL,
     message TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     created_at TEXT NOT NULL,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // A form sent faster than FORM_MIN_FILL_MS (autofill does this) is still delivered, flagged for the firm.
  `ALTER TABLE submissions ADD COLUMN possible_spam INTEGER NOT NULL DEFAULT 0;`,
  // One row that /healthz rewrites: proves the database still accepts writes (disk full, read-only, locked).
  `CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
  // Back office: accounts, sessions, audit log, KVKK erasure records; post status, scheduling and slug history.
  `CREATE TABLE admin_users (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT,
     totp_secret TEXT,
     created_at TEXT NOT NULL
   );
   CREATE TABLE admin_setup_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
     totp_secret TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE TABLE admin_sessions (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
     csrf_token TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL
   );
   CREATE TABLE admin_sign_in_failures (
     key TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX admin_sign_in_failures_key ON admin_sign_in_failures (key, at);
   CREATE TABLE admin_totp_used (
     user_id INTEGER NOT NULL,
     step INTEGER NOT NULL,
     PRIMARY KEY (user_id, step)
   );
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     detail TEXT NOT NULL DEFAULT ''
   );
   CREATE TABLE erasures (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     submissions INTEGER NOT NULL,
     messages INTEGER NOT NULL,
     files INTEGER NOT NULL
   );
   ALTER TABLE posts ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
   ALTER TABLE posts ADD COLUMN publish_at TEXT NOT NULL DEFAULT '';
   ALTER TABLE posts ADD COLUMN markdown TEXT;
   UPDATE posts SET publish_at = MIN(created_at, updated_at);
   CREATE TABLE post_slug_history (
     slug TEXT PRIMARY KEY,
     post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE
   );`,
  // Blog search runs in SQLite: a trigram full-text index over the main title gives the list's case-insensitive
  // substring search without scanning every post (node:sqlite's bundled SQLite has FTS5). Triggers keep it in step
  // with every writer (the import command, the back office, other tools). The list reads published posts newest first.
  `CREATE VIRTUAL TABLE posts_title_search USING fts5 (maintitle, content = 'posts', content_rowid = 'id', tokenize = 'trigram case_sensitive 0');
   INSERT INTO posts_title_search (posts_title_search) VALUES ('rebuild');
   CREATE TRIGGER posts_title_search_insert AFTER INSERT ON posts BEGIN
     INSERT INTO posts_title_search (rowid, maintitle) VALUES (new.id, new.maintitle);
   END;
   CREATE TRIGGER posts_title_search_delete AFTER DELETE ON posts BEGIN
     INSERT INTO posts_title_search (posts_title_search, rowid, maintitle) VALUES ('delete', old.id, old.maintitle);
   END;
   CREATE TRIGGER posts_title_search_update AFTER UPDATE OF maintitle ON posts BEGIN
     INSERT INTO posts_title_search (posts_title_search, rowid, maintitle) VALUES ('delete', old.id, old.maintitle);
     INSERT INTO posts_title_search (rowid, maintitle) VALUES (new.id, new.maintitle);
   END;
   CREATE INDEX posts_visible ON posts (status, created_at DESC, id DESC, publish_at);
   -- The posts' data version is checked on every page request: from this index, not by reading every post's row.
   CREATE INDEX posts_version ON posts (updated_at, status, publish_at);`,
  // The posts' data version in one row, bumped by triggers on every write by any connection, so the check on each
  // page request reads one row instead of aggregating over every post; the next scheduled publication time is read
  // from its own index.
  `CREATE TABLE posts_changes (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
   INSERT INTO posts_changes (id, n) VALUES (1, 0);
   CREATE TRIGGER posts_changes_insert AFTER INSERT ON posts BEGIN UPDATE posts_changes SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER posts_changes_update AFTER UPDATE ON posts BEGIN UPDATE posts_changes SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER posts_changes_delete AFTER DELETE ON posts BEGIN UPDATE posts_changes SET n = n + 1 WHERE id = 1; END;
   DROP INDEX posts_version;
   CREATE INDEX posts_publish_at ON posts (publish_at, status);`,
  // The domain's words in the columns (the API's wire names live only in server/blog/wire.ts). RENAME COLUMN keeps
  // every row and rewrites the indexes and triggers that name a column; the title index is an FTS5 table whose own
  // column is named after the source column, so it is rebuilt under the new name.
  `DROP TRIGGER posts_title_search_insert;
   DROP TRIGGER posts_title_search_delete;
   DROP TRIGGER posts_title_search_update;
   DROP TABLE posts_title_search;
   ALTER TABLE posts RENAME COLUMN maintitle TO title;
   ALTER TABLE posts RENAME COLUMN content_title TO date_label;
   ALTER TABLE posts RENAME COLUMN content TO body;
   ALTER TABLE posts RENAME COLUMN meta_description TO description;
   ALTER TABLE posts RENAME COLUMN created_at TO published_at;
   ALTER TABLE posts RENAME COLUMN publish_at TO visible_from;
   ALTER TABLE submissions RENAME COLUMN guideline_name TO guide;
   DROP INDEX posts_created_at;
   CREATE INDEX posts_published_at ON posts (published_at DESC);
   DROP INDEX posts_publish_at;
   CREATE INDEX posts_visible_from ON posts (visible_from, status);
   CREATE VIRTUAL TABLE posts_title_search USING fts5 (title, content = 'posts', content_rowid = 'id', tokenize = 'trigram case_sensitive 0');
   INSERT INTO posts_title_search (posts_title_search) VALUES ('rebuild');
   CREATE TRIGGER posts_title_search_insert AFTER INSERT ON posts BEGIN
     INSERT INTO posts_title_search (rowid, title) VALUES (new.id, new.title);
   END;
   CREATE TRIGGER posts_title_search_delete AFTER DELETE ON posts BEGIN
     INSERT INTO posts_title_search (posts_title_search, rowid, title) VALUES ('delete', old.id, old.title);
   END;
   CREATE TRIGGER posts_title_search_update AFTER UPDATE OF title ON posts BEGIN
     INSERT INTO posts_title_search (posts_title_search, rowid, title) VALUES ('delete', old.id, old.title);
     INSERT INTO posts_title_search (rowid, title) VALUES (new.id, new.title);
   END;`,
  // One publication time (ADR 19): a published post's published_at is the instant it went (or goes) public, and
  // visible_from equals it. Posts published from the back office on or after the day they showed take their real
  // publishing instant; imported and back-dated posts keep the date they show and become visible from it.
  // Accounts get a role (the first account, made with the command line, is the owner), can be disabled, and can
  // ask for a password reset by e-mail (only the token's hash is kept).
  `UPDATE posts SET published_at = visible_from
     WHERE status = 'published' AND visible_from <> '' AND substr(published_at, 1, 10) >= substr(visible_from, 1, 10);
   UPDATE posts SET visible_from = published_at
     WHERE status = 'published' AND visible_from <> '' AND published_at < visible_from;
   ALTER TABLE admin_users ADD COLUMN role TEXT NOT NULL DEFAULT 'staff' CHECK (role IN ('owner', 'staff'));
   ALTER TABLE admin_users ADD COLUMN disabled_at TEXT;
   UPDATE admin_users SET role = 'owner' WHERE id = (SELECT MIN(id) FROM admin_users);
   CREATE TABLE admin_password_resets (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
     expires_at TEXT NOT NULL
   );`,
  // How a sent e-mail left: handed to an SMTP server, or only written as an .eml file because no mail server is
  // configured. The back office must not call the second "sent". Rows sent before this column existed stay NULL.
  `ALTER TABLE outbox ADD COLUMN delivered_via TEXT CHECK (delivered_via IN ('smtp', 'file'));`,
  // Posts in several languages (ADR 25): each post is in one language; a translation points at the English post it
  // was made from (its translation group) and says how far it got (machine-made, draft, in review, reviewed).
  `ALTER TABLE posts ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
   ALTER TABLE posts ADD COLUMN translation_of INTEGER REFERENCES posts (id) ON DELETE SET NULL;
   ALTER TABLE posts ADD COLUMN translation_status TEXT CHECK (translation_status IN ('machine', 'draft', 'in-review', 'reviewed'));
   CREATE INDEX posts_language ON posts (language, published_at DESC);
   CREATE INDEX posts_translation_of ON posts (translation_of);`,
  // The language of the page a form was sent from: the visitor's e-mails are written in it, the firm is told it.
  `ALTER TABLE submissions ADD COLUMN language TEXT NOT NULL DEFAULT 'en';`,
  // Translation review (ADR 26): a lawyer's review of a page's translation (or of a language's interface) is kept
  // here, with the hash of the English text it was made from; a post's review lives on the post. Only accounts
  // allowed to (set with the command line) may approve. A review changes what visitors see (notice, noindex,
  // hreflang, sitemap), so it bumps the same data version as the posts and every page cache drops it.
  `CREATE TABLE translation_reviews (
     item TEXT NOT NULL,
     locale TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('machine', 'draft', 'in-review', 'reviewed')),
     source_hash TEXT NOT NULL,
     reviewer TEXT,
     reviewed_at TEXT,
     note TEXT NOT NULL DEFAULT '',
     updated_at TEXT NOT NULL,
     PRIMARY KEY (item, locale)
   );
   CREATE TRIGGER translation_reviews_insert AFTER INSERT ON translation_reviews BEGIN UPDATE posts_changes SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER translation_reviews_update AFTER UPDATE ON translation_reviews BEGIN UPDATE posts_changes SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER translation_reviews_delete AFTER DELETE ON translation_reviews BEGIN UPDATE posts_changes SET n = n + 1 WHERE id = 1; END;
   ALTER TABLE posts ADD COLUMN translation_source_hash TEXT;
   ALTER TABLE posts ADD COLUMN translation_reviewer TEXT;
   ALTER TABLE posts ADD COLUMN translation_reviewed_at TEXT;
   ALTER TABLE posts ADD COLUMN translation_note TEXT NOT NULL DEFAULT '';
   ALTER TABLE admin_users ADD COLUMN may_approve_translations INTEGER NOT NULL DEFAULT 0;`,
  // Form idempotency (ADR 29): a form post sent again (the visitor's proxy got a 502 while an instance died after
  // storing it) finds the submission of its first try by this key and stores nothing new. Unique, so two instances
  // cannot both store it; it goes with the submission (retention, erasure).
  `ALTER TABLE submissions ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX submissions_idempotency_key ON submissions (idempotency_key);`,
  // Outbox leases name their holder (ADR 30): "claim up to N due messages for holder H until T" is the one claim both
  // engines implement; SQLite has one server process per data folder, but the column keeps the two schemas alike.
  `ALTER TABLE outbox ADD COLUMN lease_holder TEXT;`,
  // The result of a form posted without JavaScript, between its 303 and the page it redirects to (ADR 20): in the
  // database rather than in one process's memory, so the page may be served by another instance. Minutes long.
  `CREATE TABLE form_results (
     token_hash TEXT PRIMARY KEY,
     path TEXT NOT NULL,
     result TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX form_results_expires ON form_results (expires_at);`,
  // Page renders a client address caused without storing a lead (no-JavaScript posts with mistakes, notices over
  // the limit), counted for every instance alike (AddressHitsRepository). An hour long.
  `CREATE TABLE address_hits (
     kind TEXT NOT NULL,
     address TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX address_hits_by_address ON address_hits (kind, address, at);
   CREATE INDEX address_hits_at ON address_hits (at);`,
  // Held for review (issue 33): a message over its visitor's or its address's hourly limit is stored, flagged, and
  // not e-mailed to the visitor, instead of being refused; the held ones are capped per address and in total, which
  // is counted from this index.
  `ALTER TABLE submissions ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX submissions_held ON submissions (created_at) WHERE held = 1;`,
  // Roles and the client-data right (issue 34, ADR 8): owner, editor, translator; 'staff' becomes 'editor' WITHOUT the
  // client-data right (least privilege: an owner grants it on the accounts page). A CHECK constraint cannot be altered
  // in SQLite, so the table is rebuilt as its documented procedure does (migrate() runs with foreign keys off and
  // checks them before committing, so the sessions and links that point at an account keep pointing at it).
  `CREATE TABLE admin_users_new (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT,
     totp_secret TEXT,
     created_at TEXT NOT NULL,
     role TEXT NOT NULL DEFAULT 'editor' CHECK (role IN ('owner', 'editor', 'translator')),
     disabled_at TEXT,
     may_approve_translations INTEGER NOT NULL DEFAULT 0,
     client_data INTEGER NOT NULL DEFAULT 0
   );
   INSERT INTO admin_users_new (id, email, password_hash, totp_secret, created_at, role, disabled_at, may_approve_translations, client_data)
     SELECT id, email, password_hash, totp_secret, created_at, CASE role WHEN 'owner' THEN 'owner' ELSE 'editor' END, disabled_at,
       may_approve_translations, 0
     FROM admin_users;
   DROP TABLE admin_users;
   ALTER TABLE admin_users_new RENAME TO admin_users;`,
  // Content documents (ADR 36, 3.3): new tables only, which the previous release ignores. Times are ISO 8601 UTC
  // text; JSON is text. A document's parts are drafted (rev: compare and set), versioned (immutable rows) and
  // published on their own; content_changes is bumped by every change of what is published (the snapshot's version).
  {
    change: 'expand',
    sql: `CREATE TABLE content_documents (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     type TEXT NOT NULL,
     key TEXT NOT NULL,
     created_at TEXT NOT NULL,
     created_by TEXT NOT NULL,
     deleted_at TEXT,
     UNIQUE (type, key)
   );
   CREATE TABLE content_versions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     document_id INTEGER NOT NULL REFERENCES content_documents (id),
     part TEXT NOT NULL,
     data TEXT NOT NULL,
     source_hashes TEXT NOT NULL DEFAULT '{}',
     reason TEXT NOT NULL CHECK (reason IN ('seed', 'publish', 'restore', 'import')),
     restored_from INTEGER REFERENCES content_versions (id),
     created_at TEXT NOT NULL,
     created_by TEXT NOT NULL
   );
   CREATE INDEX content_versions_document ON content_versions (document_id, part, id);
   CREATE TABLE content_drafts (
     document_id INTEGER NOT NULL REFERENCES content_documents (id),
     part TEXT NOT NULL,
     data TEXT NOT NULL,
     rev INTEGER NOT NULL,
     based_on INTEGER REFERENCES content_versions (id),
     restored_from INTEGER REFERENCES content_versions (id),
     updated_at TEXT NOT NULL,
     updated_by TEXT NOT NULL,
     PRIMARY KEY (document_id, part)
   );
   CREATE TABLE content_published (
     document_id INTEGER NOT NULL REFERENCES content_documents (id),
     part TEXT NOT NULL,
     version_id INTEGER NOT NULL REFERENCES content_versions (id),
     published_at TEXT NOT NULL,
     published_by TEXT NOT NULL,
     PRIMARY KEY (document_id, part)
   );
   CREATE TABLE content_schedule (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     document_id INTEGER NOT NULL REFERENCES content_documents (id),
     parts TEXT NOT NULL,
     due_at TEXT NOT NULL,
     created_at TEXT NOT NULL,
     created_by TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed', 'cancelled')),
     lease_holder TEXT,
     lease_until TEXT,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT
   );
   CREATE INDEX content_schedule_due ON content_schedule (status, due_at);
   CREATE TABLE content_paths (
     path TEXT PRIMARY KEY,
     document_id INTEGER NOT NULL REFERENCES content_documents (id),
     current INTEGER NOT NULL DEFAULT 1
   );
   CREATE INDEX content_paths_document ON content_paths (document_id);
   CREATE TABLE content_refs (
     document_id INTEGER NOT NULL REFERENCES content_documents (id),
     part TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('document', 'media', 'path', 'figure', 'firm')),
     target TEXT NOT NULL
   );
   CREATE INDEX content_refs_document ON content_refs (document_id, part);
   CREATE INDEX content_refs_target ON content_refs (kind, target);
   CREATE TABLE media (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     file TEXT NOT NULL UNIQUE,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     focal_x REAL,
     focal_y REAL,
     alt TEXT NOT NULL DEFAULT '{}',
     original_name TEXT NOT NULL,
     created_at TEXT NOT NULL,
     created_by TEXT NOT NULL
   );
   CREATE TABLE content_changes (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
   INSERT INTO content_changes (id, n) VALUES (1, 0);
   CREATE TRIGGER content_published_insert AFTER INSERT ON content_published BEGIN UPDATE content_changes SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER content_published_update AFTER UPDATE ON content_published BEGIN UPDATE content_changes SET n = n + 1 WHERE id = 1; END;
   CREATE TRIGGER content_published_delete AFTER DELETE ON content_published BEGIN UPDATE content_changes SET n = n + 1 WHERE id = 1; END;`,
  },
  // Bookings (issue 37, ADR 37): new tables only, which the previous release ignores. Times are ISO 8601 UTC text as
  // toISOString() writes them (byte order is time order). A confirmed booking holds its padded interval
  // [held_from, held_until) as 5-minute cells: the primary key (lawyer, cell_start) refuses a second booking of any
  // of them, whatever process or instance writes it.
  {
    change: 'expand',
    sql: `CREATE TABLE bookings (
     id TEXT PRIMARY KEY,
     uid TEXT NOT NULL UNIQUE,
     lawyer TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('office', 'phone', 'video')),
     starts_at TEXT NOT NULL,
     ends_at TEXT NOT NULL,
     buffer_before INTEGER NOT NULL DEFAULT 0,
     buffer_after INTEGER NOT NULL DEFAULT 0,
     held_from TEXT NOT NULL,
     held_until TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT,
     topic TEXT NOT NULL,
     meeting_language TEXT NOT NULL,
     site_language TEXT NOT NULL,
     visitor_time_zone TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
     sequence INTEGER NOT NULL DEFAULT 0,
     note TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     CHECK (starts_at < ends_at AND held_from <= starts_at AND ends_at <= held_until)
   );
   CREATE INDEX bookings_held ON bookings (lawyer, held_until) WHERE status = 'confirmed';
   CREATE INDEX bookings_starts ON bookings (starts_at);
   CREATE INDEX bookings_lawyer_starts ON bookings (lawyer, starts_at);
   CREATE INDEX bookings_ends ON bookings (ends_at);
   CREATE INDEX bookings_email ON bookings (lower(email));
   CREATE TABLE booking_cells (
     lawyer TEXT NOT NULL,
     cell_start TEXT NOT NULL,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     PRIMARY KEY (lawyer, cell_start)
   );
   CREATE INDEX booking_cells_booking ON booking_cells (booking_id);
   CREATE TABLE booking_availability (
     lawyer TEXT PRIMARY KEY,
     availability TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     updated_by TEXT NOT NULL
   );`,
  },
  // The firm's CalDAV calendar (issue 37, ADR 37, "(bcal) Calendar sync"): a copy of its busy times that slot lookup
  // reads instead of the calendar, the sync worker's state and lease, and per booking what was last written to the
  // calendar. Nullable columns and new tables only: the release before ignores them, and its new bookings read as
  // "not written yet", which the worker then writes.
  {
    change: 'expand',
    sql: `ALTER TABLE bookings ADD COLUMN calendar_sequence INTEGER;
   ALTER TABLE bookings ADD COLUMN calendar_etag TEXT;
   CREATE INDEX bookings_calendar_pending ON bookings (ends_at) WHERE calendar_sequence IS NULL OR calendar_sequence < sequence;
   CREATE TABLE calendar_busy (
     uid TEXT NOT NULL,
     starts_at TEXT NOT NULL,
     ends_at TEXT NOT NULL,
     CHECK (starts_at < ends_at)
   );
   CREATE INDEX calendar_busy_ends ON calendar_busy (ends_at);
   CREATE TABLE calendar_sync (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     calendar_url TEXT,
     sync_token TEXT,
     full_read_at TEXT,
     success_at TEXT,
     error_code TEXT,
     error TEXT,
     error_at TEXT,
     lease_holder TEXT,
     lease_until TEXT
   );`,
  },
  // Booking service (issue 37, ADR 37, the (bserve) line): the booking links' secret, made once by the first
  // instance (INSERT ... ON CONFLICT DO NOTHING) and read by every one, the sequence each booking's day-before
  // reminder was queued for, and the booking an outbox e-mail is about (erased with it). A new table, nullable
  // columns and an index: the previous release ignores them.
  {
    change: 'expand',
    sql: `CREATE TABLE site_secrets (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   ALTER TABLE bookings ADD COLUMN reminded_sequence INTEGER;
   ALTER TABLE outbox ADD COLUMN booking_id TEXT;
   CREATE INDEX outbox_booking ON outbox (booking_id) WHERE booking_id IS NOT NULL;`,
  },
  // A change the firm made in its calendar that the site refused (ADR 37, "(calstatus)"): kept on the booking's row so
  // every instance's back office and /healthz see it, and erased and purged with the booking. It counts only while
  // `calendar_conflict_sequence` is the booking's sequence: a move or cancellation by the site ends it by itself.
  // Nullable columns and an index: the release before ignores them.
  {
    change: 'expand',
    sql: `ALTER TABLE bookings ADD COLUMN calendar_conflict_sequence INTEGER;
   ALTER TABLE bookings ADD COLUMN calendar_conflict_starts_at TEXT;
   ALTER TABLE bookings ADD COLUMN calendar_conflict_ends_at TEXT;
   ALTER TABLE bookings ADD COLUMN calendar_conflict_reason TEXT;
   ALTER TABLE bookings ADD COLUMN calendar_conflict_at TEXT;
   CREATE INDEX bookings_calendar_conflict ON bookings (ends_at) WHERE calendar_conflict_sequence IS NOT NULL;`,
  },
]

/** How many migrations this code knows; a database at this version has the current schema. */
export const SCHEMA_VERSION = migrations.length

const sqlOf = (m: SqliteMigration) => (typeof m === 'string' ? m : m.sql)
const changeOf = (m: SqliteMigration): MigrationChange => (typeof m === 'string' ? { change: 'history' } : m)

/** The list, for a test that plays the next release with it and a migration more. */
export const sqliteMigrations: readonly SqliteMigration[] = migrations

/** Each migration's kind of change (index i: version i + 1); the bare SQL strings count as `history`. */
export const sqliteMigrationChanges: readonly MigrationChange[] = migrations.map(changeOf)

/** The oldest schema version whose code serves the file after each migration (index i: version i + 1; ADR 34). */
const SQLITE_FLOORS = floors(sqliteMigrationChanges)

/**
 * Where the floor of each migration applied under the rule is kept (user_version keeps the version; the bare-SQL
 * migrations before the rule have no row). Made by the first such migration, so files of earlier releases do not
 * change; SQLite's own bookkeeping, not copied to PostgreSQL (server/db/copy.ts).
 */
const FLOOR_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  change TEXT NOT NULL,
  served_from INTEGER NOT NULL,
  applied_at TEXT NOT NULL
)`

/**
 * SQLite's busy wait is a synchronous sleep that blocks the whole event loop (every page), so it stays short;
 * callers that must wait for a lock held by another process retry asynchronously (see withDatabaseRetry).
 */
export const BUSY_TIMEOUT_MS = 50

export type Database = DatabaseSync

export function openDatabase(dataDir: string, onMigration?: (migration: AppliedMigration) => void): DatabaseSync {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(databaseFile(dataDir))
  // synchronous = FULL: a commit is on disk before the visitor is told "sent", even across a power cut.
  // secure_delete = ON: deleted rows are overwritten with zeros instead of lingering in free space, so a KVKK erasure
  // or the retention purge really removes the personal data from the file (see eraseFromDisk).
  db.exec(
    `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;`,
  )
  migrate(db, migrations.length, onMigration)
  return db
}

/**
 * Runs `work` in one write transaction: all of its writes are kept, or none (any throw rolls back and rethrows).
 * BEGIN IMMEDIATE takes the write lock at the start, so a read-then-write inside cannot be overtaken by another
 * process. Called inside another transaction, `work` simply joins it. `work` must be synchronous: an await would
 * leave the transaction open across other requests' statements on this connection.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work()
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    if (result instanceof Promise) throw new TypeError('transaction(): work must be synchronous')
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}

/**
 * After deleting personal data: copies the write-ahead log into the database file and truncates the log to zero
 * bytes. The log keeps every earlier version of each changed page (an erased name was found 101 times in it) until
 * a checkpoint; with secure_delete the checkpointed pages hold zeros where the rows were. Returns false when
 * another connection's open read kept part of the log (the next checkpoint finishes it).
 */
export function eraseFromDisk(db: DatabaseSync): boolean {
  const row = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number } | undefined
  return Number(row?.busy ?? 0) === 0
}

/** The schema version the database file is at (what /readyz compares with SCHEMA_VERSION); reads, never writes. */
export function schemaVersion(db: DatabaseSync): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
}

/**
 * The file's schema version and the oldest schema version whose code serves it (ADR 34); reads, never writes. A
 * version without a recorded floor (applied before the rule) is served by code at that version only.
 */
export function schemaState(db: DatabaseSync): { version: number; servedFrom: number } {
  const version = schemaVersion(db)
  const table = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'`).get()
  const row = table
    ? (db.prepare('SELECT served_from FROM schema_migrations WHERE version = ?').get(version) as { served_from: number } | undefined)
    : undefined
  return { version, servedFrom: row ? Number(row.served_from) : version }
}

/** Applies the migrations to the database in `dataDir` (made if absent): its schema version before and after. */
export function migrateSqlite(dataDir: string, onMigration?: (migration: AppliedMigration) => void): { before: number; after: number } {
  const file = databaseFile(dataDir)
  let before = 0
  if (existsSync(file)) {
    const peek = new DatabaseSync(file, { readOnly: true })
    before = schemaVersion(peek)
    peek.close()
  }
  const db = openDatabase(dataDir, onMigration)
  const after = schemaVersion(db)
  db.close()
  return { before, after }
}

/** SQLite's result code of an error thrown by node:sqlite (5 busy, 6 locked, 8 read-only, 13 full, ...). */
export function sqliteCode(error: unknown): number | null {
  const code = (error as { errcode?: unknown } | null)?.errcode
  return typeof code === 'number' ? code & 0xff : null
}

/** Another connection holds the lock: worth waiting for. */
export function isBusyError(error: unknown): boolean {
  const code = sqliteCode(error)
  return code === 5 || code === 6
}

/** One sentence for a database the server cannot start with. */
export function databaseStartError(dataDir: string, error: unknown): string {
  const code = sqliteCode(error)
  const sys = (error as { code?: string } | null)?.code
  const file = databaseFile(dataDir)
  if (code === 8 || sys === 'EROFS' || sys === 'EACCES' || sys === 'EPERM') {
    return `Cannot start: the database ${file} is read-only; make DATA_DIR (${dataDir}) writable for this user.`
  }
  if (code === 5 || code === 6) return `Cannot start: the database ${file} is locked by another process; stop it and start again.`
  if (code === 13 || sys === 'ENOSPC') return `Cannot start: the disk holding ${file} is full; free some space and start again.`
  if (code === 14 || sys === 'ENOENT' || sys === 'ENOTDIR') {
    return `Cannot start: the database ${file} cannot be opened or created; check that DATA_DIR (${dataDir}) is a folder this user can write to.`
  }
  return `Cannot start: the database ${file} cannot be used (${(error as Error)?.message ?? String(error)}).`
}

/**
 * A SQLite migration's name for the log: its first statement up to the column list ("CREATE TABLE posts",
 * "ALTER TABLE submissions ADD COLUMN possible_spam INTEGER …"). The list holds bare SQL; PostgreSQL's has names.
 */
export function sqliteMigrationName(version: number, list: readonly SqliteMigration[] = migrations): string {
  const first = sqlOf(list[version - 1])
    .split(';')[0]
    .split('(')[0]
    .replace(/\s+/g, ' ')
    .trim()
  return first.length > 80 ? `${first.slice(0, 79)}…` : first
}

/** Brings the schema to `target` (default: the newest); a test may stop earlier to make a database of an older release. */
export function migrate(
  db: DatabaseSync,
  target = migrations.length,
  onMigration?: (migration: AppliedMigration) => void,
  /** Another release's list (a test plays the next release with this one's list and a migration more). */
  list: readonly SqliteMigration[] = migrations,
): void {
  const listFloors = list === migrations ? SQLITE_FLOORS : floors(list.map(changeOf))
  const current = schemaVersion(db)
  if (current >= target) return
  // A table rebuild (new table, copy, drop, rename) must not cascade the drop to the rows that refer to it, so
  // foreign keys are off while migrating (the pragma cannot change inside a transaction) and every reference is
  // checked before each migration commits, as SQLite's documented way to change a table's constraints does.
  const foreignKeys = Number((db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys)
  db.exec('PRAGMA foreign_keys = OFF')
  try {
    for (let version = current; version < target; version++) {
      try {
        transaction(db, () => {
          const m = list[version]
          db.exec(sqlOf(m))
          const broken = db.prepare('PRAGMA foreign_key_check').all()
          if (broken.length > 0) throw new Error(`${broken.length} row(s) would refer to rows that do not exist`)
          if (typeof m !== 'string') {
            db.exec(FLOOR_TABLE)
            db.prepare('INSERT INTO schema_migrations (version, change, served_from, applied_at) VALUES (?, ?, ?, ?)').run(
              version + 1,
              m.change,
              listFloors[version],
              new Date().toISOString(),
            )
          }
          db.exec(`PRAGMA user_version = ${version + 1}`)
        })
      } catch (error) {
        throw new Error(`Database migration ${version + 1} failed: ${(error as Error).message}`, { cause: error })
      }
      onMigration?.({
        engine: 'sqlite',
        version: version + 1,
        name: sqliteMigrationName(version + 1, list),
        change: changeOf(list[version]).change,
        servedFrom: listFloors[version],
      })
    }
  } finally {
    db.exec(`PRAGMA foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`)
  }
}
