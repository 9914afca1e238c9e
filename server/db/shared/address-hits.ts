import { compiledOnce, type Dialect } from './query.ts'

export const hitTimes = compiledOnce(({ b }: Dialect, kind: string, address: string, since: string, limit: number) =>
  b
    .selectFrom('address_hits')
    .select('at')
    .where('kind', '=', kind)
    .where('address', '=', address)
    .where('at', '>=', since)
    .orderBy('at', 'desc')
    .limit(limit),
)

export const countHits = compiledOnce(({ b }: Dialect, kind: string, address: string, since: string) =>
  b
    .selectFrom('address_hits')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', kind)
    .where('address', '=', address)
    .where('at', '>=', since),
)

export const forgetHitsBefore = ({ b }: Dialect, since: string) => b.deleteFrom('address_hits').where('at', '<', since)

export const insertHit = compiledOnce(({ b }: Dialect, kind: string, address: string, at: string) =>
  b.insertInto('address_hits').values({ kind, address, at }),
)
