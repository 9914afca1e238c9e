import { QueryClient, queryOptions } from '@tanstack/react-query'
import type { AdminPage, AdminPageProps } from './page-data'

/** Who is signed in and what the account may do, as the server wrote it into the page loaded first. */
export interface AdminSession {
  csrf: string
  user: string | null
  role: AdminPageProps['role']
  permissions: AdminPageProps['permissions']
}

export function sessionOf(props: AdminPageProps): AdminSession {
  return { csrf: props.csrf, user: props.user, role: props.role, permissions: props.permissions }
}

/**
 * One client per router (per request on the server, per visit in the browser). Page data is fetched when a page is
 * opened, never behind the user's back: opening a lead or a KVKK look-up is audited, so no refetch on focus or
 * reconnect, and a page opened again within half a minute shows what it showed.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  })
}

/** Thrown when the session ended: the browser is on its way to the sign-in page. */
class SignedOut extends Error {}

/**
 * A page's data from /admin/api/pages/…, the JSON twin of the page's address (server/admin/routes.ts `pageRoute`).
 * A page the account may not open or that does not exist is data too (the same screens a full load shows); an
 * ended session goes to the sign-in page and comes back here after it.
 */
async function fetchPage(href: string): Promise<AdminPage> {
  const response = await fetch(`/admin/api/pages${href}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  if (response.status === 401) {
    window.location.assign(`/admin/sign-in?next=${encodeURIComponent(`/admin${href.split('?')[0]}`)}`)
    throw new SignedOut('Sign in first.')
  }
  const data = (await response.json().catch(() => null)) as (Partial<AdminPage> & { error?: string }) | null
  if (data && typeof data.page === 'string') return data as AdminPage
  if (response.status === 403) return { page: 'forbidden', message: data?.error ?? 'Your account may not open this page.' }
  if (response.status === 404) return { page: 'not-found' }
  throw new Error(data?.error ?? `The server answered ${response.status}. Reload the page to try again.`)
}

/** `href`: the page's address inside the back office as the router reads it (`/leads?q=maria`). */
export const pageQuery = (href: string) => queryOptions({ queryKey: ['admin-page', href], queryFn: () => fetchPage(href) })

/** The page the server rendered, under the key its route's loader reads, so the first load fetches nothing more. */
export function seedPage(queryClient: QueryClient, href: string, props: AdminPageProps): void {
  const { csrf: _csrf, user: _user, role: _role, permissions: _permissions, ...page } = props
  queryClient.setQueryData(pageQuery(href).queryKey, page as AdminPage)
}

/**
 * Every page route's loader: warms the page's query (a page opened again shows its cached data and refreshes it)
 * and gives the component the address its query is kept under.
 */
export async function loadPage({ context, location }: { context: { queryClient: QueryClient }; location: { href: string } }) {
  await context.queryClient.ensureQueryData({ ...pageQuery(location.href), revalidateIfStale: true })
  return location.href
}
