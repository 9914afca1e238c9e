import { site, type FirmIdentity } from '../../config/site'
import { cn } from '../../lib/cn'

function lawyersText(identity: FirmIdentity): string {
  return identity.lawyers.map((l) => `${l.name}, ${l.bar} registration no. ${l.registrationNumber}`).join('; ')
}

function addressText(): string {
  return [...site.address.lines, site.address.city, site.address.country].join(', ')
}

/** The imprint as one line (footer): who answers for the site, their bar registration, tax office and address. */
export function imprintLine(identity: FirmIdentity = site.identity): string {
  return [
    identity.registeredName,
    identity.partnershipRegistration,
    `Responsible lawyer${identity.lawyers.length === 1 ? '' : 's'}: ${lawyersText(identity)}`,
    `Tax office: ${identity.taxOffice}, tax no. ${identity.taxNumber}`,
    addressText(),
  ]
    .filter(Boolean)
    .join('. ')
    .concat('.')
}

/** The firm's identity as a list (About us, and the data controller in the privacy notice). */
export function FirmIdentityDetails({ className }: { className?: string }) {
  const { identity } = site
  const rows: [string, string][] = [
    ['Registered name', identity.registeredName],
    ...(identity.partnershipRegistration ? ([['Bar registration', identity.partnershipRegistration]] as [string, string][]) : []),
    [identity.lawyers.length === 1 ? 'Responsible lawyer' : 'Responsible lawyers', lawyersText(identity)],
    ['Tax office and number', `${identity.taxOffice}, ${identity.taxNumber}`],
    ['Address', addressText()],
    ['E-mail', site.email],
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
