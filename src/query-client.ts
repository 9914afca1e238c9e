import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query'

/**
 * TanStack Query itself, fetched only by the blog's pages, `/blog` and articles (see lazy-query-client.ts for why it is not in
 * the entry).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A failed call is retried once by Query; the blog's calls turn a lasting failure into an empty list, which
    // stays for the stale time and is fetched again by the next visit after it.
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  })
}

export { dehydrate }

/**
 * A page may come from the server's page cache, rendered minutes ago yet current (that cache is dropped when the
 * posts change): its data counts as fetched when the page arrived, so hydrating does not fetch it again.
 */
export function hydrateArrived(client: QueryClient, state: DehydratedState): void {
  const arrived = Date.now()
  hydrate(client, { ...state, queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: arrived } })) })
}
