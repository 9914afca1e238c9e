import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createAppRouter, createQueryClient } from './router'
import { projectsQueryKey } from './features/blog/projects-query'
import type { BlogProject } from './lib/blog'
import { ServerFormResultContext, type ServerFormResult } from './features/forms/lead-form'

export interface RenderOptions {
  /** Absolute path plus search, e.g. "/blog?page=2". */
  url: string
  /** Tags for the built CSS and JS (from dist/client/index.html), inserted before </head>. */
  assetsHead: string
  /** Blog projects to seed the query cache with, so blog pages render with data and without a fetch. */
  projects?: BlogProject[]
  /** After a form was posted without JavaScript: the notice, kept values and field errors to show. */
  formResult?: ServerFormResult
}

export interface RenderResult {
  status: number
  html: string
  /** Set when a route redirected (e.g. a legacy URL). */
  redirect?: string
}

export async function render({ url, assetsHead, projects, formResult }: RenderOptions): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient()
      if (projects) queryClient.setQueryData(projectsQueryKey, projects)
      return createAppRouter(queryClient)
    },
  })
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({
      responseHeaders,
      router,
      children: (
        <ServerFormResultContext.Provider value={formResult ?? null}>
          <RouterServer router={router} />
        </ServerFormResultContext.Provider>
      ),
    }),
  )
  if (response.status >= 300 && response.status < 400) {
    return { status: response.status, html: '', redirect: response.headers.get('Location') ?? '/' }
  }
  const html = (await response.text()).replace('</head>', `${assetsHead}</head>`)
  return { status: response.status, html }
}
