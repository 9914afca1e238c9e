import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query'

/**
 * TanStack Query itself: loaded by QueryHost only on the pages that read posts (home and the blog), so the other
 * pages' first load does not carry it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  })
}

export function dehydrateToJson(client: QueryClient): string {
  return JSON.stringify(dehydrate(client))
}

/**
 * A page may come from the server's page cache, rendered minutes ago yet current (that cache is dropped when the
 * posts change): its data counts as fetched when the page arrived, so hydrating does not fetch it again.
 */
export function hydrateFromJson(client: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState
  const arrived = Date.now()
  for (const query of state.queries) query.state.dataUpdatedAt = arrived
  hydrate(client, state)
}
