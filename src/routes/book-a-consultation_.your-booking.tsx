import { createFileRoute } from '@tanstack/react-router'
import { BookingPage } from '../features/booking/booking-view'
import { loadBookingPage, manageSearch } from '../features/booking/booking-search'
import { BOOKING_MANAGE_PATH } from '../lib/booking-page'
import { useT } from '../i18n/i18n'

// Not nested in the booking page's route (the trailing underscore): its own page, opened from the e-mail's link.
export const Route = createFileRoute('/book-a-consultation_/your-booking')({
  // One visitor's booking, read with their signed link on every request: never prepared, never in the sitemap
  // (src/config/route-facts.ts), never indexed.
  staticData: { crumb: 'booking.manage.crumb', fromDatabase: true },
  validateSearch: manageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBookingPage(context, BOOKING_MANAGE_PATH, deps),
  component: function Page() {
    const t = useT()
    return (
      <BookingPage
        title={t('booking.manage.title')}
        description={t('booking.manage.description')}
        path={BOOKING_MANAGE_PATH}
        noindex
        data={Route.useLoaderData()}
        search={Route.useSearch()}
      />
    )
  },
})
