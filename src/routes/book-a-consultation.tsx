import { createFileRoute } from '@tanstack/react-router'
import { BookingPage } from '../features/booking/booking-view'
import { loadBookingPage, bookingSearch } from '../features/booking/booking-search'
import { BOOKING_PATH } from '../lib/booking-page'
import { useT } from '../i18n/i18n'

export const Route = createFileRoute('/book-a-consultation')({
  // Rendered by the server on every request: free times change by the minute, so nothing of it is prepared.
  staticData: { crumb: 'booking.crumb', fromDatabase: true },
  validateSearch: bookingSearch,
  loaderDeps: ({ search }) => search,
  // The page's zone step preloads the page for the browser's zone and then navigates to it (visitor-zone.ts): the
  // navigation uses that data rather than asking the server again. Links here are never preloaded (booking-link.tsx).
  preloadStaleTime: 10_000,
  loader: ({ context, deps }) => loadBookingPage(context, BOOKING_PATH, deps),
  component: function Page() {
    const t = useT()
    return (
      <BookingPage
        title={t('booking.title')}
        description={t('booking.description')}
        path={BOOKING_PATH}
        data={Route.useLoaderData()}
        search={Route.useSearch()}
      />
    )
  },
})
