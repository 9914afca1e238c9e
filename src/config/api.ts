import { withoutTrailingSlash } from '../lib/url.ts'

/**
 * Where the browser sends the API calls: the spec's three, and the site's own blog calls that its pages use (a page
 * of the list, one article with its sidebar, the home page's newest cards). Empty means the site's own origin (the
 * bundled server); set VITE_API_ORIGIN at build time to point the site at another API host.
 */
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {}

const apiOrigin: string = withoutTrailingSlash(env.VITE_API_ORIGIN ?? '')

export const apiPaths = {
  projects: '/api/client/Content/GetAllProjects',
  /** ?q=&page= → one page of the list (12 cards) and its pagination. */
  blogList: '/api/client/Content/Projects',
  /** /:slug → the post and the sidebar's 7 newest entries; 404 when there is no such post. */
  blogArticle: '/api/client/Content/Project',
  /** The home page's 3 newest cards. */
  blogRecent: '/api/client/Content/RecentProjects',
  contactUs: '/api/email/Form/ContactUs',
  downloadGuide: '/api/email/Form/DownloadGuidline',
  /** The booking pages' data (src/lib/booking-page.ts BookingPageData): ?path=&lang= and the page's own query. */
  bookingPage: '/api/bookings/page',
  /** POST: books a slot (JSON, or an HTML form posted without JavaScript: answered with a redirect). */
  bookings: '/api/bookings',
  /** POST with the booking's signed move link (`token`) and the new `start`. */
  bookingMove: '/api/bookings/move',
  /** POST with the booking's signed cancel link (`token`). */
  bookingCancel: '/api/bookings/cancel',
  /** GET ?token=: the booking's invitation (the same METHOD:REQUEST the e-mail carries), as invitation.ics. */
  bookingInvitation: '/api/bookings/invitation.ics',
} as const

export function apiUrl(path: string): string {
  return `${apiOrigin}${path}`
}
