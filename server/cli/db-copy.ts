/**
 * npm run db:copy -- --to postgres://…  [--force]
 *
 * Copies the site's SQLite database (in DATA_DIR) into the PostgreSQL database named by --to, migrating it first,
 * in one transaction; prints the row counts of every table and exits non-zero if any differ (nothing is kept then).
 * Refuses a target that already holds rows unless --force, which deletes them first. See server/db/copy.ts.
 */
import { parseArgs } from 'node:util'
import { EnvError, parseEnv } from '../env.ts'
import { connectPostgres } from '../db/postgres/connection.ts'
import { withoutPassword } from '../db/postgres/store.ts'
import { CopyError, CopyMismatch, copySqliteToPostgres, formatCounts, SQLITE_ONLY_TABLES } from '../db/copy.ts'

const usage = 'Usage: npm run db:copy -- --to postgres://user:password@host:5432/database [--force]'

/** One sentence for a failure to reach or use the server (postgres.js errors carry a code). */
function connectionProblem(target: string, error: unknown): string | null {
  const e = error as { code?: string; message?: string }
  const where = `PostgreSQL at ${target}`
  switch (e.code) {
    case 'ECONNREFUSED':
      return `Cannot reach ${where}: nothing accepts connections there (is the server running, and the port right?).`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot reach ${where}: the host name does not resolve.`
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
      return `Cannot reach ${where}: the connection timed out.`
    case '28P01':
    case '28000':
      return `${where} refused the sign-in: check the user name and password in the URL.`
    case '3D000':
      return `${where}: the database does not exist; create it first (createdb, or CREATE DATABASE).`
    case '42501':
      return `${where}: the user may not create or write the site's tables (${e.message}).`
    default:
      return null
  }
}

async function main(): Promise<number> {
  let args
  try {
    args = parseArgs({ options: { to: { type: 'string' }, force: { type: 'boolean', default: false } }, strict: true }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    return 2
  }
  const to = args.to?.trim()
  if (!to) {
    console.error(`Say which PostgreSQL database to copy into with --to.\n${usage}`)
    return 2
  }
  let target: string
  try {
    if (!/^postgres(ql)?:\/\//.test(to)) throw new Error('scheme')
    target = withoutPassword(to)
  } catch {
    console.error(`--to must be a URL that starts with postgres:// or postgresql:// (got "${to.replace(/:[^:@/]*@/, ':…@')}").\n${usage}`)
    return 2
  }
  let env
  try {
    env = parseEnv({ ...process.env, DATABASE_URL: '' })
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      return 2
    }
    throw error
  }

  const sql = connectPostgres(to, { max: 1 })
  try {
    console.log(
      `Copying the SQLite database in ${env.dataDir} into ${target}${args.force ? ' (--force: its rows are deleted first)' : ''}.`,
    )
    const result = await copySqliteToPostgres(env.dataDir, sql, { force: args.force })
    console.log(formatCounts(result.counts))
    console.log(`Not copied (SQLite only): ${SQLITE_ONLY_TABLES.join(', ')}.`)
    console.log(`Copied ${result.counts.length} tables; every row count matches. Point DATABASE_URL at ${target} and restart the site.`)
    return 0
  } catch (error) {
    if (error instanceof CopyMismatch) console.error(formatCounts(error.counts))
    if (error instanceof CopyError) {
      console.error(error.message)
      return 1
    }
    const problem = connectionProblem(target, error)
    console.error(problem ?? `Copy into ${target} failed, nothing was kept: ${(error as Error).message}`)
    return 1
  } finally {
    await sql.end({ timeout: 5 })
  }
}

process.exitCode = await main()
