import type { DehydratedState, EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * The router context's TanStack Query client, one per router (per request on the server, per visit in the browser).
 * Loaders call `context.queryClient.ensureQueryData(options)` and components read the same options with
 * `useSuspenseQuery(options, context.queryClient.current)`, as in TanStack's router + Query guide; the one
 * difference is that Query's code is fetched the first time a loader (or hydration) needs it.
 *
 * Why: a `new QueryClient()` in the router puts Query in the entry chunk. Measured with `npm run build && npm run
 * budget` (and a rolldown bundle of `new QueryClient()` alone: 7.2 KB gzip), the entry would grow from 124.3 to
 * about 131.5 KB gzip, over its 128 KB budget, and every page that shows no posts (services, guides, FAQ, team,
 * contact) would load 7.2 KB more. Route code splitting cannot defer it: the client must exist before any loader
 * runs, and a `beforeLoad` result is serialised into the page. If the entry ever has room, replace this with
 * `new QueryClient()` from query-client.ts; loaders and components do not change.
 */
export interface LazyQueryClient {
  ensureQueryData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): Promise<TData>
  /** The client, for components below a loader that used it (or a page hydrated with its data). */
  readonly current: QueryClient
  /** The router's `dehydrate`: the cached queries, or nothing when the page used none (Query was not loaded). */
  dehydrate(): Promise<DehydratedState | undefined>
  /** The router's `hydrate`. */
  hydrate(state: DehydratedState | undefined): Promise<void>
}

export function lazyQueryClient(): LazyQueryClient {
  let client: QueryClient | undefined
  let loading: Promise<QueryClient> | undefined
  const load = () =>
    (loading ??= import('./query-client').then(
      ({ createQueryClient }) => (client = createQueryClient()),
      (error: unknown) => {
        // Query's code could not be fetched (offline, a new deployment): the next navigation tries again.
        loading = undefined
        throw error
      },
    ))
  return {
    ensureQueryData: async (options) => (await load()).ensureQueryData(options),
    get current() {
      if (!client) throw new Error('TanStack Query was read before a loader used it')
      return client
    },
    async dehydrate() {
      if (!client) return undefined
      const { dehydrate } = await import('./query-client')
      return dehydrate(client)
    },
    async hydrate(state) {
      if (!state?.queries.length) return
      const [loaded, { hydrateArrived }] = await Promise.all([load(), import('./query-client')])
      hydrateArrived(loaded, state)
    },
  }
}
