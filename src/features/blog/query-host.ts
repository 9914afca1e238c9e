import type { QueryClient } from '@tanstack/react-query'

/**
 * The router's handle on TanStack Query. Only home and the blog read posts through Query; the library (about
 * 9 KB gzip) is fetched the first time one of them needs it, in a loader or while hydrating a page whose server
 * render used it, so every other page's first load goes without it. `client` is set before any component that
 * reads posts renders: their loaders await `load()`, and hydration awaits `hydrate()`.
 */
export class QueryHost {
  client: QueryClient | null = null
  private loading: Promise<QueryClient> | null = null

  load(): Promise<QueryClient> {
    this.loading ??= import('./query-client').then(
      ({ createQueryClient }) => (this.client = createQueryClient()),
      (error: unknown) => {
        // The code could not be fetched (offline, a new deployment): the next navigation tries again.
        this.loading = null
        throw error
      },
    )
    return this.loading
  }

  /** The cached queries as JSON for the page's hydration data; empty when the page used none. */
  async dehydrate(): Promise<string> {
    if (!this.client) return ''
    const { dehydrateToJson } = await import('./query-client')
    return dehydrateToJson(this.client)
  }

  async hydrate(json: string): Promise<void> {
    if (!json) return
    const [client, { hydrateFromJson }] = await Promise.all([this.load(), import('./query-client')])
    hydrateFromJson(client, json)
  }

  /** For components below a loader that awaited `load()`. */
  loaded(): QueryClient {
    if (!this.client) throw new Error('TanStack Query was used before a loader loaded it')
    return this.client
  }
}
