import type { FormResultDocument } from '../store.ts'
import { compiledOnce, json, type Dialect } from './query.ts'

export const insertFormResult = compiledOnce(
  ({ b }: Dialect, tokenHash: string, held: { path: string; result: FormResultDocument; expiresAt: string }) =>
    b.insertInto('form_results').values({ token_hash: tokenHash, path: held.path, result: json(held.result), expires_at: held.expiresAt }),
)

/** One statement: of two instances taking the same token at once, one deletes the row and gets it. */
export const takeFormResult = compiledOnce(({ b }: Dialect, tokenHash: string, path: string) =>
  b.deleteFrom('form_results').where('token_hash', '=', tokenHash).where('path', '=', path).returning(['result', 'expires_at']),
)

export const deleteExpiredFormResults = ({ b }: Dialect, now: string) => b.deleteFrom('form_results').where('expires_at', '<=', now)
