import { Seo } from '../../components/ui/seo'
import { PageBanner } from '../../components/ui/section'
import { BOOKING_PATH, type BookingPageData, type BookingSearch } from '../../lib/booking-page'
import { useT } from '../../i18n/i18n'
import type { MessageKey } from '../../i18n/translate'
import { ReachTheFirm } from './booking-reach'
import { BookingForm } from './booking-form'
import type { ManageSearch } from './booking-search'
import { ChooseView } from './choose-view'
import { ManageView } from './manage-view'
import { useVisitorZone } from './visitor-zone'

const linkErrorKeys = {
  malformed: 'booking.linkError.malformed',
  forged: 'booking.linkError.forged',
  expired: 'booking.linkError.expired',
  'not-found': 'booking.linkError.notFound',
} satisfies Record<Extract<BookingPageData, { view: 'link-error' }>['reason'], MessageKey>

/** When the page cannot take a booking: why, in plain words, and the other ways to reach the firm. */
function Unavailable({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="booking-unavailable" className="max-w-3xl">
      <h2 id="booking-unavailable" className="text-2xl font-semibold text-navy-950">
        {heading}
      </h2>
      <p className="mt-3">{text}</p>
      <ReachTheFirm />
    </section>
  )
}

/** One of the booking pages' views, as the server computed it for this address (src/lib/booking-page.ts). */
export function BookingView({ data, search }: { data: BookingPageData; search: BookingSearch & ManageSearch }) {
  const t = useT()
  switch (data.view) {
    case 'choose':
      return <ChooseView data={data} search={search} />
    case 'form':
      return <BookingForm data={data} />
    case 'manage':
      return <ManageView data={data} search={search} />
    case 'link-error':
      return <Unavailable heading={t('booking.linkError.heading')} text={t(linkErrorKeys[data.reason])} />
    case 'closed':
      return <Unavailable heading={t('booking.closed.heading')} text={t('booking.closed.text')} />
  }
}

/** A booking page: its head, banner and view. */
export function BookingPage(props: {
  title: string
  description: string
  path: string
  noindex?: boolean
  data: BookingPageData
  search: BookingSearch & ManageSearch
}) {
  const t = useT()
  // The times' list and a time's form show the visitor's zone (the visitor's own page shows the booking's).
  useVisitorZone(props.search, props.path === BOOKING_PATH && (props.data.view === 'choose' || props.data.view === 'form'))
  return (
    <>
      {/* Every choice is a variant of one page: the canonical address is the page without its query. */}
      <Seo title={props.title} description={props.description} path={props.path} noindex={props.noindex} />
      <PageBanner eyebrow={t('consultation.eyebrow')} title={props.title} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <BookingView data={props.data} search={props.search} />
      </div>
    </>
  )
}
