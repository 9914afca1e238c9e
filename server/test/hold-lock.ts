/**
 * Holds a SQLite database locked from another process until stdin closes or a signal arrives: what a backup
 * tool, a stuck sqlite3 shell or a second server would do. Used by the tests and npm run bench:reliability.
 * Usage: node server/test/hold-lock.ts <path to site.db>
 */
import { DatabaseSync } from 'node:sqlite'

const file = process.argv[2]
if (!file) {
  console.error('Usage: node server/test/hold-lock.ts <database file>')
  process.exit(2)
}
const db = new DatabaseSync(file)
db.exec('PRAGMA busy_timeout = 5000')
// The write lock: in WAL mode readers carry on, every writer waits (or gets "database is locked").
db.exec('BEGIN EXCLUSIVE')
db.exec("INSERT INTO health (id, checked_at) VALUES (1, 'locked') ON CONFLICT (id) DO UPDATE SET checked_at = 'locked'")
console.log('locked')
const release = () => {
  db.exec('ROLLBACK')
  db.close()
  process.exit(0)
}
process.stdin.on('end', release)
process.stdin.resume()
process.on('SIGTERM', release)
process.on('SIGINT', release)
