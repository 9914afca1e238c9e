/**
 * npm run mail:retry -- <id> [<id> ...] | --all-failed | --list
 * Puts failed e-mails back in the outbox (fresh attempts); the running server sends them on its next pass.
 * Without arguments (or with --list) it lists failed mail and prints the outbox's health.
 */
import { parseEnv } from '../server/env.ts'
import { openStore } from '../server/db/open-store.ts'
import { listFailedMessages, mailHealth } from '../server/mail/outbox.ts'
import { privateUmask } from '../server/private-data.ts'

privateUmask()
const args = process.argv.slice(2)
const env = parseEnv()
const store = await openStore(env)
const now = () => new Date().toISOString()
let code = 0
try {
  if (args.includes('--all-failed')) {
    console.log(`${await store.outbox.retryAllFailed(now())} failed message(s) queued again.`)
  } else if (args.length > 0 && !args.includes('--list')) {
    for (const arg of args) {
      const id = Number(arg)
      if (!Number.isInteger(id) || id <= 0) {
        console.error(`"${arg}" is not a message id (use a number from --list, or --all-failed).`)
        code = 1
      } else if (await store.outbox.retryFailed(id, now())) console.log(`Message ${id} queued again.`)
      else {
        console.error(`Message ${id} is not a failed message.`)
        code = 1
      }
    }
  } else {
    const failed = await listFailedMessages(store)
    if (failed.length === 0) console.log('No failed mail.')
    for (const m of failed) console.log(`${m.id}\t${m.createdAt}\t${m.purpose}\tto ${m.to}\t${m.attempts} attempts\t${m.lastError ?? ''}`)
  }
  const health = await mailHealth(store)
  console.log(`Outbox: ${health.pending} pending, ${health.failed} failed, oldest pending ${health.oldestPendingSeconds ?? '-'} s.`)
} finally {
  await store.close()
}
process.exit(code)
