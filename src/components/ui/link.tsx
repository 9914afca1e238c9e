import { Link as RouterLink } from '@tanstack/react-router'

/**
 * TanStack's Link marks a link "current" (aria-current="page") for the current page and every parent path, so a
 * screen reader on /services/labor-law would hear two current pages. Site links are current only for their own
 * page (and, by default, their own search), so the breadcrumb, footer and menus announce one page.
 */
export const Link = ((props: Parameters<typeof RouterLink>[0]) => (
  <RouterLink activeOptions={{ exact: true }} {...props} />
)) as typeof RouterLink
