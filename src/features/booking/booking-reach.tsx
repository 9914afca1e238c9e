import { Link } from '../../components/ui/link'
import { useSite } from '../../components/layout/layout-data'
import { useT } from '../../i18n/i18n'
import { rich } from '../../i18n/rich'

/** The firm's phone as a link, left to right inside any language. */
export function PhoneLink() {
  const site = useSite()
  return (
    <a href={site.phone.href} className="font-semibold underline" dir="ltr">
      {site.phone.display}
    </a>
  )
}

/** "To arrange or change a consultation, write to us or call us on …": the way to the firm when booking here cannot. */
export function ReachTheFirm() {
  const t = useT()
  return (
    <p className="mt-4">
      {rich(t('booking.reach'), {
        contact: (
          <Link to="/contact-us" className="font-semibold underline hover:text-brass-700">
            {t('booking.contactLink')}
          </Link>
        ),
        phone: <PhoneLink />,
      })}
    </p>
  )
}
