/**
 * Where the browser sends the three API calls. Empty means the site's own origin (the bundled server);
 * set VITE_API_ORIGIN at build time to point the site at another API host.
 */
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {}

const apiOrigin: string = (env.VITE_API_ORIGIN ?? '').replace(/\/$/, '')

export const apiPaths = {
  projects: '/api/client/Content/GetAllProjects',
  contactUs: '/api/email/Form/ContactUs',
  downloadGuide: '/api/email/Form/DownloadGuidline',
} as const

export function apiUrl(path: string): string {
  return `${apiOrigin}${path}`
}
