// A bare page that hydrates one route with TanStack Router's SSR client, as src/main.tsx does: the second floor
// scripts/js-floor.ts builds. No component, query, head manager or style helper of the site.
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createRootRoute, createRoute, createRouter, HeadContent, Outlet, Scripts } from '@tanstack/react-router'

const rootRoute = createRootRoute({
  component: () => (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  ),
})
const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>A bare page</p> })
const router = createRouter({ routeTree: rootRoute.addChildren([page]) })

hydrateRoot(document, <RouterClient router={router} />)
