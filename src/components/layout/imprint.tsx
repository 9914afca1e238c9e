import { site, type FirmIdentity } from '../../config/site'
import { cn } from '../../lib/cn'
import { useT } from '../../i18n/i18n'
import type { T } from '../../i18n/translate'

function lawyersText(t: T, identity: FirmIdentity): string {
  return identity.lawyers.map((l) => t('imprint.lawyer', { name: l.name, bar: l.bar, number: l.registrationNumber })).join('; ')
}

function addressText(): string {
  return [...site.address.lines, site.address.city, site.address.country].join(', ')
}

/** The imprint as one line (footer): who answers for the site, their bar registration, tax office and address. */
export function imprintLine(t: T, identity: FirmIdentity = site.identity): string {
  return [
    identity.registeredName,
    identity.partnershipRegistration,
    t('imprint.responsibleLine', {
      label: t('imprint.responsible', { count: identity.lawyers.length }),
      lawyers: lawyersText(t, identity),
    }),
    t('imprint.taxLine', { office: identity.taxOffice, number: identity.taxNumber }),
    addressText(),
  ]
    .filter(Boolean)
    .join('. ')
    .concat('.')
}

/** The firm's identity as a list (About us, and the data controller in the privacy notice). */
export function FirmIdentityDetails({ className }: { className?: string }) {
  const t = useT()
  const { identity } = site
  const rows: [string, string][] = [
    [t('imprint.registeredName'), identity.registeredName],
    ...(identity.partnershipRegistration ? ([[t('imprint.barRegistration'), identity.partnershipRegistration]] as [string, string][]) : []),
    [t('imprint.responsible', { count: identity.lawyers.length }), lawyersText(t, identity)],
    [t('imprint.taxOfficeAndNumber'), `${identity.taxOffice}, ${identity.taxNumber}`],
    [t('imprint.address'), addressText()],
    [t('imprint.email'), site.email],
  ]
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 text-navy-800 sm:grid-cols-[12rem_1fr]', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-navy-950">{term}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}
