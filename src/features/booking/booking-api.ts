import { apiPaths, apiUrl } from '../../config/api'
import type { BookingPageData, BookingSource } from '../../lib/booking-page'

/**
 * The browser's BookingSource: the server's page data for one address, fetched on client-side navigation (the
 * first page's data is in its HTML). A failure throws: the route's error page offers to reload, which asks the
 * server for the whole page, rather than showing an empty list of times as if none were free.
 */
export function fetchBookingSource(): BookingSource {
  return {
    page: async (locale, path, search) => {
      const query = new URLSearchParams({ path, lang: locale, ...search })
      const res = await fetch(`${apiUrl(apiPaths.bookingPage)}?${query}`, { headers: { Accept: 'application/json' } })
      if (!res.ok) throw new Error(`${apiPaths.bookingPage} answered ${res.status}`)
      // The server answers the page's data itself, as its own render reads it (server/booking/routes.ts).
      return (await res.json()) as BookingPageData
    },
  }
}
