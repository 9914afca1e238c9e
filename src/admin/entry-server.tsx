import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { adminPageTitle, type AdminPageProps } from './page-data'
import { escapeHtml } from '../lib/html'
import { createAdminQueryClient, seedPage, sessionOf } from './page-query'
import { createAdminRouter } from './router'
import { setCsrfToken } from './api'

// JSON inside <script type="application/json">: "<" escaped so no value can close the element.
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * A whole back-office page: the router's page at `url` (the path and query under /admin) rendered with the data the
 * server's route gave it, and that data as JSON for the browser to hydrate with (no inline script).
 */
export async function renderAdminDocument(
  props: AdminPageProps,
  assets: { scripts: string[]; styles: string[]; preloads: string[]; routeChunks: Record<string, string[]> },
  url: string,
): Promise<string> {
  setCsrfToken(props.csrf)
  const queryClient = createAdminQueryClient()
  const router = createAdminRouter({ queryClient, session: sessionOf(props) }, createMemoryHistory({ initialEntries: [url] }))
  seedPage(queryClient, router.latestLocation.href, props)
  await router.load()
  const preloads = new Set([...assets.preloads, ...router.state.matches.flatMap((match) => assets.routeChunks[match.routeId] ?? [])])
  const body = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(adminPageTitle(props))} · Back office</title>
${assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
${assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
${[...preloads].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('\n')}
</head>
<body>
<div id="admin-root">${body}</div>
<script type="application/json" id="admin-props">${safeJson(props)}</script>
</body>
</html>
`
}
