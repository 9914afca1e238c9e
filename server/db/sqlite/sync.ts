/**
 * node:sqlite is synchronous: each SQLite repository is a plain class whose methods do their work at once
 * (`Sync<Repository>`: the interface's methods without the Promise), and `promised` turns it into the Store's
 * asynchronous repository. Writing the classes synchronously keeps their transactions synchronous (an await inside
 * one would hold the write lock across other requests' statements) and lets one method call another inside its
 * transaction; TypeScript checks each class against the interface it will be seen through.
 */
export type Sync<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : T[K]
}

/** The asynchronous face of a synchronous repository: each method's result (or throw) as a settled Promise. */
export function promised<T extends object>(sync: Sync<T>): T {
  const out: Record<string, unknown> = {}
  let proto: object | null = Object.getPrototypeOf(sync)
  const names = new Set<string>(Object.keys(sync))
  while (proto && proto !== Object.prototype) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name)
    proto = Object.getPrototypeOf(proto)
  }
  for (const name of names) {
    const value = (sync as Record<string, unknown>)[name]
    if (typeof value === 'function') {
      out[name] = (...args: unknown[]) => {
        try {
          return Promise.resolve((value as (...a: unknown[]) => unknown).apply(sync, args))
        } catch (error) {
          return Promise.reject(error)
        }
      }
    } else {
      Object.defineProperty(out, name, { get: () => (sync as Record<string, unknown>)[name], enumerable: true })
    }
  }
  return out as T
}
