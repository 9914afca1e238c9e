import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { adminPageTitle, type AdminPage } from './page-data'
import { pageQuery } from './page-query'
import type { AdminRouterContext } from './router'
import { AdminLayout } from './layout'
import { AdminLink } from './router-link'

/** The browser tab's title after a navigation (the server writes the first page's). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Back office`
  }, [title])
}

/**
 * For an editor, whose form starts from the page's data: forgets the data when the editor is left, so opening it
 * again starts from what the server has now, never from what it had before the edits.
 */
export function useForgetOnLeave(href: string): void {
  const queryClient = useQueryClient()
  useEffect(() => () => queryClient.removeQueries({ queryKey: pageQuery(href).queryKey, exact: true }), [queryClient, href])
}

/**
 * A page's data as its route's loader put it in the cache (`href` is what the loader returns), handed to the page if
 * it is one of `kinds`; a page the account may not open, or that does not exist, shows the screens the server's
 * full page load shows.
 */
export function PageView<K extends AdminPage['page']>({
  href,
  kinds,
  children,
}: {
  href: string
  kinds: readonly K[]
  children: (page: Extract<AdminPage, { page: K }>) => ReactNode
}) {
  const { data } = useSuspenseQuery(pageQuery(href))
  useDocumentTitle(adminPageTitle(data))
  if ((kinds as readonly string[]).includes(data.page)) return children(data as Extract<AdminPage, { page: K }>)
  if (data.page === 'forbidden') return <Forbidden message={data.message} />
  return <NotFound />
}

function Forbidden({ message }: { message: string }) {
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Not for your account</h1>
      <p className="mt-4">{message}</p>
      <p className="mt-2">
        <AdminLink className="underline" to="/posts">
          Go to the posts
        </AdminLink>
      </p>
    </>
  )
}

function NotFound() {
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Not found</h1>
      <p className="mt-4">
        There is nothing at this address.{' '}
        <AdminLink className="underline" to="/posts">
          Go to the posts
        </AdminLink>
        .
      </p>
    </>
  )
}

/**
 * Who is signed in, from the router's context. Read through the router instance: the route hooks are typed for the
 * registered router, which is the public site's (see router-link.tsx).
 */
export function useSession() {
  return (useRouter().options.context as unknown as AdminRouterContext).session
}

/** An address no route matches, with the navigation of whoever is signed in. */
export function NotFoundScreen() {
  const session = useSession()
  useDocumentTitle('Not found')
  return (
    <AdminLayout user={session.user} permissions={session.permissions}>
      <NotFound />
    </AdminLayout>
  )
}

/** A page that failed to load (the server could not be reached, or failed): what happened, and what to do. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const session = useSession()
  return (
    <AdminLayout user={session.user} permissions={session.permissions}>
      <h1 className="font-serif text-3xl font-semibold">This page could not be loaded</h1>
      <p className="mt-4" role="alert">
        {error instanceof Error && error.message ? error.message : 'Reload the page to try again.'}
      </p>
    </AdminLayout>
  )
}
