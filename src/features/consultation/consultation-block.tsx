import { features } from '../../config/site-settings'
import { useSite } from '../../components/layout/layout-data'
import { ExternalLink, buttonClasses } from '../../components/ui/button'
import { Link } from '../../components/ui/link'
import { BOOKING_PATH } from '../../lib/booking-page'
import { useT } from '../../i18n/i18n'

/** The Free Consultation block with its Schedule button (see ScheduleLink); switchable in config. */
export function ConsultationBlock() {
  const t = useT()
  if (!features.freeConsultation) return null
  return (
    <aside aria-labelledby="free-consultation" className="rounded-xl bg-navy-900 p-6 text-white shadow-lg sm:p-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-brass-300 uppercase">{t('consultation.eyebrow')}</p>
      <h2 id="free-consultation" className="mt-2 text-2xl font-semibold">
        {t('consultation.heading')}
      </h2>
      <p className="mt-3 text-white/85">{t('consultation.text')}</p>
      <ScheduleLink className="mt-6" />
    </aside>
  )
}

/**
 * The Schedule button: the site's own booking page, in the same tab (issue 37, decisions' fourth round), or, when
 * the firm set an external scheduler (firm document, booking), that page in a new tab as the spec first had it.
 */
export function ScheduleLink({ className }: { className?: string }) {
  const t = useT()
  const site = useSite()
  if (site.externalBookingUrl)
    return (
      <ExternalLink href={site.externalBookingUrl} className={buttonClasses('primary', className)}>
        {t('consultation.schedule')}
        <span className="sr-only">{t('consultation.scheduleSr')}</span>
      </ExternalLink>
    )
  return (
    <Link to={BOOKING_PATH} className={buttonClasses('primary', className)}>
      {t('consultation.schedule')}
      <span className="sr-only">{t('consultation.scheduleSrHere')}</span>
    </Link>
  )
}
