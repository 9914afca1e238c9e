import type { NewSubmissionRow } from '../submissions.ts'
import { compiledOnce, type Dialect } from './query.ts'

/** The most leads the back office's list and search show. */
export const SEARCH_LIMIT = 500

const LEAD_COLUMNS = [
  's.id',
  's.kind',
  's.first_name',
  's.last_name',
  's.email',
  's.message',
  's.guide',
  's.status',
  's.client_ip',
  's.created_at',
  's.possible_spam',
  's.held',
  's.language',
] as const

/** Leads with how many of their e-mails failed, still wait, and were only filed as .eml. */
export const leadsWithMail = ({ b }: Dialect) =>
  b
    .selectFrom('submissions as s')
    .select(LEAD_COLUMNS)
    .select((eb) => {
      const mail = () => eb.selectFrom('outbox as o').select(eb.fn.countAll().as('n')).whereRef('o.submission_id', '=', 's.id')
      return [
        mail().where('o.status', '=', 'failed').as('failed'),
        mail().where('o.status', 'in', ['pending', 'sending']).as('waiting'),
        mail().where('o.status', '=', 'sent').where('o.delivered_via', '=', 'file').as('filed'),
      ]
    })

export const newestLeads = compiledOnce((d: Dialect, limit: number) =>
  leadsWithMail(d).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(limit),
)

export const leadsById = compiledOnce((d: Dialect, ids: number[]) =>
  leadsWithMail(d).where('s.id', 'in', ids).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc'),
)

export const leadById = compiledOnce((d: Dialect, id: number) => leadsWithMail(d).where('s.id', '=', id))

export const leadsBetween = compiledOnce((d: Dialect, start: string, end: string) =>
  leadsWithMail(d).where('s.created_at', '>=', start).where('s.created_at', '<', end).orderBy('s.created_at').orderBy('s.id'),
)

export const leadsOf = compiledOnce((d: Dialect, email: string) =>
  leadsWithMail(d).where(d.emailIs('s.email', email)).orderBy('s.created_at').orderBy('s.id'),
)

/** Names and addresses only (a few dozen bytes per lead), newest first: matched in TypeScript (foldSearchText). */
export const people = compiledOnce(({ b }: Dialect) =>
  b.selectFrom('submissions').select(['id', 'email', 'first_name', 'last_name']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
)

export const byIdempotencyKey = compiledOnce(({ b }: Dialect, key: string) =>
  b
    .selectFrom('submissions')
    .select(['id', 'kind', 'first_name', 'last_name', 'email', 'message', 'guide', 'language', 'created_at', 'held'])
    .where('idempotency_key', '=', key),
)

/** A derived key past its window: the older submission lets go of it. */
export const releaseKey = ({ b }: Dialect, key: string) =>
  b.updateTable('submissions').set({ idempotency_key: null }).where('idempotency_key', '=', key)

export const timesFrom = compiledOnce(({ b }: Dialect, clientIp: string, since: string, limit: number) =>
  b
    .selectFrom('submissions')
    .select('created_at')
    .where('created_at', '>=', since)
    .where('client_ip', '=', clientIp)
    .orderBy('created_at', 'desc')
    .limit(limit),
)

/**
 * From `ip` since `since`: this visitor's submissions (the same e-mail, any case) and the address's, each counted up
 * to its limit (no more rows are read than the limit needs).
 */
export const countsFrom = compiledOnce(
  (d: Dialect, ip: string, email: string, since: string, limits: { perVisitor: number; perAddress: number }) =>
    d.b.selectNoFrom((eb) => {
      const recent = (limit: number, sameVisitor: boolean) => {
        const rows = eb.selectFrom('submissions').select(eb.lit(1).as('one')).where('client_ip', '=', ip).where('created_at', '>=', since)
        return (sameVisitor ? rows.where(d.emailIs('email', email)) : rows).limit(limit)
      }
      return [
        eb.selectFrom(recent(limits.perVisitor, true).as('v')).select(eb.fn.countAll().as('n')).as('visitor'),
        eb.selectFrom(recent(limits.perAddress, false).as('a')).select(eb.fn.countAll().as('n')).as('address'),
      ]
    }),
)

/** When held submissions (from `ip`, or from anyone) were made since `since`, newest first, up to `limit`. */
export const heldTimes = (d: Dialect, ip: string | null, since: string, limit: number) => {
  const rows = d.b.selectFrom('submissions').select('created_at').where(d.isSet('held')).where('created_at', '>=', since)
  return (ip === null ? rows : rows.where('client_ip', '=', ip)).orderBy('created_at', 'desc').limit(limit)
}

/** How many e-mails of each purpose went to `email` (any case) for submissions made since `since`. */
export const mailCountsTo = compiledOnce((d: Dialect, email: string, since: string, purposes: string[]) =>
  d.b
    .selectFrom('submissions as s')
    .innerJoin('outbox as o', 'o.submission_id', 's.id')
    .select((eb) => ['o.purpose', eb.fn.countAll().as('n')])
    .where('s.created_at', '>=', since)
    .where(d.emailIs('s.email', email))
    .where('o.purpose', 'in', purposes)
    .groupBy('o.purpose'),
)

export const insertLead = compiledOnce(({ b }: Dialect, row: NewSubmissionRow, key: string | null, now: string, held: boolean) =>
  b
    .insertInto('submissions')
    .values({
      kind: row.kind,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      message: row.message,
      guide: row.guide,
      status: row.status,
      client_ip: row.clientIp,
      created_at: now,
      possible_spam: row.possibleSpam,
      language: row.language,
      idempotency_key: key,
      held,
    })
    .returning('id'),
)

export const countSince = compiledOnce(({ b }: Dialect, since: string) =>
  b
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_at', '>=', since),
)

const idsOf = (d: Dialect, email: string) => d.b.selectFrom('submissions').select('id').where(d.emailIs('email', email))

export const messageCountOf = (d: Dialect, email: string) =>
  d.b
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('submission_id', 'in', idsOf(d, email))

export const deleteMessagesOf = (d: Dialect, email: string) => d.b.deleteFrom('outbox').where('submission_id', 'in', idsOf(d, email))

export const deleteLeadsOf = (d: Dialect, email: string) => d.b.deleteFrom('submissions').where(d.emailIs('email', email))

export const deleteLeadsBefore = ({ b }: Dialect, cutoff: string) => b.deleteFrom('submissions').where('created_at', '<', cutoff)

/** The firm's own messages (no submission) once sent or given up, older than `cutoff`. */
export const deleteOwnMessagesBefore = ({ b }: Dialect, cutoff: string) =>
  b.deleteFrom('outbox').where('submission_id', 'is', null).where('created_at', '<', cutoff).where('status', 'in', ['sent', 'failed'])
