/**
 * What a backup reads of a whole database besides its bytes (server/backup/): the schema version and the row
 * counts its manifest records and a restore checks. Each engine's copy, count and integrity check is in
 * sqlite/snapshot.ts and postgres/snapshot.ts; the archive, the tools and their messages are server/backup/'s.
 */
export interface TableCounts {
  posts: number
  submissions: number
  outbox: number
}

export interface DatabaseDescription {
  schemaVersion: number
  counts: TableCounts
}
