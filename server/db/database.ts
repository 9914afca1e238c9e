import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * Schema migrations, applied in order at start; each runs once (its number is kept in user_version).
 * Append new ones; never edit a migration that has shipped.
 */
const migrations: string[] = [
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
]

export type Database = DatabaseSync

export function openDatabase(dataDir: string, file = 'site.db'): DatabaseSync {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(path.join(dataDir, file))
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;')
  migrate(db)
  return db
}

export function migrate(db: DatabaseSync): void {
  const current = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
  for (let version = current; version < migrations.length; version++) {
    db.exec('BEGIN')
    try {
      db.exec(migrations[version])
      db.exec(`PRAGMA user_version = ${version + 1}`)
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw new Error(`Database migration ${version + 1} failed: ${(error as Error).message}`, { cause: error })
    }
  }
}
