import type { DeliveredVia, StoredMessage } from '../outbox.ts'
import { compiledOnce, json, type Dialect } from './query.ts'

const COLUMNS = [
  'id',
  'submission_id',
  'purpose',
  'message',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'delivered_via',
] as const

/** Queues a message, due at once (also inside another method's transaction: a submission's e-mails). */
export const insertMessage = compiledOnce(
  ({ b }: Dialect, submissionId: number | null, purpose: string, message: StoredMessage, now: string) =>
    b
      .insertInto('outbox')
      .values({ submission_id: submissionId, purpose, message: json(message), next_attempt_at: now, created_at: now })
      .returning('id'),
)

export const markSent = ({ b }: Dialect, id: number, at: string, via: DeliveredVia) =>
  b
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: at,
      delivered_via: via,
      attempts: eb('attempts', '+', 1),
      last_error: null,
      lease_holder: null,
    }))
    .where('id', '=', id)

export const markAttemptFailed = (
  { b }: Dialect,
  id: number,
  attempt: { attempts: number; nextAttemptAt: string; error: string; givenUp: boolean },
) =>
  b
    .updateTable('outbox')
    .set({
      status: attempt.givenUp ? 'failed' : 'pending',
      attempts: attempt.attempts,
      next_attempt_at: attempt.nextAttemptAt,
      last_error: attempt.error,
      lease_holder: null,
    })
    .where('id', '=', id)

/** Messages waiting or being sent, those given up on, and when the oldest waiting one was queued. */
export const backlog = compiledOnce(({ b }: Dialect) =>
  b
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll().filterWhere('status', 'in', ['pending', 'sending']).as('pending'),
      eb.fn.countAll().filterWhere('status', '=', 'failed').as('failed'),
      eb.fn.min('created_at').filterWhere('status', 'in', ['pending', 'sending']).as('oldest'),
    ])
    .where('status', '<>', 'sent'),
)

/** A failed message (`id`), or all of them, due again at `now` with a fresh count of attempts. */
export const retryFailed = ({ b }: Dialect, now: string, id?: number) => {
  const query = b
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null })
    .where('status', '=', 'failed')
  return id === undefined ? query : query.where('id', '=', id)
}

export const failedMessages = compiledOnce(({ b }: Dialect, limit: number) =>
  b.selectFrom('outbox').select(COLUMNS).where('status', '=', 'failed').orderBy('id', 'desc').limit(limit),
)

export const messagesOf = compiledOnce(({ b }: Dialect, submissionId: number) =>
  b.selectFrom('outbox').select(COLUMNS).where('submission_id', '=', submissionId).orderBy('id'),
)
