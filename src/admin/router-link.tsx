import { Link, useRouter, type LinkComponentProps, type NavigateOptions } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import type { AdminRouter } from './router'

/**
 * `Link` checked against the back office's routes. The public site registers its own router with TanStack Router
 * (src/router.tsx), so the back office passes its router type instead of registering a second one.
 */
export const AdminLink = Link as <const TTo extends string | undefined = undefined>(
  props: LinkComponentProps<'a', AdminRouter, string, TTo>,
) => ReactElement

/** `navigate`, checked against the back office's routes like `AdminLink`. */
export function useAdminNavigate() {
  const router = useRouter()
  return <const TTo extends string | undefined = undefined, const TMaskTo extends string = ''>(
    options: NavigateOptions<AdminRouter, string, TTo, string, TMaskTo>,
  ) => router.navigate(options as Parameters<typeof router.navigate>[0])
}
