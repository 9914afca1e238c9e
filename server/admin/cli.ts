/**
 * npm run admin:create -- --email someone@firm.example   creates a back-office account: the first is an owner,
 *                                                       later ones editors (add --owner for another owner)
 * npm run admin:reset -- --email someone@firm.example    issues a new set-up link (ends the account's sessions)
 * npm run admin:approver -- --email someone@firm.example lets the account approve translations (add --revoke to
 *                                                       withdraw it)
 *
 * create and reset print a one-time link, valid 24 hours, where the person sets a password and enrols an
 * authenticator app; a reset also withdraws the right to approve translations. After the first account, owners add
 * and manage accounts in the back office (/admin/accounts), which e-mails such links to the person and never shows them.
 */
import { z } from 'zod'
import { parseEnv, EnvError } from '../env.ts'
import { openStore } from '../db/open-store.ts'
import { privateUmask } from '../private-data.ts'
import { AccountError, issueSetupLink, setTranslationApprover, SETUP_LINK_HOURS } from './accounts.ts'

const COMMANDS = ['create', 'reset', 'approver'] as const

async function main(argv: string[]): Promise<number> {
  privateUmask()
  const [command, ...rest] = argv
  const at = rest.indexOf('--email')
  const email = at >= 0 ? rest[at + 1] : undefined
  if (!COMMANDS.includes(command as (typeof COMMANDS)[number]) || !email) {
    const name = COMMANDS.includes(command as (typeof COMMANDS)[number]) ? command : 'create'
    console.error(`Usage: npm run admin:${name} -- --email someone@firm.example${name === 'approver' ? ' [--revoke]' : ''}`)
    return 2
  }
  if (!z.email().safeParse(email.trim()).success) {
    console.error(`"${email}" is not an e-mail address.`)
    return 2
  }
  const env = parseEnv()
  const store = await openStore(env)
  try {
    if (command === 'approver') {
      const revoke = rest.includes('--revoke')
      const user = await setTranslationApprover(store, email, !revoke)
      console.log(revoke ? `${user.email} may no longer approve translations.` : `${user.email} may now approve translations.`)
      return 0
    }
    const owner = rest.includes('--owner')
    const { token, user, approverWithdrawn } = await issueSetupLink(store, email, {
      create: command === 'create',
      role: owner ? 'owner' : undefined,
    })
    const link = `${env.SITE_URL}/admin/setup/${token}`
    console.log(`${command === 'create' ? `Account created (${user.role})` : 'New set-up link'} for ${user.email}.`)
    // Printed here because whoever runs this command is at the server; the back office e-mails it to the holder.
    console.log(`Set-up link (valid ${SETUP_LINK_HOURS} hours, works once), for ${user.email} only:\n${link}`)
    if (approverWithdrawn)
      console.log(
        `${user.email} may no longer approve translations; grant it again with "npm run admin:approver -- --email ${user.email}".`,
      )
    return 0
  } catch (error) {
    if (error instanceof AccountError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await store.close()
  }
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error)
  process.exitCode = 1
}
