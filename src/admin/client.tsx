// First, before any module below builds a zod schema: zod probes for eval when it builds its first object schema.
import '../lib/zod-config'
import { RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { hydrateRoot } from 'react-dom/client'
import type { AdminPageProps } from './page-data'
import { createAdminQueryClient, seedPage, sessionOf } from './page-query'
import { createAdminRouter } from './router'
import { setCsrfToken } from './api'
import './admin.css'

// The server rendered the page and wrote its data into the page (JSON, no inline script: ADR 8). The page's query is
// filled from it, so the router's first load fetches only the page's code, and the browser hydrates what it sees.
const props = JSON.parse(document.getElementById('admin-props')!.textContent!) as AdminPageProps
setCsrfToken(props.csrf)
const queryClient = createAdminQueryClient()
const router = createAdminRouter({ queryClient, session: sessionOf(props) })
seedPage(queryClient, router.latestLocation.href, props)
// The markup is the server renderer's: the router renders what it rendered (no Suspense boundary of its own at the
// top). TanStack's RouterClient says so by reading its hydration script, which the back office's CSP does not run.
router.ssr = { manifest: undefined }
void router.load().then(() => {
  hydrateRoot(
    document.getElementById('admin-root')!,
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
})
