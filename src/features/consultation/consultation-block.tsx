import { site } from '../../config/site'
import { ExternalLink, buttonClasses } from '../../components/ui/button'

export const CONSULTATION_HEADING = 'Book Your Free 15-Minute Consultation Now!'
export const CONSULTATION_TEXT = 'Speak Directly With Our Expert Lawyers to Find Clear Answers and Immediate Guidance.'

/** The Free Consultation block with Schedule opening the booking page in a new tab; switchable in config. */
export function ConsultationBlock() {
  if (!site.features.freeConsultation) return null
  return (
    <aside aria-labelledby="free-consultation" className="rounded-xl bg-navy-900 p-6 text-white shadow-lg sm:p-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-brass-300 uppercase">Free Consultation</p>
      <h2 id="free-consultation" className="mt-2 text-2xl font-semibold">
        {CONSULTATION_HEADING}
      </h2>
      <p className="mt-3 text-white/85">{CONSULTATION_TEXT}</p>
      <ScheduleLink className="mt-6" />
    </aside>
  )
}

/** The Schedule button: the external booking page, in a new tab. */
export function ScheduleLink({ className }: { className?: string }) {
  return (
    <ExternalLink href={site.bookingUrl} className={buttonClasses('primary', className)}>
      Schedule<span className="sr-only"> a free consultation (opens in a new tab)</span>
    </ExternalLink>
  )
}
