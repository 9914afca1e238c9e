import { queryOptions } from '@tanstack/react-query'
import { apiPaths, apiUrl } from '../../config/api'
import { byNewest, type BlogProject, type ProjectsResponse } from '../../lib/blog'

export const projectsQueryKey = ['blog', 'projects'] as const

/**
 * A failed call or `success: false` is logged only; the list stays empty and the page does not crash.
 * Posts come back newest first.
 */
async function fetchProjects(): Promise<BlogProject[]> {
  try {
    const res = await fetch(apiUrl(apiPaths.projects), { headers: { Accept: 'application/json' } })
    if (!res.ok) throw new Error(`GetAllProjects answered ${res.status}`)
    const body = (await res.json()) as ProjectsResponse
    if (!body.success || !Array.isArray(body.data)) throw new Error('GetAllProjects answered success: false')
    return [...body.data].sort(byNewest)
  } catch (error) {
    console.error('Could not load blog posts:', error)
    return []
  }
}

export const projectsQuery = queryOptions({
  queryKey: projectsQueryKey,
  queryFn: fetchProjects,
})
