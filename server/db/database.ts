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
]

export type Database = DatabaseSync

export function openDatabase(dataDir: string, file = 'site.db'): DatabaseSync {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(path.join(dataDir, file))
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;')
  migrate(db)
  return db
}

function migrate(db: DatabaseSync): void {
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
