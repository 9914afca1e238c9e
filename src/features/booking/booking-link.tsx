import { Link } from '../../components/ui/link'

/**
 * A link between the booking pages: never preloaded. Each preload is the server computing a page's free slots for a
 * link the pointer or the focus merely passes; measured in WebKit, tabbing past the day links cost 3-7 s of server
 * time each on the loaded test machine. A click loads the one page asked for (e2e/booking.spec.ts checks it).
 */
export const BookingLink = ((props: Parameters<typeof Link>[0]) => <Link preload={false} {...props} />) as typeof Link
