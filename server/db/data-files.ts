import path from 'node:path'

/**
 * What the server keeps under DATA_DIR, named once: the SQLite database, the back office's uploaded images and the
 * .eml copies of mail (written instead of sending when no SMTP server is configured). Backups and the docs name
 * these same paths.
 */
export const DATA_FILES = { database: 'site.db', media: 'media', mail: 'mail' } as const

export const databaseFile = (dataDir: string): string => path.join(dataDir, DATA_FILES.database)
export const mediaDir = (dataDir: string): string => path.join(dataDir, DATA_FILES.media)
export const mailDir = (dataDir: string): string => path.join(dataDir, DATA_FILES.mail)
